/**
 * One member's mark (PUT /api/event/{id}/attendance/{user_id}/): the choir's conductors, between
 * the event's start and its close (list.ts), for an approved member of the choir who is not a
 * conductor. Two conductors marking the same member: the last write wins whole, with who and when
 * (marked_by, marked_at); the answer is the list as it is after the write, so each sees the latest.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AttendanceToMark } from '../../lib/api/attendance.ts';
import type { AttendanceStatus } from '../../lib/schemas/attendance.ts';
import type { Db } from '../db/client.ts';
import { attendance, events, memberships } from '../db/schema.ts';
import { addDays, startOfDay, wallClock } from '../events/time.ts';

/** Whether the user is an approved member of the choir and not one of its conductors. */
async function isMarkable(db: Db, choirId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.choirId, choirId),
        eq(memberships.userId, userId),
        sql`${memberships.isConfirmed}`,
        sql`not ${memberships.isConductor}`,
      ),
    );
  return row !== undefined;
}

/** Writes the mark; false when the user may not be marked in the choir. */
export async function saveMark(
  db: Db,
  mark: { eventId: number; choirId: number; userId: number; status: AttendanceStatus; by: number },
): Promise<boolean> {
  if (!(await isMarkable(db, mark.choirId, mark.userId))) return false;
  const values = { status: mark.status, markedBy: mark.by, markedAt: sql`clock_timestamp()` };
  await db
    .insert(attendance)
    .values({ eventId: mark.eventId, userId: mark.userId, ...values })
    .onConflictDoUpdate({ target: [attendance.eventId, attendance.userId], set: values });
  return true;
}

/**
 * The choir's own events that started yesterday or today (Bucharest) and have started by now,
 * with how many members have no stored mark yet: the dashboard's 'Prezența de azi'.
 */
export async function eventsToMark(db: Db, choirId: number): Promise<AttendanceToMark> {
  const yesterday = startOfDay(addDays(wallClock(new Date()).date, -1));
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      start: events.startsAt,
      // Aliased: inside a single-table select drizzle writes columns unqualified.
      unmarked: sql<number>`(select count(*)::int from memberships m
        where m.choir_id = ${choirId} and m.is_confirmed and not m.is_conductor
          and not exists (select 1 from attendance a
            where a.event_id = ${sql.identifier('events')}.id and a.user_id = m.user_id))`,
    })
    .from(events)
    .where(
      and(
        eq(events.choirId, choirId),
        gte(events.startsAt, yesterday),
        sql`${events.startsAt} <= now()`,
      ),
    )
    .orderBy(events.startsAt, events.id);
  return rows.map((row) => ({ ...row, start: row.start.toISOString() }));
}
