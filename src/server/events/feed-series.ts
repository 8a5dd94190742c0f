/**
 * The series in the calendar feed (issue #28): one VEVENT per series with its RRULE, so phone
 * calendars show one series. A series with an occurrence in the feed's window is written whole
 * (at most SERIES_MAX_DAYS of rule), from every row it still has: a moment of the rule without a
 * row is a cancelled occurrence (EXDATE); a row unlike the template (moved, retitled…) is written
 * again as its own VEVENT with the series' UID and its RECURRENCE-ID.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventSeries, events } from '../db/schema.ts';
import { type IcalEvent, utc } from './ical.ts';
import type { EventRow } from './present.ts';
import { ruleDays, ruleMoment, type SeriesRow } from './series.ts';
import { nextDay, startOfDay } from './time.ts';

/** The VEVENT of one event: every field but the times from the event or the template. */
type Describe = (
  e: Pick<EventRow, 'title' | 'type' | 'location' | 'description'>,
) => Pick<IcalEvent, 'summary' | 'location' | 'description' | 'category'>;

const sameAsTemplate = (row: EventRow, s: SeriesRow) =>
  row.seriesStart !== null &&
  row.startsAt.getTime() === row.seriesStart.getTime() &&
  row.endsAt.getTime() - row.startsAt.getTime() === s.durationMinutes * 60_000 &&
  row.title === s.title &&
  row.type === s.type &&
  row.location === s.location &&
  row.description === s.description;

/** The VEVENTs of the series that have a row among `rows` (rows in a series are not written apart). */
export async function seriesVevents(
  db: Db,
  rows: EventRow[],
  feed: { uid: (key: string) => string; url: (eventId?: number) => string; describe: Describe },
): Promise<IcalEvent[]> {
  const ids = [...new Set(rows.flatMap((e) => (e.seriesId === null ? [] : [e.seriesId])))];
  if (!ids.length) return [];
  const [all, rowsOf] = await Promise.all([
    db.select().from(eventSeries).where(inArray(eventSeries.id, ids)).orderBy(asc(eventSeries.id)),
    db.select().from(events).where(inArray(events.seriesId, ids)).orderBy(asc(events.seriesStart)),
  ]);
  return all.flatMap((s) => {
    const occurrences = rowsOf.filter((e) => e.seriesId === s.id);
    const kept = new Set(occurrences.map((e) => e.seriesStart?.getTime()));
    const moments = ruleDays(s).map((day) => ruleMoment(s, day));
    const start = ruleMoment(s, s.firstDay);
    const uid = feed.uid(`series-${s.id}`);
    const modified = new Date(Math.max(...occurrences.map((e) => e.updatedAt.getTime())));
    const master: IcalEvent = {
      uid,
      start,
      end: new Date(start.getTime() + s.durationMinutes * 60_000),
      modified,
      ...feed.describe(s),
      url: feed.url(),
      rrule: `FREQ=WEEKLY;INTERVAL=${s.intervalWeeks};UNTIL=${utc(
        new Date(startOfDay(nextDay(s.until)).getTime() - 1000),
      )}`,
      exdates: moments.filter((at) => !kept.has(at.getTime())),
    };
    const changed = occurrences
      .filter((e) => e.seriesStart !== null && !sameAsTemplate(e, s))
      .map(
        (e): IcalEvent => ({
          uid,
          start: e.startsAt,
          end: e.endsAt,
          modified: e.updatedAt,
          ...feed.describe(e),
          url: feed.url(e.id),
          recurrenceId: e.seriesStart ?? e.startsAt,
        }),
      );
    return [master, ...changed];
  });
}
