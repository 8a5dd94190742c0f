/**
 * The answers of one choir's approved members to an event: GET /api/event/{id}/answers/.
 * Conductors are listed (marked) but not expected to answer (issue #23): one who has not answered
 * is not counted among those without an answer. Two members of the same name are told apart by
 * their e-mail's part before '@', which the conductor already sees in the members table.
 * A list is the same for every conductor of the choir (and staff): it is kept in memory beside the
 * choir's answers version (migration 0020: triggers count every statement that changes the choir's
 * members, their names or e-mails, or their answers, whichever process makes it), read with the
 * event and the reader's right in one statement (access.ts), as the calendar feed keeps its text
 * beside its calendars' versions (feed.ts) and the library its lists (library/kept.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventAnswers } from '../../lib/api/events.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { answerVersions, eventAnswers, memberships, users } from '../db/schema.ts';
import { keptAnswer } from '../library/kept.ts';

// Prepared: by the choir and the event's keys, one plan suits every value.
const answersQuery = perDatabase((db) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      sortName: users.sortName,
      email: users.email,
      isConductor: memberships.isConductor,
      voicePart: memberships.voicePart,
      countedPresent: users.countedPresent,
      answer: eventAnswers.answer,
      note: eventAnswers.note,
      updatedAt: eventAnswers.updatedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      eventAnswers,
      and(
        eq(eventAnswers.eventId, sql.placeholder('eventId')),
        eq(eventAnswers.userId, memberships.userId),
      ),
    )
    .where(
      and(eq(memberships.choirId, sql.placeholder('choirId')), sql`${memberships.isConfirmed}`),
    )
    // By last and first name, ignoring case and diacritics, as the members table: the stored key
    // (users.sort_name), so the sort folds no text; a choir's members are read by their index.
    .orderBy(asc(users.sortName), asc(users.id))
    .prepare('event_answers_of'),
);

const versionQuery = perDatabase((db) =>
  db
    .select({ version: answerVersions.version })
    .from(answerVersions)
    .where(eq(answerVersions.choirId, sql.placeholder('choirId')))
    .prepare('answer_version'),
);

/** The version of a choir's answer lists (0 before any change was counted). */
export async function answersVersion(db: Db, choirId: number): Promise<number> {
  const [row] = await versionQuery(db).execute({ choirId });
  return row?.version ?? 0;
}

/** The answers of the choir's members, read again only when the choir's `version` has moved. */
export const keptAnswersOf = (db: Db, eventId: number, choirId: number, version: number) =>
  keptAnswer(db, `event-answers:${eventId}:${choirId}`, version, () =>
    answersOf(db, eventId, choirId),
  );

async function answersOf(db: Db, eventId: number, choirId: number): Promise<EventAnswers> {
  const rows = await answersQuery(db).execute({ eventId, choirId });
  const counts = { yes: 0, no: 0, maybe: 0, none: 0 };
  // A member counted present by default who has not answered counts as 'Particip' (issue #28).
  const byDefault = (row: (typeof rows)[number]) =>
    !row.answer && !row.isConductor && row.countedPresent;
  for (const row of rows)
    if (row.answer || !row.isConductor) counts[byDefault(row) ? 'yes' : (row.answer ?? 'none')]++;
  const names = new Map<string, number>();
  for (const row of rows) names.set(row.sortName, (names.get(row.sortName) ?? 0) + 1);
  return {
    counts,
    members: rows.map((row) => ({
      user_id: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      name_hint:
        (names.get(row.sortName) ?? 0) > 1 ? ((row.email ?? '').split('@')[0] ?? '') : null,
      is_conductor: row.isConductor,
      voice_part: row.voicePart,
      answer: row.answer,
      by_default: byDefault(row),
      note: row.note ?? '',
      updated_at: row.updatedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Writes a member's answer (PUT /api/event/{id}/answer/ and the mail's answer link): a note given
 * replaces the old one, no note keeps it. Returns the note the answer now has.
 */
export async function saveAnswer(
  db: Db,
  eventId: number,
  userId: number,
  body: { answer: 'yes' | 'no' | 'maybe'; note?: string | undefined },
): Promise<string> {
  const kept = body.note === undefined ? {} : { note: body.note };
  const [row] = await db
    .insert(eventAnswers)
    .values({ eventId, userId, answer: body.answer, note: body.note ?? '' })
    .onConflictDoUpdate({
      target: [eventAnswers.eventId, eventAnswers.userId],
      set: { answer: body.answer, ...kept, updatedAt: sql`now()` },
    })
    .returning({ note: eventAnswers.note });
  return row?.note ?? '';
}
