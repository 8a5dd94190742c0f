/**
 * Planned absences (issue #28): a member announces whole days away (Bucharest), and every event of
 * their choirs that starts inside them and has not started yet is answered 'Nu particip' with the
 * reason as the answer's note, through the ordinary upsert of event_answers, so the triggers of
 * migration 0020 move the choir's answers version and every kept answer list is read again.
 * An event created (or moved by an edit) into an absence later is answered at that write
 * (answerAbsentMembers, called by routes/events.ts), without replacing an answer already given.
 * The programme's global events are not answered: an absence speaks to the member's own choirs.
 * Deleting an absence keeps the answers it gave: the member changes them in the calendar.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Absence } from '../../lib/api/attendance.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import type { AbsenceBody } from '../../lib/schemas/attendance.ts';
import type { Db, Tx } from '../db/client.ts';
import { absences, eventAnswers, events, memberships } from '../db/schema.ts';
import type { EventRow } from '../events/present.ts';
import { nextDay, startOfDay, wallClock } from '../events/time.ts';

type AbsenceRow = typeof absences.$inferSelect;

export const presentAbsence = (row: AbsenceRow): Absence => ({
  id: row.id,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

/** The member's absences that have not ended, by first day. */
export async function listAbsences(db: Db, userId: number): Promise<Absence[]> {
  const rows = await db
    .select()
    .from(absences)
    .where(and(eq(absences.userId, userId), gte(absences.endsOn, todayInBucharest())))
    .orderBy(asc(absences.startsOn), asc(absences.id));
  return rows.map(presentAbsence);
}

/** Saves the absence and answers the events inside it; returns it and how many it answered. */
export async function createAbsence(db: Db, userId: number, body: AbsenceBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(absences)
      .values({ userId, startsOn: body.starts_on, endsOn: body.ends_on, reason: body.reason })
      .returning();
    if (!row) throw new Error('absence insert returned no row');
    const from = startOfDay(body.starts_on);
    const until = startOfDay(nextDay(body.ends_on));
    const answered = await tx
      .insert(eventAnswers)
      .select(
        tx
          .select({
            eventId: events.id,
            userId: sql<number>`${userId}::int`.as('user_id'),
            answer: sql<'no'>`'no'`.as('answer'),
            note: sql<string>`${body.reason}::text`.as('note'),
            updatedAt: sql<Date>`now()`.as('updated_at'),
          })
          .from(events)
          .innerJoin(memberships, eq(memberships.choirId, events.choirId))
          .where(
            and(
              eq(memberships.userId, userId),
              sql`${memberships.isConfirmed}`,
              gte(events.startsAt, from),
              sql`${events.startsAt} < ${until}`,
              sql`${events.startsAt} > now()`,
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [eventAnswers.eventId, eventAnswers.userId],
        set: { answer: 'no', note: body.reason, updatedAt: sql`now()` },
      })
      .returning({ eventId: eventAnswers.eventId });
    return { absence: presentAbsence(row), answered: answered.length };
  });
}

/** Deletes one of the member's absences; false when they have no such absence. */
export async function deleteAbsence(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(absences)
    .where(and(eq(absences.id, id), eq(absences.userId, userId)))
    .returning({ id: absences.id });
  return gone.length > 0;
}

/**
 * A choir's event written after the absences of its members: each approved member away on its
 * first day (Bucharest) who has not answered is answered 'Nu particip' with their reason.
 */
export async function answerAbsentMembers(tx: Tx, event: EventRow): Promise<void> {
  if (event.choirId === null || event.startsAt.getTime() <= Date.now()) return;
  const day = wallClock(event.startsAt).date;
  await tx
    .insert(eventAnswers)
    .select(
      tx
        .selectDistinctOn([absences.userId], {
          eventId: sql<number>`${event.id}::int`.as('event_id'),
          userId: absences.userId,
          answer: sql<'no'>`'no'`.as('answer'),
          note: absences.reason,
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(memberships)
        .innerJoin(absences, eq(absences.userId, memberships.userId))
        .where(
          and(
            eq(memberships.choirId, event.choirId),
            sql`${memberships.isConfirmed}`,
            gte(absences.endsOn, day),
            lte(absences.startsOn, day),
          ),
        )
        .orderBy(absences.userId, absences.id),
    )
    .onConflictDoNothing();
}
