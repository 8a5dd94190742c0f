/**
 * Rehearsals that repeat (issue #28): POST /api/event/ with `repeat`, PATCH and DELETE of an
 * occurrence with `?scope=one|following` (the feed: event-series-feed.test.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SERIES_MAX_DAYS } from '../../src/lib/limits.ts';
import { validation } from '../../src/lib/messages-events.ts';
import { series as ms } from '../../src/lib/messages-series.ts';
import type { EventInput } from '../../src/lib/schemas/event.ts';
import { eventSeries } from '../../src/server/db/schema.ts';
import { wallClock } from '../../src/server/events/time.ts';
import { seriesTestApp } from '../helpers/event-series.ts';
import { dayFromToday } from '../helpers/events.ts';

const series = seriesTestApp();
const { as, seriesBody, createSeries, rowsOf, seriesRow, otherConductor, autumnBody } = series;
const cast = series.cast;

describe('POST /api/event/ with repeat', () => {
  test('refuses a missing, too early, too late or unreadable end, and a bad repeat', async () => {
    const refused = async (overrides: Partial<EventInput>) => {
      const res = await as('conductor').post('/api/event/', seriesBody(overrides));
      expect(res.status).toBe(400);
      return res.json();
    };
    expect(await refused({ repeat_until: '' })).toEqual({ repeat_until: [ms.untilRequired] });
    expect(await refused({ repeat_until: dayFromToday(10) })).toEqual({
      repeat_until: [ms.untilTooSoon],
    });
    expect(await refused({ repeat_until: dayFromToday(7 + SERIES_MAX_DAYS + 1) })).toEqual({
      repeat_until: [ms.untilTooFar(SERIES_MAX_DAYS)],
    });
    expect(await refused({ repeat_until: '2027-02-30' })).toEqual({
      repeat_until: [validation.date],
    });
    expect(await refused({ repeat: 'daily' as 'weekly' })).toEqual({
      repeat: [ms.repeatInvalid],
    });
    expect(await refused({ repeat_until: 7 as unknown as string })).toEqual({
      repeat_until: [ms.untilRequired],
    });
    // An occurrence must end before the next one starts.
    expect(await refused({ endDate: dayFromToday(14) })).toEqual({
      endDate: [ms.tooLongToRepeat],
    });
  });

  test('a conductor of another choir may not make a series in this one', async () => {
    const title = 'Repetiție străină';
    const res = await as(await otherConductor()).post('/api/event/', seriesBody({ title }));
    expect(res.status).toBe(403);
    const made = await cast.t.db.select().from(eventSeries).where(eq(eventSeries.title, title));
    expect(made).toHaveLength(0);
  });

  test('makes one row per week at the same Bucharest time, the first one answered', async () => {
    const { first, rows } = await createSeries();
    expect(first.series).toEqual({
      id: first.series.id,
      repeat: 'weekly',
      until: dayFromToday(35),
    });
    expect(rows).toHaveLength(5);
    expect(rows[0]?.id).toBe(first.id);
    rows.forEach((row, i) => {
      expect(wallClock(row.startsAt)).toEqual({ date: dayFromToday(7 + 7 * i), time: '18:00' });
      expect(row.seriesStart).toEqual(row.startsAt);
      expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(2 * 3_600_000);
    });
    const read = await as('singer').get(`/api/event/${rows[2]?.id}/`);
    expect((await read.json()).series).toEqual(first.series);
  });

  test('every other week, up to the end day included', async () => {
    const { first, rows } = await createSeries(
      seriesBody({ repeat: 'biweekly', repeat_until: dayFromToday(7 + 42) }),
    );
    expect(first.series.repeat).toBe('biweekly');
    expect(rows.map((r) => wallClock(r.startsAt).date)).toEqual(
      [0, 14, 28, 42].map((d) => dayFromToday(7 + d)),
    );
  });

  test('keeps 17:00 in Bucharest across the end of October (UTC moves by an hour)', async () => {
    const { rows } = await createSeries(autumnBody());
    expect(rows.map((r) => wallClock(r.startsAt).time)).toEqual(rows.map(() => '17:00'));
    const hours = rows.map((r) => r.startsAt.getUTCHours());
    expect(hours[0]).toBe(14);
    expect(hours.at(-1)).toBe(15);
  });
});

describe('PATCH and DELETE of an occurrence', () => {
  test('a singer and a conductor of another choir may not change or cancel it', async () => {
    const { rows } = await createSeries();
    const id = rows[1]?.id;
    for (const role of ['singer', await otherConductor()]) {
      expect((await as(role).patch(`/api/event/${id}/?scope=following`, seriesBody())).status).toBe(
        403,
      );
      expect((await as(role).delete(`/api/event/${id}/?scope=following`)).status).toBe(403);
    }
    expect(await rowsOf(rows[0]?.seriesId ?? 0)).toHaveLength(5);
  });

  test('refuses an unknown scope', async () => {
    const { rows } = await createSeries();
    const res = await as('conductor').delete(`/api/event/${rows[1]?.id}/?scope=all`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ scope: [ms.scopeInvalid] });
    expect(await rowsOf(rows[0]?.seriesId ?? 0)).toHaveLength(5);
  });

  test('scope one: only that occurrence moves, and keeps its rule moment', async () => {
    const { rows } = await createSeries();
    const [, second] = rows;
    const day = dayFromToday(15);
    const body = seriesBody({
      title: 'Mutată',
      startDate: day,
      endDate: day,
      startTime: '17:00',
      endTime: '19:00',
    });
    const res = await as('conductor').patch(`/api/event/${second?.id}/`, body);
    expect(res.status).toBe(200);
    const after = await rowsOf(second?.seriesId ?? 0);
    expect(after).toHaveLength(5);
    expect(after[1]).toMatchObject({ title: 'Mutată', seriesStart: second?.seriesStart });
    expect(wallClock(after[1]?.startsAt ?? new Date())).toEqual({ date: day, time: '17:00' });
    expect(after.filter((r) => r.title === 'Mutată')).toHaveLength(1);
  });

  test('scope following: the series splits, the rest moves a day later to the new form', async () => {
    const { first, rows } = await createSeries();
    const third = rows[2];
    const day = dayFromToday(7 + 14 + 1);
    const body = seriesBody({
      title: 'Nouă',
      startDate: day,
      endDate: day,
      startTime: '16:00',
      endTime: '17:30',
    });
    const res = await as('conductor').patch(`/api/event/${third?.id}/?scope=following`, body);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.series.id).not.toBe(first.series.id);
    expect(answer.series.until).toBe(dayFromToday(36));
    const before = await rowsOf(first.series.id);
    expect(before.map((r) => r.title)).toEqual(['Repetiție generală', 'Repetiție generală']);
    expect((await seriesRow(first.series.id))?.until).toBe(dayFromToday(20));
    const moved = await rowsOf(answer.series.id);
    expect(moved.map((r) => r.id)).toEqual(rows.slice(2).map((r) => r.id));
    moved.forEach((row, i) => {
      expect(row.title).toBe('Nouă');
      expect(wallClock(row.startsAt)).toEqual({ date: dayFromToday(22 + 7 * i), time: '16:00' });
      expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(90 * 60_000);
    });
  });

  test('two "following" edits of one series at once: one after the other, never a 500', async () => {
    const { first, rows } = await createSeries();
    const edit = (row: (typeof rows)[number] | undefined, title: string) => {
      const day = wallClock(row?.startsAt ?? new Date()).date;
      return as('conductor').patch(
        `/api/event/${row?.id}/?scope=following`,
        seriesBody({ title, startDate: day, endDate: day }),
      );
    };
    const answers = await Promise.all([edit(rows[1], 'Prima'), edit(rows[3], 'A doua')]);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const titles = (await rowsOf(first.series.id)).map((r) => r.title);
    expect(titles).toEqual(['Repetiție generală']);
  });

  test('delete one keeps the series; delete following ends it the day before', async () => {
    const { first, rows } = await createSeries();
    expect((await as('conductor').delete(`/api/event/${rows[1]?.id}/`)).status).toBe(204);
    expect(await rowsOf(first.series.id)).toHaveLength(4);
    expect(
      (await as('conductor').delete(`/api/event/${rows[3]?.id}/?scope=following`)).status,
    ).toBe(204);
    expect((await rowsOf(first.series.id)).map((r) => r.id)).toEqual([rows[0]?.id, rows[2]?.id]);
    expect((await seriesRow(first.series.id))?.until).toBe(dayFromToday(27));
    expect(
      (await as('conductor').delete(`/api/event/${rows[0]?.id}/?scope=following`)).status,
    ).toBe(204);
    expect(await rowsOf(first.series.id)).toHaveLength(0);
    expect(await seriesRow(first.series.id)).toBeUndefined();
  });
});
