/**
 * Rehearsals that repeat in the calendar feed (issue #28), read as a phone calendar reads it
 * (ical.js): one VEVENT per series whose rule gives the rows, an EXDATE per cancelled occurrence,
 * a RECURRENCE-ID per occurrence changed alone, the same Bucharest time across the end of October.
 */
import { describe, expect, test } from 'vitest';
import { wallClock } from '../../src/server/events/time.ts';
import { seriesTestApp } from '../helpers/event-series.ts';
import { dayFromToday, eventBody } from '../helpers/events.ts';

const { as, cast, autumnBody, createSeries, rowsOf, singerFeed } = seriesTestApp();

describe('the calendar feed', () => {
  test("the demo choir's weekly rehearsals are one series, the one two weeks ahead cancelled", async () => {
    const [demo, ...others] = (await singerFeed()).filter(
      (s) => s.summary === 'Repetiție săptămânală',
    );
    expect(others).toHaveLength(0);
    expect(demo?.exdates.map((d) => wallClock(d))).toEqual([
      { date: dayFromToday(14), time: '17:00' },
    ]);
    expect(demo?.occurrences.map((o) => wallClock(o.start).date)).toContain(dayFromToday(7));
  });

  test('one VEVENT per series: its RRULE gives the rows, a cancelled one is an EXDATE, a moved one has its RECURRENCE-ID, across the end of October', async () => {
    const { first, rows } = await createSeries(autumnBody('Repetiție de toamnă'));
    const [, cancelled, moved] = rows;
    expect((await as('conductor').delete(`/api/event/${cancelled?.id}/`)).status).toBe(204);
    const day = wallClock(moved?.startsAt ?? new Date()).date;
    const patch = eventBody(cast.t.choirId, {
      title: 'Repetiție mutată',
      startDate: day,
      endDate: day,
      startTime: '18:00',
      endTime: '20:00',
    });
    expect((await as('conductor').patch(`/api/event/${moved?.id}/`, patch)).status).toBe(200);

    const series = (await singerFeed()).find((s) => s.summary === 'Repetiție de toamnă');
    expect(series?.uid).toMatch(new RegExp(`^series-${first.series.id}@`));
    const left = await rowsOf(first.series.id);
    expect(series?.occurrences.map((o) => o.start)).toEqual(left.map((r) => r.startsAt));
    expect(series?.occurrences.map((o) => o.end)).toEqual(left.map((r) => r.endsAt));
    expect(series?.exdates).toEqual([cancelled?.startsAt]);
    expect(series?.occurrences.map((o) => o.start)).not.toContainEqual(cancelled?.startsAt);
    const exception = series?.occurrences.find((o) => o.exception);
    expect(exception).toMatchObject({
      summary: 'Repetiție mutată',
      recurrenceId: moved?.seriesStart,
    });
    expect(series?.occurrences.filter((o) => o.exception)).toHaveLength(1);
    // Either side of the change: 17:00 in Bucharest is 14:00 UTC, then 15:00.
    expect(series?.occurrences[0]?.start.getUTCHours()).toBe(14);
    expect(series?.occurrences.at(-1)?.start.getUTCHours()).toBe(15);
  });
});
