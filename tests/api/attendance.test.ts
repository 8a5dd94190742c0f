/**
 * Attendance (issue #28): who may read and mark an event's list, when marks are accepted, two
 * conductors on one member, hostile input; a member's own marks; planned absences, the answers
 * they give (and the kept answer lists that follow them), an event created later inside one, and
 * a parent acting for a child.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AbsenceCreated,
  AttendanceList,
  OwnAttendance,
} from '../../src/lib/api/attendance.ts';
import type { EventAnswers } from '../../src/lib/api/events.ts';
import { absenceRules, attendanceApi as am } from '../../src/lib/messages-attendance.ts';
import { parentOfTeen } from '../../src/lib/messages-family-rules.ts';
import { familyLinks, memberships, users } from '../../src/server/db/schema.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';
import { actingAs } from '../helpers/acting.ts';
import type { TestApp } from '../helpers/app.ts';
import { api, dayFromToday, eventBody, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';

let t: TestApp;
let choirId: number;
let otherChoir: number;
const people = {} as Record<
  'conductor' | 'second' | 'singer' | 'singer2' | 'stranger' | 'otherConductor' | 'staff',
  { id: number; token: string }
>;
let started: number;
let listPath: string;
const markPath = (eventId: number, userId: number) => `/api/event/${eventId}/attendance/${userId}/`;

beforeAll(async () => {
  ({ t } = await demoApp());
  choirId = await createChoir(t, { name: 'Corul Prezenței' });
  otherChoir = await createChoir(t, { name: 'Corul Vecin' });
  const make = async (key: keyof typeof people, firstName: string, staff = false) => {
    people[key] = await createMember(t, `prezenta.${key}@example.com`, { firstName, staff });
  };
  await make('conductor', 'Dana');
  await make('second', 'Mihai');
  await make('singer', 'Ana');
  await make('singer2', 'Bogdan');
  await make('stranger', 'Străin');
  await make('otherConductor', 'Vecin');
  await make('staff', 'Echipa', true);
  await addMembership(t, people.conductor.id, choirId, { confirmed: true, conductor: true });
  await addMembership(t, people.second.id, choirId, { confirmed: true, conductor: true });
  await addMembership(t, people.singer.id, choirId, { confirmed: true });
  await addMembership(t, people.singer2.id, choirId, { confirmed: true });
  await addMembership(t, people.otherConductor.id, otherChoir, {
    confirmed: true,
    conductor: true,
  });
  started = await insertEvent(t, { choirId, start: hoursFromNow(-2), end: hoursFromNow(-1) });
  listPath = `/api/event/${started}/attendance/`;
}, 120_000);
afterAll(() => t.close());

const as = (key: keyof typeof people) => api(t.app, people[key].token);
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

describe('absences', () => {
  const absence = (from: number, to: number, reason = 'Tabără cu școala') => ({
    starts_on: dayFromToday(from),
    ends_on: dayFromToday(to),
    reason,
  });

  test.each([
    ['a start in the past', absence(-1, 2), { starts_on: [absenceRules.inPast] }],
    ['an end before the start', absence(5, 3), { ends_on: [absenceRules.endBeforeStart] }],
    ['more than 60 days', absence(1, 61), { ends_on: [absenceRules.tooLong] }],
    ['a long reason', absence(1, 2, 'x'.repeat(201)), { reason: [absenceRules.reasonTooLong] }],
  ])('POST /api/absences/ answers 400 to %s', async (_, body, errors) => {
    const res = await as('singer2').post('/api/absences/', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
  });

  test.each([
    ['an impossible day', { starts_on: '2026-02-30', ends_on: dayFromToday(2) }],
    ['a year 0', { starts_on: '0000-01-01', ends_on: dayFromToday(2) }],
    ['a reason with a line break', { ...absence(1, 2), reason: 'a\nb' }],
    ['no days', {}],
  ])('POST /api/absences/ answers 400 to %s', async (_, body) => {
    expect((await as('singer2').post('/api/absences/', body)).status).toBe(400);
  });

  test("answers the events inside it 'Nu particip' with the reason, and the kept lists follow", async () => {
    const inside = await insertEvent(t, {
      choirId,
      start: hoursFromNow(24 * 3),
      end: hoursFromNow(24 * 3 + 2),
    });
    const outside = await insertEvent(t, {
      choirId,
      start: hoursFromNow(24 * 20),
      end: hoursFromNow(24 * 20 + 2),
    });
    await as('singer2').put(`/api/event/${inside}/answer/`, { answer: 'yes', note: 'vin' });
    const answersPath = `/api/event/${inside}/answers/`;
    const before = (await (await as('conductor').get(answersPath)).json()) as EventAnswers;
    expect(before.members.find((m) => m.user_id === people.singer2.id)?.answer).toBe('yes');

    const res = await as('singer2').post('/api/absences/', absence(2, 9));
    expect(res.status).toBe(201);
    const created = (await res.json()) as AbsenceCreated;
    expect(created.answered).toBe(1);
    const after = (await (await as('conductor').get(answersPath)).json()) as EventAnswers;
    expect(after.members.find((m) => m.user_id === people.singer2.id)).toMatchObject({
      answer: 'no',
      note: 'Tabără cu școala',
    });
    const outsideAnswer = await rowsOf(
      t.db,
      sql`select 1 from event_answers
      where event_id = ${outside} and user_id = ${people.singer2.id}`,
    );
    expect(outsideAnswer).toHaveLength(0);

    // An event created later inside the absence is answered at its creation.
    const made = await as('conductor').post('/api/event/', eventBody(choirId, {}, 5));
    expect(made.status).toBe(201);
    const { id: later } = (await made.json()) as { id: number };
    const laterList = (await (
      await as('conductor').get(`/api/event/${later}/answers/`)
    ).json()) as EventAnswers;
    expect(laterList.members.find((m) => m.user_id === people.singer2.id)).toMatchObject({
      answer: 'no',
      note: 'Tabără cu școala',
    });
    expect(laterList.members.find((m) => m.user_id === people.singer.id)?.answer).toBeNull();

    const list = (await (await as('singer2').get('/api/absences/')).json()) as { id: number }[];
    expect(list.map((a) => a.id)).toEqual([created.absence.id]);
    expect(await (await as('singer').get('/api/absences/')).json()).toEqual([]);
  });

  test('DELETE /api/absences/{id}/ deletes only the caller’s own', async () => {
    const created = (await (
      await as('singer2').post('/api/absences/', absence(30, 31))
    ).json()) as AbsenceCreated;
    const path = `/api/absences/${created.absence.id}/`;
    expect((await as('singer').delete(path)).status).toBe(404);
    expect((await as('singer2').delete('/api/absences/abc/')).status).toBe(404);
    expect((await as('singer2').delete(path)).status).toBe(204);
    expect((await as('singer2').delete(path)).status).toBe(404);
  });

  test('a parent announces it for a managed child; a child of 16+ with a login decides alone', async () => {
    const parent = await createMember(t, 'prezenta.parinte@example.com', { firstName: 'Părinte' });
    const child = await createMember(t, 'prezenta.copil@example.com', { firstName: 'Copil' });
    const teen = await createMember(t, 'prezenta.adolescent@example.com', { firstName: 'Teo' });
    await t.db
      .update(users)
      .set({ birthDate: `${Number(dayFromToday(0).slice(0, 4)) - 17}-01-01` })
      .where(eq(users.id, teen.id));
    for (const kid of [child, teen]) {
      await addMembership(t, kid.id, choirId, { confirmed: true });
      await t.db.insert(familyLinks).values({
        parentId: parent.id,
        childId: kid.id,
        requestedBy: parent.id,
        confirmedAt: sql`now()`,
      });
    }
    const event = await insertEvent(t, {
      choirId,
      start: hoursFromNow(24 * 4),
      end: hoursFromNow(24 * 4 + 2),
    });
    const forChild = actingAs(t, '10.0.0.28', parent.token, child.id);
    const res = await forChild.post('/api/absences/', absence(3, 5, 'Bolnav'));
    expect(res.status).toBe(201);
    const rows = await rowsOf(
      t.db,
      sql`select user_id, answer, note from event_answers where event_id = ${event}`,
    );
    expect(rows).toEqual([{ user_id: child.id, answer: 'no', note: 'Bolnav' }]);
    expect(
      await (await actingAs(t, '10.0.0.28', parent.token).get('/api/absences/')).json(),
    ).toEqual([]);

    const forTeen = actingAs(t, '10.0.0.28', parent.token, teen.id);
    const refused = await forTeen.post('/api/absences/', absence(3, 5));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: parentOfTeen.refused });
    expect((await forTeen.get('/api/absences/')).status).toBe(200);
    // The parent is no conductor: acting or not, the list stays closed.
    expect((await forChild.get(listPath)).status).toBe(403);
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
