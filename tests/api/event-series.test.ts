/**
 * Rehearsals that repeat (issue #28): POST /api/event/ with `repeat`, PATCH and DELETE of an
 * occurrence with `?scope=one|following`, and the series in the calendar feed as ical.js reads it.
 */
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { eventSchema } from '../../src/lib/api/events.ts';
import { SERIES_MAX_DAYS } from '../../src/lib/limits.ts';
import { validation } from '../../src/lib/messages-events.ts';
import { series as ms } from '../../src/lib/messages-series.ts';
import type { EventInput } from '../../src/lib/schemas/event.ts';
import { eventSeries, events } from '../../src/server/db/schema.ts';
import { wallClock } from '../../src/server/events/time.ts';
import { dayFromToday, eventBody, eventTestApp } from '../helpers/events.ts';
import { feedSeries } from '../helpers/ical-series.ts';
import { createConductor } from '../helpers/members.ts';

const cast = eventTestApp();
const { as } = cast;

/** The conductor of another choir, made on first use; answers the role name for `as`. */
async function otherConductor() {
  if (!cast.tokens.otherConductor) {
    const member = await createConductor(cast.t, 'dirijor-alt@example.com', cast.otherChoir);
    cast.tokens.otherConductor = member.token;
  }
  return 'otherConductor';
}

/** A weekly series of the demo choir from `days` ahead, for `weeks` more weeks. */
const seriesBody = (overrides: Partial<EventInput> = {}, days = 7, weeks = 4) =>
  eventBody(
    cast.t.choirId,
    { repeat: 'weekly', repeat_until: dayFromToday(days + 7 * weeks), ...overrides },
    days,
  );

async function createSeries(body = seriesBody(), role = 'conductor') {
  const res = await as(role).post('/api/event/', body);
  expect(res.status).toBe(201);
  const first = await res.json();
  expect(v.safeParse(eventSchema, first).success).toBe(true);
  return { first, rows: await rowsOf(first.series.id) };
}

const rowsOf = (seriesId: number) =>
  cast.t.db
    .select()
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(asc(events.seriesStart));

const seriesRow = async (id: number) =>
  (await cast.t.db.select().from(eventSeries).where(eq(eventSeries.id, id)))[0];

/** The first day on or after `from` that is a Tuesday. */
function tuesdayFrom(from: string) {
  const day = new Date(`${from}T12:00:00Z`);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A Tuesday three weeks before the next end of October (DST ends on its last Sunday). */
function beforeOctoberEnd() {
  const today = dayFromToday(0);
  const year = Number(today.slice(0, 4)) + (today.slice(5) >= '10-01' ? 1 : 0);
  return tuesdayFrom(`${year}-10-06`);
}

async function singerFeed() {
  const res = await as('singer').get('/api/calendar/feed/');
  const { url } = (await res.json()) as { url: string };
  const answer = await cast.t.app.request(new URL(url).pathname);
  expect(answer.status).toBe(200);
  return feedSeries(await answer.text());
}

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
    const start = beforeOctoberEnd();
    const until = tuesdayFrom(`${start.slice(0, 4)}-11-10`);
    const { rows } = await createSeries(
      eventBody(cast.t.choirId, {
        startDate: start,
        endDate: start,
        startTime: '17:00',
        endTime: '19:00',
        repeat: 'weekly',
        repeat_until: until,
      }),
    );
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
    const start = beforeOctoberEnd();
    const until = tuesdayFrom(`${start.slice(0, 4)}-11-10`);
    const { first, rows } = await createSeries(
      eventBody(cast.t.choirId, {
        title: 'Repetiție de toamnă',
        startDate: start,
        endDate: start,
        startTime: '17:00',
        endTime: '19:00',
        repeat: 'weekly',
        repeat_until: until,
      }),
    );
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
