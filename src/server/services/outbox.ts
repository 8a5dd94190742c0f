/**
 * The mail outbox: a change and the mails that report it are written in one transaction.
 * `queueMail(tx, …)` stores the mails in the `outbox` table beside the change, so either both are
 * kept or neither (a killed process loses no mail and sends none for a change that was rolled
 * back). A request never waits on SMTP nor fails because of it. The insert also notifies the
 * OUTBOX_CHANNEL, so the sender of every process (mail.ts) wakes when the transaction commits.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { mail as mailTexts } from '../../lib/messages.ts';
import { notBlocked } from '../blocked.ts';
import type { Db } from '../db/client.ts';
import { type MailAttachment, outbox, users } from '../db/schema.ts';

export interface MailMessage {
  /** Null for a child managed by a parent without an address (schema-families.ts): not sent. */
  to: string | null;
  subject: string;
  /** The body without the signature, which queueMail adds. */
  text: string;
  /** Files sent with it, stored in the row (a consent's PDF: tens of KB). */
  attachments?: MailAttachment[];
}

/** Where a mail waits: the database or the transaction of the change it reports. */
export type MailQueue = Pick<Db, 'insert' | 'execute'>;

export const OUTBOX_CHANNEL = 'outbox';
/** Lower first: what a person waits for now, then what many people get at once. */
export const MAIL_PRIORITY = { transactional: 0, bulk: 1 } as const;

/** Stores mails in the outbox in the caller's transaction; they are sent once it commits. */
export async function queueMail(
  queue: MailQueue,
  messages: MailMessage[],
  priority: keyof typeof MAIL_PRIORITY = 'transactional',
): Promise<void> {
  const sent = messages.filter((message): message is MailMessage & { to: string } => !!message.to);
  if (sent.length === 0) return;
  await queue.insert(outbox).values(
    sent.map((message) => ({
      to: message.to,
      subject: message.subject,
      text: `${message.text}\n\n— ${mailTexts.signature}`,
      priority: MAIL_PRIORITY[priority],
      attachments: message.attachments ?? null,
    })),
  );
  await queue.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** Every staff account's address but a blocked one's: the team mails (a new choir, a contact message…). */
export async function staffAddresses(queue: Pick<Db, 'select'>): Promise<string[]> {
  const rows = await queue
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isStaff, true), notBlocked));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/**
 * Drops the mails still waiting for `address` (an account being blocked, blocked.ts). A mail a
 * sender has already taken goes out: it cannot be called back from the SMTP server.
 */
export async function dropWaitingMail(queue: Pick<Db, 'delete'>, address: string): Promise<void> {
  await queue.delete(outbox).where(and(eq(outbox.to, address), isNull(outbox.sentAt)));
}
