/**
 * The events that touch a window of Bucharest days, for GET /api/event/ (and the same reading for
 * the calendar feed). An event lasts at most EVENT_MAX_DAYS, so one that touches the
 * window started at most that long before it: each arm of the query is one range of an index,
 * (choir_id, starts_at) for the choir and the partial (starts_at) where choir_id is null for the
 * global ones, and a month costs the same after years of history.
 */
import { and, asc, eq, getTableColumns, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { CalendarEvent } from '../../lib/api/events.ts';
import { EVENT_MAX_DAYS } from '../../lib/limits.ts';
import type { User } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { choirs, eventAnswers, events, memberships } from '../db/schema.ts';
import { accessColumns, accessOf, assertConfirmedMember } from '../permissions.ts';
import { canEdit, toCalendarEvent } from './present.ts';
import { daysBefore, nextDay, startOfDay } from './time.ts';

type Bound = Date | SQL.Aliased | SQL | ReturnType<typeof sql.placeholder>;

/**
 * The events of the choirs (and the global ones) that start in [earliest, until) and end at `from`
 * or later; `earliest` is `from` minus EVENT_MAX_DAYS.
 */
function touchingBetween(
  choirIds: (number | SQL | ReturnType<typeof sql.placeholder>)[],
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

/** The user's answer and note to each event, by the answers' primary key. */
const ownAnswerOf = and(
  eq(eventAnswers.eventId, events.id),
  eq(eventAnswers.userId, sql.placeholder('userId')),
);

/** The window's placeholders: one plan suits every value (two index ranges). */
const windowOf = (choirIds: (number | SQL | ReturnType<typeof sql.placeholder>)[]) =>
  touchingBetween(
    choirIds,
    sql.placeholder('earliest'),
    sql.placeholder('until'),
    sql.placeholder('from'),
  );

const qb = new QueryBuilder();
const eventColumns = getTableColumns(events);

/**
 * The window of the choir of the outer row (written qualified: a bare "id" would name the
 * event's), the global events with it, and the user's answers.
 */
const shown = qb
  .select({ ...eventColumns, answer: eventAnswers.answer, note: eventAnswers.note })
  .from(events)
  .leftJoin(eventAnswers, ownAnswerOf)
  .where(windowOf([sql`${sql.identifier('choirs')}.${sql.identifier('id')}`]))
  .as('shown');

/**
 * A choir's calendar with the user's standing in the choir: the check and the list in one
 * statement (a row of nulls when the window is empty; none for an unknown choir). Prepared: the
 * window is at most EVENT_WINDOW_MAX_DAYS + EVENT_MAX_DAYS wide, so every value suits one plan.
 */
const choirWindowQuery = perDatabase((db) =>
  db
    .select({
      ...accessColumns,
      event: Object.fromEntries(
        Object.keys(eventColumns).map((name) => [name, shown[name as keyof typeof eventColumns]]),
      ) as { [K in keyof typeof eventColumns]: (typeof shown)[K] },
      answer: shown.answer,
      note: shown.note,
    })
    .from(choirs)
    .leftJoin(
      memberships,
      and(eq(memberships.choirId, choirs.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .leftJoinLateral(shown, sql`true`)
    .where(eq(choirs.id, sql.placeholder('choirId')))
    .orderBy(asc(shown.startsAt), asc(shown.id))
    .prepare('event_choir_window'),
);

/** The programme's global events alone (staff planning them). */
const globalWindowQuery = perDatabase((db) =>
  db
    .select({ event: events, answer: eventAnswers.answer, note: eventAnswers.note })
    .from(events)
    .leftJoin(eventAnswers, ownAnswerOf)
    .where(windowOf([]))
    .orderBy(asc(events.startsAt), asc(events.id))
    .prepare('event_global_window'),
);

/**
 * The calendar of one choir (0: the global events only, for staff: the route checks it) from
 * `from` to `to`, both Bucharest days included, ordered by start, with the user's answers.
 * A choir's: 404 for an unknown choir, 403 unless a confirmed member of it confirmed (or staff).
 */
export async function eventsInWindow(
  db: Db,
  user: User,
  choirId: number,
  window: { from: string; to: string },
): Promise<CalendarEvent[]> {
  const from = startOfDay(window.from);
  const values = {
    userId: user.id,
    choirId,
    earliest: daysBefore(from, EVENT_MAX_DAYS).toISOString(),
    until: startOfDay(nextDay(window.to)).toISOString(),
    from: from.toISOString(),
  };
  if (choirId === 0) {
    const rows = await globalWindowQuery(db).execute(values);
    return rows.map(({ event, answer, note }) =>
      toCalendarEvent(event, { canEdit: canEdit(user, event, null), answer, note }),
    );
  }
  const rows = await choirWindowQuery(db).execute(values);
  const access = assertConfirmedMember(user, accessOf(choirId, rows[0]));
  return rows.flatMap(({ event, answer, note }) =>
    event
      ? [
          toCalendarEvent(event, {
            canEdit: canEdit(user, event, event.choirId === null ? null : access),
            answer,
            note,
          }),
        ]
      : [],
  );
}
