/**
 * Attendance figures (issue #28): who may read a choir's figures and the national report, the
 * member's own, the counts on a small fixture (stored marks, pre-marks from answers, a planned
 * absence counted as excused, an event nobody marked, a member counted present by default), the
 * period's rules, the CSV export.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type {
  ChoirFigures,
  NationalFigures,
  OwnFigures,
} from '../../src/lib/api/attendance-figures.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { figuresRules } from '../../src/lib/messages-attendance-figures.ts';
import { addDays } from '../../src/server/events/time.ts';
import { attendanceWorld } from '../helpers/attendance.ts';
import { api, hoursFromNow, insertEvent } from '../helpers/events.ts';

const w = attendanceWorld();
const { as } = w;
const DAY = 24;
let figuresPath: string;
/** The choir's events: rehearsals E1, E2, E5, a concert E3, a rehearsal nobody marked E4. */
const ev = { e1: 0, e2: 0, e3: 0, e4: 0, e5: 0 };

beforeAll(async () => {
  const { t, choirId, people } = w;
  figuresPath = `/api/choir/${choirId}/attendance/figures/`;
  // The world's choir is in Vaslui; no demo choir there has attendance.
  const at = (days: number, type = 2) =>
    insertEvent(t, {
      choirId,
      type,
      start: hoursFromNow(-days * DAY),
      end: hoursFromNow(-days * DAY + 2),
    });
  ev.e1 = await at(10);
  ev.e2 = await at(9);
  ev.e3 = await at(8, 1);
  ev.e4 = await at(7);
  // E5 is announced ahead; singer2 declares an absence over it, then it takes place.
  ev.e5 = await insertEvent(t, {
    choirId,
    start: hoursFromNow(3 * DAY),
    end: hoursFromNow(3 * DAY + 2),
  });
  const day = addDays(todayInBucharest(), 3);
  const absence = await as('singer2').post('/api/absences/', { starts_on: day, ends_on: day });
  expect(absence.status).toBe(201);
  await t.db.execute(sql`update events set starts_at = now() - interval '6 days',
    ends_at = now() - interval '6 days' + interval '2 hours' where id = ${ev.e5}`);
  const { singer, singer2, conductor } = people;
  await t.db.execute(sql`insert into attendance (event_id, user_id, status, marked_by) values
    (${ev.e1}, ${singer.id}, 'present', ${conductor.id}), (${ev.e1}, ${singer2.id}, 'absent', ${conductor.id}),
    (${ev.e2}, ${singer.id}, 'excused', ${conductor.id}), (${ev.e3}, ${singer.id}, 'present', ${conductor.id}),
    (${ev.e5}, ${singer.id}, 'present', ${conductor.id})`);
  await t.db.execute(sql`insert into event_answers (event_id, user_id, answer) values
    (${ev.e2}, ${singer2.id}, 'no'), (${ev.e3}, ${singer2.id}, 'yes'), (${ev.e4}, ${singer.id}, 'yes')`);
});

describe('GET /api/choir/{id}/attendance/figures/', () => {
  test('answers 401 without a session and 404 for an unknown choir', async () => {
    expect((await api(w.t.app).get(figuresPath)).status).toBe(401);
    expect((await as('conductor').get('/api/choir/999999/attendance/figures/')).status).toBe(404);
  });

  test.each([
    ['a conductor of another choir', 'otherConductor'],
    ['a singer of the choir', 'singer'],
    ['a non-member', 'stranger'],
    ['staff who do not conduct the choir', 'staff'],
  ] as const)('answers 403 to %s', async (_, who) => {
    expect((await as(who).get(figuresPath)).status).toBe(403);
  });

  test('refuses a conductor at once when they stop conducting the choir', async () => {
    const { t, choirId, people } = w;
    expect((await as('second').get(figuresPath)).status).toBe(200);
    const set = (conductor: boolean) =>
      t.db.execute(sql`update memberships set is_conductor = ${conductor}
        where choir_id = ${choirId} and user_id = ${people.second.id}`);
    await set(false);
    try {
      expect((await as('second').get(figuresPath)).status).toBe(403);
    } finally {
      await set(true);
    }
    expect((await as('second').get(figuresPath)).status).toBe(200);
  });

  test('counts marks, pre-marks and a planned absence at the events where attendance was taken', async () => {
    const res = await as('second').get(figuresPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const figures = (await res.json()) as ChoirFigures;
    // E4 had no mark: it counts nowhere; the world's event of two hours ago neither.
    expect(figures.events).toBe(4);
    expect(figures.total).toEqual({ present: 4, absent: 1, excused: 3, unmarked: 0, rate: 50 });
    const of = (id: number) => figures.members.find((m) => m.user_id === id);
    expect(of(w.people.singer.id)).toMatchObject({ present: 3, absent: 0, excused: 1, rate: 75 });
    expect(of(w.people.singer2.id)).toMatchObject({ present: 1, absent: 1, excused: 2, rate: 25 });
    expect(figures.members).toHaveLength(2);
    expect(figures.weeks.reduce((n, week) => n + week.events, 0)).toBe(4);
  });

  test('answers zeros and no rate for a period without marks', async () => {
    const day = addDays(todayInBucharest(), -200);
    const res = await as('conductor').get(`${figuresPath}?from=${day}&to=${day}`);
    const figures = (await res.json()) as ChoirFigures;
    expect(figures).toMatchObject({ from: day, to: day, events: 0, weeks: [] });
    expect(figures.total.rate).toBeNull();
  });
});

describe('figures kept between requests', () => {
  test("a conductor's mark counts at the next request", async () => {
    const before = (await (await as('conductor').get(figuresPath)).json()) as ChoirFigures;
    const marked = await as('conductor').put(
      `/api/event/${w.started}/attendance/${w.people.singer.id}/`,
      { status: 'absent' },
    );
    expect(marked.status).toBe(200);
    const after = (await (await as('conductor').get(figuresPath)).json()) as ChoirFigures;
    expect(after.events).toBe(before.events + 1);
    expect(after.total.absent).toBe(before.total.absent + 1);
    await w.t.db.execute(sql`delete from attendance where event_id = ${w.started}`);
    const again = (await (await as('conductor').get(figuresPath)).json()) as ChoirFigures;
    expect(again).toEqual(before);
  });
});

describe("a member counted present by default ('Mă socotiți prezent')", () => {
  test('counts as present where they did not answer, from the moment they choose it', async () => {
    const { t, choirId, people } = w;
    const e6 = await insertEvent(t, {
      choirId,
      start: hoursFromNow(-5 * DAY),
      end: hoursFromNow(-5 * DAY + 2),
    });
    await t.db.execute(sql`insert into attendance (event_id, user_id, status)
      values (${e6}, ${people.singer.id}, 'present')`);
    const of = async () =>
      ((await (await as('singer2').get('/api/attendance/mine/figures/')).json()) as OwnFigures).all;
    expect(await of()).toMatchObject({ present: 1, unmarked: 1 });
    await t.db.execute(
      sql`update users set counted_present = true where id = ${people.singer2.id}`,
    );
    expect(await of()).toMatchObject({ present: 2, unmarked: 0 });
    await t.db.execute(
      sql`update users set counted_present = false where id = ${people.singer2.id}`,
    );
    await t.db.execute(sql`delete from events where id = ${e6}`);
    expect(await of()).toMatchObject({ present: 1, unmarked: 0 });
  });
});

describe('the period', () => {
  test.each([
    ['to before from', '?from=2026-10-10&to=2026-10-01', { to: [figuresRules.endBeforeStart] }],
    ['more than 400 days', '?from=2024-01-01&to=2026-01-01', { to: [figuresRules.tooLong] }],
  ])('answers 400 for %s', async (_, query, errors) => {
    for (const path of [figuresPath, '/api/attendance/mine/figures/']) {
      const res = await as('conductor').get(`${path}${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errors);
    }
  });

  test('answers 400 for a day that is not one', async () => {
    const res = await as('conductor').get(`${figuresPath}?from=2026-02-30`);
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual(['from']);
  });
});

describe('GET /api/attendance/mine/figures/', () => {
  test("answers each singer's own figures only, rehearsals apart", async () => {
    const mine = (await (
      await as('singer').get('/api/attendance/mine/figures/')
    ).json()) as OwnFigures;
    expect(mine.all).toEqual({ present: 3, absent: 0, excused: 1, unmarked: 0, rate: 75 });
    expect(mine.rehearsals).toEqual({ present: 2, absent: 0, excused: 1, unmarked: 0, rate: 66.7 });
    const theirs = (await (
      await as('singer2').get('/api/attendance/mine/figures/')
    ).json()) as OwnFigures;
    expect(theirs.all).toEqual({ present: 1, absent: 1, excused: 2, unmarked: 0, rate: 25 });
    expect(theirs.rehearsals).toEqual({ present: 0, absent: 1, excused: 2, unmarked: 0, rate: 0 });
    const conductor = (await (
      await as('conductor').get('/api/attendance/mine/figures/')
    ).json()) as OwnFigures;
    expect(conductor.all.rate).toBeNull();
    expect((await api(w.t.app).get('/api/attendance/mine/figures/')).status).toBe(401);
  });
});

describe('GET /api/staff/reports/attendance/', () => {
  const path = () => {
    const from = addDays(todayInBucharest(), -30);
    return `/api/staff/reports/attendance/?from=${from}&to=${todayInBucharest()}`;
  };

  test.each([
    ['a conductor', 'conductor', 403],
    ['a singer', 'singer', 403],
  ] as const)('answers %i to %s', async (_, who, status) => {
    expect((await as(who).get(path())).status).toBe(status);
    expect((await api(w.t.app).get(path())).status).toBe(401);
  });

  test("counts the county's rehearsals, children present and rate, then again after a mark", async () => {
    const report = (await (await as('staff').get(path())).json()) as NationalFigures;
    expect(report.counties).toHaveLength(42);
    const vaslui = report.counties.find((c) => c.code === 'VS');
    // Rehearsals E1, E2, E5 (the concert E3 and the unmarked E4 apart).
    expect(vaslui).toMatchObject({
      children: 1,
      rehearsals: 3,
      choirs: 1,
      present: 2,
      absent: 1,
      excused: 3,
    });
    expect(report.total.children).toBeGreaterThanOrEqual(1);
    await w.t.db.execute(sql`update attendance set status = 'present'
      where event_id = ${ev.e1} and user_id = ${w.people.singer2.id}`);
    const again = (await (await as('staff').get(path())).json()) as NationalFigures;
    expect(again.counties.find((c) => c.code === 'VS')).toMatchObject({
      children: 2,
      present: 3,
      absent: 0,
    });
  });

  test('defaults to the last month and exports the table as CSV', async () => {
    const report = (await (
      await as('staff').get('/api/staff/reports/attendance/')
    ).json()) as NationalFigures;
    expect(report.from.endsWith('-01')).toBe(true);
    expect(report.to < todayInBucharest()).toBe(true);
    const csv = await as('staff').get(`${path()}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Vaslui');
    expect(text).toContain('Copii prezenți');
  });
});
