/**
 * Rehearsals that repeat (issue #28): a series is a rule (first day, every one or two weeks, until
 * a day) with a template, and one ordinary `events` row per occurrence, so answers, attendance and
 * absences work per occurrence. An occurrence keeps its rule moment (`series_start`, the feed's
 * RECURRENCE-ID) when it alone is moved. Editing or deleting "this and the following" splits the
 * series: the old one ends the day before, the rest becomes a new series with the new template.
 * Every function runs inside the route's transaction. See docs/decisions.md.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { events as em } from '../../lib/messages-events.ts';
import { series as ms } from '../../lib/messages-series.ts';
import {
  bucharestMoment,
  daysBetween,
  type EventBody,
  repeatWeeks,
} from '../../lib/schemas/event.ts';
import type { Tx } from '../db/client.ts';
import { eventSeries, events } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http.ts';
import type { EventRow } from './present.ts';
import { addDays, wallClock } from './time.ts';

export type SeriesRow = typeof eventSeries.$inferSelect;
const MINUTE_MS = 60_000;

/** The Bucharest days of a rule's occurrences, from its first day to `until` included. */
export function ruleDays(rule: Pick<SeriesRow, 'firstDay' | 'intervalWeeks' | 'until'>): string[] {
  const days: string[] = [];
  for (let day = rule.firstDay; day <= rule.until; day = addDays(day, 7 * rule.intervalWeeks))
    days.push(day);
  return days;
}

/** An occurrence's start by the rule: the template's wall-clock time on that day, whatever the DST. */
export const ruleMoment = (series: Pick<SeriesRow, 'startTime'>, day: string) =>
  bucharestMoment(day, series.startTime);

const endOf = (start: Date, durationMinutes: number) =>
  new Date(start.getTime() + durationMinutes * MINUTE_MS);

/** The template a form sets: texts, wall-clock start and duration. */
function templateOf(body: EventBody) {
  const start = bucharestMoment(body.startDate, body.startTime);
  const end = bucharestMoment(body.endDate, body.endTime);
  return {
    title: body.title,
    type: body.type,
    location: body.location,
    description: body.description,
    startTime: body.startTime,
    durationMinutes: Math.round((end.getTime() - start.getTime()) / MINUTE_MS),
  };
}

type Template = ReturnType<typeof templateOf>;

/**
 * A series' answer-by day (issue #28) is kept as many days before each occurrence as the form's
 * is before the day it was given for; null: none.
 */
const answerDaysOf = (body: EventBody) =>
  body.answer_by ? daysBetween(body.answer_by, body.startDate) : null;

/** The columns of the occurrence on `day` (its rule moment is its start). */
function occurrence(template: Template, seriesId: number, day: string, answerDays: number | null) {
  const startsAt = ruleMoment(template, day);
  return {
    answerBy: answerDays === null ? null : addDays(day, -answerDays),
    title: template.title,
    type: template.type,
    location: template.location,
    description: template.description,
    startsAt,
    endsAt: endOf(startsAt, template.durationMinutes),
    seriesId,
    seriesStart: startsAt,
  };
}

/** A new series and all its occurrences (the schema checked `repeat` and `repeat_until`). */
export async function createSeries(
  tx: Tx,
  body: EventBody,
  choirId: number | null,
  userId: number,
): Promise<EventRow[]> {
  const template = templateOf(body);
  const [series] = await tx
    .insert(eventSeries)
    .values({
      ...template,
      choirId,
      firstDay: body.startDate,
      intervalWeeks: repeatWeeks(body.repeat),
      until: body.repeat_until ?? body.startDate,
    })
    .returning();
  if (!series) throw new Error('series insert returned no row');
  const rows = ruleDays(series).map((day) => ({
    ...occurrence(template, series.id, day, answerDaysOf(body)),
    choirId,
    createdBy: userId,
  }));
  return tx.insert(events).values(rows).returning();
}

/**
 * Locks the event's series, then the event, in that order for every write of a series (two edits
 * of one series then wait for each other instead of deadlocking on each other's rows); the event
 * is read again under its lock. 409 when it left that series meanwhile (another "following").
 */
async function lockOccurrence(tx: Tx, stale: EventRow) {
  const [series] = await tx
    .select()
    .from(eventSeries)
    .where(eq(eventSeries.id, stale.seriesId ?? 0))
    .for('update');
  const [event] = await tx.select().from(events).where(eq(events.id, stale.id)).for('update');
  if (!event) throw notFound();
  if (!series || event.seriesId !== series.id || event.seriesStart === null)
    throw conflict(ms.changedMeanwhile);
  return { event, series: { ...series, day: wallClock(event.seriesStart).date } };
}

/** The occurrences of the series from the event's rule moment on. */
const fromEvent = (event: EventRow) =>
  and(
    eq(events.seriesId, event.seriesId ?? 0),
    gte(events.seriesStart, event.seriesStart ?? new Date(0)),
  );

/**
 * "Acesta și următoarele": the event and the later occurrences take the form. They move by as
 * many days as the event did, to the form's time; from the first occurrence the series itself
 * changes, from a later one it is split there.
 */
export async function updateFollowing(tx: Tx, stale: EventRow, body: EventBody): Promise<void> {
  const { event, series } = await lockOccurrence(tx, stale);
  if (event.startsAt.getTime() <= Date.now()) throw badRequest({ non_field_errors: [em.started] });
  const template = templateOf(body);
  if (template.durationMinutes >= 7 * 24 * 60 * series.intervalWeeks)
    throw badRequest({ endDate: [ms.tooLongToRepeat] });
  const shift = Math.round(
    (Date.parse(`${body.startDate}T00:00:00Z`) - Date.parse(`${series.day}T00:00:00Z`)) /
      86_400_000,
  );
  const rule = {
    ...template,
    firstDay: addDays(series.day, shift),
    intervalWeeks: series.intervalWeeks,
    until: addDays(series.until, shift),
  };
  let seriesId = series.id;
  if (series.day === series.firstDay) {
    await tx.update(eventSeries).set(rule).where(eq(eventSeries.id, series.id));
  } else {
    await tx
      .update(eventSeries)
      .set({ until: addDays(series.day, -1) })
      .where(eq(eventSeries.id, series.id));
    const [split] = await tx
      .insert(eventSeries)
      .values({ ...rule, choirId: series.choirId })
      .returning({ id: eventSeries.id });
    if (!split) throw new Error('series insert returned no row');
    seriesId = split.id;
  }
  const rows = await tx
    .select({ id: events.id, seriesStart: events.seriesStart })
    .from(events)
    .where(fromEvent(event))
    .orderBy(asc(events.seriesStart));
  for (const row of rows) {
    const day = addDays(wallClock(row.seriesStart ?? event.startsAt).date, shift);
    await tx
      .update(events)
      .set({
        ...occurrence(template, seriesId, day, answerDaysOf(body)),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(events.id, row.id));
  }
}

/**
 * Deletes an occurrence ("Doar acest eveniment": its rule moment stays in the rule, a cancelled
 * occurrence) or it and the later ones (the series then ends the day before). A series left
 * without occurrences is deleted.
 */
export async function deleteOccurrences(
  tx: Tx,
  stale: EventRow,
  scope: 'one' | 'following',
): Promise<void> {
  const { event, series } = await lockOccurrence(tx, stale);
  if (scope === 'one') {
    await tx.delete(events).where(eq(events.id, event.id));
  } else {
    await tx.delete(events).where(fromEvent(event));
    if (series.day > series.firstDay)
      await tx
        .update(eventSeries)
        .set({ until: addDays(series.day, -1) })
        .where(eq(eventSeries.id, series.id));
  }
  const [left] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.seriesId, series.id))
    .limit(1);
  if (!left) await tx.delete(eventSeries).where(eq(eventSeries.id, series.id));
}
