/**
 * The series tests' app and helpers (issue #28, tests/api/event-series*.test.ts): series bodies,
 * their rows read from the database, the demo singer's feed read with ical.js, a conductor of
 * another choir, and a series across the end of October (DST).
 */
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { eventSchema } from '../../src/lib/api/events.ts';
import type { EventInput } from '../../src/lib/schemas/event.ts';
import { eventSeries, events } from '../../src/server/db/schema.ts';
import { dayFromToday, eventBody, eventTestApp } from './events.ts';
import { feedSeries } from './ical-series.ts';
import { createConductor } from './members.ts';

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

export function seriesTestApp() {
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

  /** Weekly at 17:00–19:00 from three weeks before the end of October to mid-November. */
  const autumnBody = (title = 'Repetiție generală') => {
    const start = beforeOctoberEnd();
    return eventBody(cast.t.choirId, {
      title,
      startDate: start,
      endDate: start,
      startTime: '17:00',
      endTime: '19:00',
      repeat: 'weekly',
      repeat_until: tuesdayFrom(`${start.slice(0, 4)}-11-10`),
    });
  };

  const rowsOf = (seriesId: number) =>
    cast.t.db
      .select()
      .from(events)
      .where(eq(events.seriesId, seriesId))
      .orderBy(asc(events.seriesStart));

  const seriesRow = async (id: number) =>
    (await cast.t.db.select().from(eventSeries).where(eq(eventSeries.id, id)))[0];

  /** POST /api/event/ of a series: its answer (the first occurrence) and its rows. */
  async function createSeries(body = seriesBody(), role = 'conductor') {
    const res = await as(role).post('/api/event/', body);
    expect(res.status).toBe(201);
    const first = await res.json();
    expect(v.safeParse(eventSchema, first).success).toBe(true);
    return { first, rows: await rowsOf(first.series.id) };
  }

  /** The demo singer's feed, its series expanded by ical.js. */
  async function singerFeed() {
    const res = await as('singer').get('/api/calendar/feed/');
    const { url } = (await res.json()) as { url: string };
    const answer = await cast.t.app.request(new URL(url).pathname);
    expect(answer.status).toBe(200);
    return feedSeries(await answer.text());
  }

  return {
    cast,
    as,
    otherConductor,
    seriesBody,
    autumnBody,
    rowsOf,
    seriesRow,
    createSeries,
    singerFeed,
  };
}
