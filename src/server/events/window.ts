/**
 * The events that touch a window of Bucharest days, for GET /api/event/ (and the same reading for
 * the calendar feed). An event lasts at most EVENT_MAX_DAYS, so one that touches the
 * window started at most that long before it: each arm of the query is one range of an index,
 * (choir_id, starts_at) for the choir and the partial (starts_at) where choir_id is null for the
 * global ones, and a month costs the same after years of history.
 */
import { and, asc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { CalendarEvent } from '../../lib/api/events.ts';
import { EVENT_MAX_DAYS } from '../../lib/limits.ts';
import type { User } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { events } from '../db/schema.ts';
import type { ChoirAccess } from '../permissions.ts';
import { ownAnswer } from './access.ts';
import { canEdit, toCalendarEvent } from './present.ts';
import { daysBefore, nextDay, startOfDay } from './time.ts';

type Bound = Date | SQL.Aliased | SQL | ReturnType<typeof sql.placeholder>;

/**
 * The events of the choirs (and the global ones) that start in [earliest, until) and end at `from`
 * or later; `earliest` is `from` minus EVENT_MAX_DAYS.
 */
function touchingBetween(
  choirIds: (number | ReturnType<typeof sql.placeholder>)[],
  earliest: Bound,
  until: Bound,
  from: Bound,
): SQL {
  const range = and(gte(events.startsAt, earliest), lt(events.startsAt, until));
  const arms = [
    ...choirIds.map((id) => and(eq(events.choirId, id), range)),
    // Written as the partial index's predicate, so the planner can use it.
    and(isNull(events.choirId), range),
  ];
  return and(arms.length === 1 ? arms[0] : or(...arms), gte(events.endsAt, from)) as SQL;
}

/** The events of the choirs (and the global ones) that touch [from, until). */
export const touching = (choirIds: number[], from: Date, until: Date) =>
  touchingBetween(choirIds, daysBefore(from, EVENT_MAX_DAYS), until, from);

/**
 * One choir's arm and the global one. Prepared: the window is at most EVENT_WINDOW_MAX_DAYS +
 * EVENT_MAX_DAYS wide, so every value suits the same plan (two index ranges); choir 0 (no choir)
 * leaves the global arm alone.
 */
const windowQuery = perDatabase((db) =>
  db
    .select({ event: events, ...ownAnswer(sql.placeholder('userId')) })
    .from(events)
    .where(
      touchingBetween(
        [sql.placeholder('choirId')],
        sql.placeholder('earliest'),
        sql.placeholder('until'),
        sql.placeholder('from'),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .prepare('event_window'),
);

/**
 * The calendar of one choir (null: the global events only) from `from` to `to`, both Bucharest
 * days included, ordered by start, with the user's answers.
 */
export async function eventsInWindow(
  db: Db,
  user: User,
  choir: ChoirAccess | null,
  window: { from: string; to: string },
): Promise<CalendarEvent[]> {
  const from = startOfDay(window.from);
  const rows = await windowQuery(db).execute({
    userId: user.id,
    choirId: choir?.choirId ?? 0,
    earliest: daysBefore(from, EVENT_MAX_DAYS).toISOString(),
    until: startOfDay(nextDay(window.to)).toISOString(),
    from: from.toISOString(),
  });
  return rows.map((row) =>
    toCalendarEvent(row.event, {
      canEdit: canEdit(user, row.event, row.event.choirId === null ? null : choir),
      answer: row.answer,
      note: row.note,
    }),
  );
}
