/**
 * The events that touch a window of Bucharest days, for GET /api/event/ (and the same reading for
 * the dashboard and the feed). An event lasts at most EVENT_MAX_DAYS, so one that touches the
 * window started at most that long before it: each arm of the query is one range of an index,
 * (choir_id, starts_at) for the choir and the partial (starts_at) where choir_id is null for the
 * global ones, and a month costs the same after years of history. Not prepared: the best plan
 * depends on the range.
 */
import { and, asc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { CalendarEvent } from '../../lib/api/events.ts';
import { EVENT_MAX_DAYS } from '../../lib/limits.ts';
import type { User } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { eventAnswers, events } from '../db/schema.ts';
import type { ChoirAccess } from '../permissions.ts';
import { canEdit, toCalendarEvent } from './present.ts';
import { daysBefore, nextDay, startOfDay } from './time.ts';

/** The events of the choirs (and the global ones) that start in [from, until) and end at `from` or later. */
export function touching(choirIds: number[], from: Date, until: Date): SQL {
  const earliest = daysBefore(from, EVENT_MAX_DAYS);
  const range = and(gte(events.startsAt, earliest), lt(events.startsAt, until));
  const arms = [
    ...choirIds.map((id) => and(eq(events.choirId, id), range)),
    // Written as the partial index's predicate, so the planner can use it.
    and(isNull(events.choirId), range),
  ];
  return and(arms.length === 1 ? arms[0] : or(...arms), gte(events.endsAt, from)) as SQL;
}

/**
 * The calendar of one choir (0: the global events only) from `from` to `to`, both Bucharest days
 * included, ordered by start, with the user's answers.
 */
export async function eventsInWindow(
  db: Db,
  user: User,
  choir: ChoirAccess | null,
  window: { from: string; to: string },
): Promise<CalendarEvent[]> {
  const from = startOfDay(window.from);
  const until = startOfDay(nextDay(window.to));
  const rows = await db
    .select({ event: events, answer: eventAnswers.answer, note: eventAnswers.note })
    .from(events)
    .leftJoin(
      eventAnswers,
      and(eq(eventAnswers.eventId, events.id), eq(eventAnswers.userId, user.id)),
    )
    .where(touching(choir ? [choir.choirId] : [], from, until))
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map((row) =>
    toCalendarEvent(row.event, {
      canEdit: canEdit(user, row.event, row.event.choirId === null ? null : choir),
      answer: row.answer,
      note: row.note,
    }),
  );
}
