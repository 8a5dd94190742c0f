/**
 * The events that touch a window of Bucharest days, for GET /api/event/ (and the same reading for
 * the calendar feed). An event lasts at most EVENT_MAX_DAYS, so one that touches the
 * window started at most that long before it: each arm of the query is one range of an index,
 * (choir_id, starts_at) for the choir and the partial (starts_at) where choir_id is null for the
 * global ones, and a month costs the same after years of history.
 */
import { and, asc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CalendarEvent } from '../../lib/api/events.ts';
import { EVENT_MAX_DAYS } from '../../lib/limits.ts';
import type { User } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import {
  answerVersions,
  calendarVersions,
  choirs,
  eventAnswers,
  eventSeries,
  events,
  memberships,
} from '../db/schema.ts';
import { keptAnswer } from '../library/kept.ts';
import {
  accessColumns,
  accessOf,
  assertConfirmedMember,
  type ChoirAccess,
} from '../permissions.ts';
import { canEdit, seriesOfEvent, seriesRuleColumns, toCalendarEvent } from './present.ts';
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

/**
 * One choir's arm and the global one (choir 0: the global arm alone), with the user's answers.
 * Prepared: the window is at most EVENT_WINDOW_MAX_DAYS + EVENT_MAX_DAYS wide, so every value
 * suits the same plan (two index ranges).
 */
const windowQuery = perDatabase((db) =>
  db
    .select({
      event: events,
      answer: eventAnswers.answer,
      note: eventAnswers.note,
      series: seriesRuleColumns,
    })
    .from(events)
    .leftJoin(eventAnswers, ownAnswerOf)
    .leftJoin(eventSeries, seriesOfEvent)
    .where(windowOf([sql.placeholder('choirId')]))
    .orderBy(asc(events.startsAt), asc(events.id))
    .prepare('event_window'),
);

const choirCalendar = alias(calendarVersions, 'choir_calendar');
const globalCalendar = alias(calendarVersions, 'global_calendar');

/**
 * The user's standing in the choir and the versions of what a month of it shows: its calendar
 * and the global one (events/feed.ts), its answers (answers.ts). No row: no such choir.
 */
const standingQuery = perDatabase((db) =>
  db
    .select({
      ...accessColumns,
      choirCalendar: choirCalendar.version,
      globalCalendar: globalCalendar.version,
      answers: answerVersions.version,
    })
    .from(choirs)
    .leftJoin(
      memberships,
      and(eq(memberships.choirId, choirs.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .leftJoin(choirCalendar, eq(choirCalendar.calendarId, choirs.id))
    .leftJoin(globalCalendar, eq(globalCalendar.calendarId, 0))
    .leftJoin(answerVersions, eq(answerVersions.choirId, choirs.id))
    .where(eq(choirs.id, sql.placeholder('choirId')))
    .prepare('event_month_standing'),
);

/**
 * The user's standing in a choir (404 for an unknown choir, 403 unless a confirmed member of it
 * confirmed, or staff) and, for a member approved in it, the versions of what its calendar shows
 * them: its events, the global ones (events/feed.ts) and its answers (answers.ts). The user's own
 * answers move the versions of every choir of theirs, so they are counted in this one's. A staff
 * member outside the choir gets no version (their answers, to the global events, move other
 * choirs' versions): what they read is read each time.
 */
export async function calendarStanding(
  db: Db,
  user: User,
  choirId: number,
): Promise<{ access: ChoirAccess; version: string | null }> {
  const [row] = await standingQuery(db).execute({ userId: user.id, choirId });
  const access = assertConfirmedMember(user, accessOf(choirId, row));
  const version =
    access.isConfirmed && row
      ? `${row.choirCalendar ?? 0}.${row.globalCalendar ?? 0}.${row.answers ?? 0}`
      : null;
  return { access, version };
}

/**
 * The calendar of one choir (0: the global events only, for staff: the route checks it) from
 * `from` to `to`, both Bucharest days included, ordered by start, with the user's answers.
 * A choir's: 404 for an unknown choir, 403 unless a confirmed member of it confirmed (or staff).
 * A member's window is kept beside the versions of what it shows (calendarStanding, library/kept.ts).
 */
export async function eventsInWindow(
  db: Db,
  user: User,
  choirId: number,
  window: { from: string; to: string },
): Promise<CalendarEvent[]> {
  const { access, version } =
    choirId === 0 ? { access: null, version: null } : await calendarStanding(db, user, choirId);
  const read = async () => {
    const from = startOfDay(window.from);
    const rows = await windowQuery(db).execute({
      userId: user.id,
      choirId,
      earliest: daysBefore(from, EVENT_MAX_DAYS).toISOString(),
      until: startOfDay(nextDay(window.to)).toISOString(),
      from: from.toISOString(),
    });
    return rows.map(({ event, answer, note, series }) =>
      toCalendarEvent(event, {
        canEdit: canEdit(user, event, event.choirId === null ? null : access),
        answer,
        note,
        series,
      }),
    );
  };
  if (version === null || !access) return read();
  // Everything canEdit reads is in the key or counted in the versions.
  const key = `month:${user.id}:${user.isStaff}:${access.choirConfirmed}:${access.isConductor}:${choirId}:${window.from}:${window.to}`;
  return keptAnswer(db, key, version, read);
}
