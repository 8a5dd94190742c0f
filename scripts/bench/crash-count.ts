/**
 * The figures of `npm run bench:crash`, read from the database and the SMTP server once no server
 * runs. Only the bench's own writes count: each carries the run's marker (the demo data's contact
 * messages, seeded without mail, are not the bench's).
 */
import { and, isNull, like } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { contactMessages, outbox } from '../../src/server/db/schema.ts';
import { parseMessage, type ReceivedMail } from '../../tests/helpers/smtp.ts';

export interface CrashFigures {
  /** Contact messages of the run in the database. */
  stored: number;
  /** Outbox rows of the run: one per staff address and message. */
  mails: number;
  /** Deliveries of those rows the SMTP server accepted (repeats included). */
  received: number;
  /** Acknowledged (201) messages not in the database. */
  lost: number;
  /** Stored messages without any mail. */
  withoutMail: number;
  /** Outbox rows whose message never reached the SMTP server. */
  neverSent: number;
  /** Distinct mails beyond one for a recipient and a message: a repeat no receiver can tell. */
  sentTwice: number;
  /** Deliveries repeated with the same Message-ID (a kill after SMTP accepted, before the record). */
  repeated: number;
}

/** Where the bench's server keeps its data: PostgreSQL, or PGlite in the data folder. */
export interface CrashDatabase {
  url: string | undefined;
  pgliteDir: string;
}

/** The outbox row a delivery is of: services/mail.ts `messageOf` names each message after its row. */
export function rowIdOf(mail: ReceivedMail): number | undefined {
  const id = /<outbox-(\d+)-/.exec(parseMessage(mail.raw).headers.get('message-id') ?? '')?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The run's outbox rows not yet sent: read while no server runs (PGlite has one user). */
export async function unsentRows(where: CrashDatabase, marker: string): Promise<number[]> {
  const database = await openDatabase({ url: where.url, dataDir: where.pgliteDir });
  try {
    const rows = await database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(like(outbox.text, `%${marker}%`), isNull(outbox.sentAt)));
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

export async function countCrash(
  where: CrashDatabase,
  marker: string,
  acknowledged: Set<string>,
  deliveries: ReceivedMail[],
): Promise<CrashFigures> {
  const database = await openDatabase({ url: where.url, dataDir: where.pgliteDir });
  const { db } = database;
  try {
    const messages = await db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(like(contactMessages.message, `%${marker}%`));
    const rows = await db
      .select({ id: outbox.id, to: outbox.to, text: outbox.text })
      .from(outbox)
      .where(like(outbox.text, `%${marker}%`));
    const stored = new Set(messages.map((message) => message.email));
    // The mail quotes the visitor's address, which the bench made unique per message.
    const visitorOf = new Map(
      rows.map((row) => [row.id, new RegExp(`${marker}-\\S+@example\\.com`).exec(row.text)?.[0]]),
    );
    const mailed = new Set(visitorOf.values());
    const ids = deliveries.map(rowIdOf).filter((id) => id !== undefined && visitorOf.has(id));
    const delivered = new Set(ids);
    const pairs = new Set(
      rows
        .filter((row) => delivered.has(row.id))
        .map((row) => `${row.to} ${visitorOf.get(row.id)}`),
    );
    return {
      stored: stored.size,
      mails: rows.length,
      received: ids.length,
      lost: [...acknowledged].filter((email) => !stored.has(email)).length,
      withoutMail: [...stored].filter((email) => !mailed.has(email)).length,
      neverSent: rows.filter((row) => !delivered.has(row.id)).length,
      sentTwice: delivered.size - pairs.size,
      repeated: ids.length - delivered.size,
    };
  } finally {
    await database.close();
  }
}
