/**
 * Attendance (issue #28): who may read and mark an event's list, when marks are accepted, two
 * conductors on one member, hostile input; a member's own marks; the dashboard's events to mark;
 * the full-scale seed. Planned absences: absences.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AttendanceList, OwnAttendance } from '../../src/lib/api/attendance.ts';
import { attendanceApi as am } from '../../src/lib/messages-attendance.ts';
import { memberships } from '../../src/server/db/schema.ts';
import { seedFullAttendance } from '../../src/server/db/seed/full-attendance.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';
import type { TestApp } from '../helpers/app.ts';
import { attendanceWorld } from '../helpers/attendance.ts';
import { api, hoursFromNow, insertEvent } from '../helpers/events.ts';

const w = attendanceWorld();
const { as } = w;
let t: TestApp;
let choirId: number;
let people: typeof w.people;
let started: number;
let listPath: string;
// After the world's own beforeAll, which made them.
beforeAll(() => {
  ({ t, choirId, people, started } = w);
  listPath = `/api/event/${started}/attendance/`;
});
const markPath = (eventId: number, userId: number) => `/api/event/${eventId}/attendance/${userId}/`;

const rowOf = (list: AttendanceList, userId: number) =>
  list.members.find((m) => m.user_id === userId);

describe('GET /api/event/{id}/attendance/', () => {
  test('answers 401 without a session and 404 for an unknown event', async () => {
    expect((await api(t.app).get(listPath)).status).toBe(401);
    expect((await as('conductor').get('/api/event/999999/attendance/')).status).toBe(404);
    expect((await as('conductor').get('/api/event/abc/attendance/')).status).toBe(404);
  });

  test.each([
    ['a conductor of another choir', 'otherConductor'],
    ['a singer of the choir', 'singer'],
    ['a non-member', 'stranger'],
    ['staff who do not conduct the choir', 'staff'],
  ] as const)('answers 403 to %s', async (_, who) => {
    expect((await as(who).get(listPath)).status).toBe(403);
  });

  test('lists the members, conductors apart, pre-marked from their answers', async () => {
    await t.db.execute(sql`insert into event_answers (event_id, user_id, answer)
      values (${started}, ${people.singer.id}, 'yes'), (${started}, ${people.singer2.id}, 'no')`);
    const res = await as('conductor').get(listPath);
    expect(res.status).toBe(200);
    const list = (await res.json()) as AttendanceList;
    expect(list.members.map((m) => m.user_id).sort()).toEqual(
      [people.singer.id, people.singer2.id].sort(),
    );
    expect(rowOf(list, people.singer.id)).toMatchObject({ status: 'present', marked: false });
    expect(rowOf(list, people.singer2.id)).toMatchObject({ status: 'excused', marked: false });
    expect(list.counts).toEqual({ present: 1, absent: 0, excused: 1, unmarked: 0 });
    expect(list.event.open).toBe(true);
  });

  test('answers 400 for a global event of the programme', async () => {
    const global = await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(-2),
      end: hoursFromNow(-1),
    });
    const res = await as('conductor').get(`/api/event/${global}/attendance/`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [am.global] });
  });
});

describe('PUT /api/event/{id}/attendance/{user_id}/', () => {
  test.each([
    ['a conductor of another choir', 'otherConductor', 403],
    ['a singer of the choir', 'singer', 403],
    ['a non-member', 'stranger', 403],
    ['staff', 'staff', 403],
  ] as const)('answers %s with %s and stores nothing', async (_, who, status) => {
    const res = await as(who).put(markPath(started, people.singer2.id), { status: 'absent' });
    expect(res.status).toBe(status);
    const [row] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from attendance where event_id = ${started}`,
    );
    expect(row?.n).toBe(0);
  });

  test.each([
    ['an unknown status', { status: 'late' }],
    ['a number', { status: 1 }],
    ['an array', { status: ['present'] }],
  ])('answers 400 to %s', async (_, body) => {
    const res = await as('conductor').put(markPath(started, people.singer.id), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: [am.status] });
  });

  test('answers 404 for a malformed member id and 400 for someone not a member', async () => {
    const body = { status: 'present' };
    expect((await as('conductor').put(`/api/event/${started}/attendance/0/`, body)).status).toBe(
      404,
    );
    expect((await as('conductor').put(`/api/event/${started}/attendance/1e3/`, body)).status).toBe(
      404,
    );
    for (const target of [people.stranger.id, people.second.id, people.otherConductor.id]) {
      const res = await as('conductor').put(markPath(started, target), body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ non_field_errors: [am.notMember] });
    }
  });

  test('refuses a mark before the start and after the close', async () => {
    const future = await insertEvent(t, { choirId, start: hoursFromNow(2), end: hoursFromNow(3) });
    const early = await as('conductor').put(markPath(future, people.singer.id), {
      status: 'present',
    });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ non_field_errors: [am.notStarted] });

    const old = await insertEvent(t, {
      choirId,
      start: hoursFromNow(-24 * 8 - 2),
      end: hoursFromNow(-24 * 8),
    });
    const late = await as('conductor').put(markPath(old, people.singer.id), { status: 'present' });
    expect(late.status).toBe(400);
    const body = (await late.json()) as { non_field_errors: string[] };
    expect(body.non_field_errors[0]).toMatch(/^Prezența s-a închis pe /);
    const list = (await (
      await as('conductor').get(`/api/event/${old}/attendance/`)
    ).json()) as AttendanceList;
    expect(list.event.open).toBe(false);
  });

  test('two conductors on one member: both succeed, the last is kept with who marked it', async () => {
    const first = await as('conductor').put(markPath(started, people.singer.id), {
      status: 'absent',
    });
    expect(first.status).toBe(200);
    expect(rowOf((await first.json()) as AttendanceList, people.singer.id)).toMatchObject({
      status: 'absent',
      marked: true,
      marked_by: 'Dana Test',
    });
    const [a, b] = await Promise.all([
      as('conductor').put(markPath(started, people.singer.id), { status: 'excused' }),
      as('second').put(markPath(started, people.singer.id), { status: 'present' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [stored] = await rowsOf<{ status: string; marked_by: number }>(
      t.db,
      sql`select status, marked_by from attendance
        where event_id = ${started} and user_id = ${people.singer.id}`,
    );
    // Whichever came last is whole: its status with its author.
    expect([
      ['excused', people.conductor.id],
      ['present', people.second.id],
    ]).toContainEqual([stored?.status, stored?.marked_by]);

    const last = await as('second').put(markPath(started, people.singer.id), { status: 'present' });
    const list = (await last.json()) as AttendanceList;
    expect(rowOf(list, people.singer.id)).toMatchObject({
      status: 'present',
      marked_by: 'Mihai Test',
    });
    expect(list.counts).toEqual({ present: 1, absent: 0, excused: 1, unmarked: 0 });
  });
});

describe('GET /api/attendance/mine/', () => {
  test("answers each member's own marks only", async () => {
    const mine = (await (await as('singer').get('/api/attendance/mine/')).json()) as OwnAttendance;
    expect(mine.marks).toEqual([
      expect.objectContaining({ event_id: started, status: 'present', cor: choirId }),
    ]);
    expect(mine.counts).toEqual({ present: 1, absent: 0, excused: 0 });
    const theirs = (await (
      await as('singer2').get('/api/attendance/mine/')
    ).json()) as OwnAttendance;
    expect(theirs.marks).toEqual([]);
    expect((await api(t.app).get('/api/attendance/mine/')).status).toBe(401);
  });
});

describe('GET /api/choir/{id}/attendance/to-mark/', () => {
  test("lists yesterday's and today's started events to their conductors only", async () => {
    const res = await as('conductor').get(`/api/choir/${choirId}/attendance/to-mark/`);
    expect(res.status).toBe(200);
    const events = (await res.json()) as { id: number; unmarked: number }[];
    expect(events).toContainEqual(expect.objectContaining({ id: started, unmarked: 1 }));
    for (const who of ['singer', 'otherConductor', 'staff'] as const)
      expect((await as(who).get(`/api/choir/${choirId}/attendance/to-mark/`)).status).toBe(403);
    expect((await as('conductor').get('/api/choir/999999/attendance/to-mark/')).status).toBe(404);
  });
});

describe('the membership rule', () => {
  test('a member who leaves the choir can no longer be marked', async () => {
    await t.db.delete(memberships).where(eq(memberships.userId, people.singer2.id));
    const res = await as('conductor').put(markPath(started, people.singer2.id), {
      status: 'present',
    });
    expect(res.status).toBe(400);
  });
});

describe('seedFullAttendance', () => {
  test("marks every singer at the choir's events that ended before yesterday, once", async () => {
    const old = await insertEvent(t, {
      choirId,
      start: hoursFromNow(-24 * 30),
      end: hoursFromNow(-24 * 30 + 2),
    });
    const count = async () =>
      (
        await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from attendance where event_id = ${old}`,
        )
      )[0]?.n;
    const total = await seedFullAttendance(t.db, { now: new Date() });
    const [singers] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from memberships
        where choir_id = ${choirId} and is_confirmed and not is_conductor`,
    );
    expect(singers?.n).toBeGreaterThan(0);
    expect(await count()).toBe(singers?.n);
    expect(await seedFullAttendance(t.db, { now: new Date() })).toBe(total);
  });
});
