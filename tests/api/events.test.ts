/**
 * Events: every route against every role, the form's rules through the API, the window
 * (event-changes.test.ts: global events, edits, answers, notify).
 */
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { eventListSchema, eventSchema } from '../../src/lib/api/events.ts';
import { EVENT_MAX_DAYS, EVENT_WINDOW_MAX_DAYS } from '../../src/lib/limits.ts';
import { http } from '../../src/lib/messages.ts';
import { events as em, validation } from '../../src/lib/messages-events.ts';
import {
  api,
  dayFromToday,
  eventBody,
  eventTestApp,
  hoursFromNow,
  insertEvent,
  windowPath,
} from '../helpers/events.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';

const cast = eventTestApp();
const { as, futureEvent } = cast;

type Role = 'visitor' | 'pending' | 'other' | 'singer' | 'conductor' | 'staff';
const ROLES: Role[] = ['visitor', 'pending', 'other', 'singer', 'conductor', 'staff'];
const roleToken = (role: Role) => (role === 'visitor' ? undefined : role);

/**
 * Every route against every role, on a fresh future event of the demo choir (created by its
 * conductor): the expected status per role, in the order of ROLES.
 */
const MATRIX: {
  name: string;
  call: (role: Role, eventId: number) => Response | Promise<Response>;
  expected: number[];
}[] = [
  {
    name: 'GET /api/event/',
    call: (role) => as(roleToken(role)).get(windowPath(cast.t.choirId)),
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    name: 'POST /api/event/',
    call: (role) => as(roleToken(role)).post('/api/event/', eventBody(cast.t.choirId)),
    expected: [401, 403, 403, 201, 201, 201],
  },
  {
    name: 'GET /api/event/{id}/',
    call: (role, id) => as(roleToken(role)).get(`/api/event/${id}/`),
    expected: [401, 403, 403, 200, 200, 200],
  },
  {
    name: 'PATCH /api/event/{id}/',
    call: (role, id) =>
      as(roleToken(role)).patch(`/api/event/${id}/`, eventBody(cast.t.choirId, { title: 'Nou' })),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    name: 'DELETE /api/event/{id}/',
    call: (role, id) => as(roleToken(role)).delete(`/api/event/${id}/`),
    expected: [401, 403, 403, 403, 204, 204],
  },
  {
    name: 'PUT /api/event/{id}/answer/',
    call: (role, id) => as(roleToken(role)).put(`/api/event/${id}/answer/`, { answer: 'yes' }),
    expected: [401, 403, 403, 200, 200, 403],
  },
  {
    name: 'GET /api/event/{id}/answers/',
    call: (role, id) => as(roleToken(role)).get(`/api/event/${id}/answers/`),
    expected: [401, 403, 403, 403, 200, 200],
  },
  {
    name: 'POST /api/event/{id}/notify/',
    call: (role, id) => as(roleToken(role)).post(`/api/event/${id}/notify/`),
    expected: [401, 403, 403, 403, 200, 200],
  },
];

describe.each(MATRIX)('$name', ({ call, expected }) => {
  test.each(ROLES.map((role, i) => [role, expected[i]] as const))(
    'answers %s with %i',
    async (role, status) => {
      const res = await call(role, await futureEvent());
      expect(res.status, await res.clone().text()).toBe(status);
      if (status === 401) expect(await res.json()).toEqual({ detail: http.unauthorized });
      if (status === 403) expect(await res.json()).toEqual({ detail: http.forbidden });
    },
  );
});

describe.each(MATRIX.filter((route) => route.name.includes('{id}')))('$name', ({ call }) => {
  test('answers 404 for an unknown event id', async () => {
    expect((await call('conductor', 999999)).status).toBe(404);
    expect((await call('conductor', 0)).status).toBe(404);
  });
});

describe('POST /api/event/ validation', () => {
  const refused = async (overrides: Record<string, unknown>) => {
    const res = await as('conductor').post('/api/event/', {
      ...eventBody(cast.t.choirId),
      ...overrides,
    });
    expect(res.status).toBe(400);
    return res.json();
  };

  test.each([
    ['title', { title: undefined }, validation.required],
    ['title', { title: 'ab' }, validation.minLength(3)],
    ['startDate', { startDate: undefined }, validation.required],
    ['startDate', { startDate: '2026-02-30' }, validation.date],
    ['startTime', { startTime: '25:00' }, em.time],
    ['startTime', { startTime: '18:10' }, em.timeStep],
    ['endTime', { endTime: undefined }, validation.required],
    ['type', { type: 9 }, em.type],
    ['type', { type: undefined }, validation.required],
    ['location', { location: 'ab' }, validation.minLength(3)],
    ['description', { description: '  ' }, validation.required],
    ['cor', { cor: 'x' }, em.choir],
    ['cor', { cor: -1 }, em.choir],
  ])('refuses %s as %o', async (field, overrides, message) => {
    expect(await refused(overrides)).toEqual({ [field]: [message] });
  });

  test('refuses a start date before today', async () => {
    const day = dayFromToday(-1);
    expect(await refused({ startDate: day, endDate: day })).toEqual({
      startDate: [em.startInPast],
    });
  });

  test('refuses an end date before the start date', async () => {
    expect(await refused({ endDate: dayFromToday(6) })).toEqual({ endDate: [em.endBeforeStart] });
  });

  test('refuses an end time before the start time on the same day', async () => {
    expect(await refused({ endTime: '17:00' })).toEqual({ endTime: [em.endBeforeStart] });
  });

  test(`refuses an event longer than ${EVENT_MAX_DAYS} days`, async () => {
    expect(await refused({ endDate: dayFromToday(7 + EVENT_MAX_DAYS + 1) })).toEqual({
      endDate: [em.tooLong(EVENT_MAX_DAYS)],
    });
  });

  test('refuses an unknown choir as a field error', async () => {
    expect(await refused({ cor: 999999 })).toEqual({ cor: [em.choir] });
  });

  test('refuses a global event (cor 0) to a conductor, creates it for staff', async () => {
    const res = await as('conductor').post('/api/event/', eventBody(0));
    expect(res.status).toBe(403);
    const made = await as('staff').post('/api/event/', eventBody(0, { type: 4 }));
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ cor: 0, global_event: true, can_edit: true });
  });

  test('refuses a broken body and control characters', async () => {
    const res = await cast.t.app.request('/api/event/', {
      method: 'POST',
      headers: {
        authorization: `Token ${cast.tokens.conductor}`,
        'content-type': 'application/json',
      },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect(await refused({ title: 'Rep\u0000etiție' })).toEqual({
      title: [validation.controlCharacters],
    });
  });

  test('creates the event in Bucharest time and answers it in the contract shape', async () => {
    const body = eventBody(cast.t.choirId, { startTime: '18:00', endTime: '20:30' });
    const res = await as('singer').post('/api/event/', body);
    expect(res.status).toBe(201);
    const event = await res.json();
    expect(v.safeParse(eventSchema, event).success).toBe(true);
    expect(event).toMatchObject({
      title: body.title,
      startDate: body.startDate,
      startTime: '18:00',
      endTime: '20:30',
      type: 2,
      cor: cast.t.choirId,
      global_event: false,
      can_edit: true,
      my_answer: null,
      my_note: '',
    });
    // Bucharest is UTC+2 in winter, UTC+3 in summer.
    const offset = new Date(event.start).getUTCHours();
    expect([15, 16]).toContain(offset);
  });
});

describe('GET /api/event/ window', () => {
  test.each([
    [{ from: undefined }, 'from', validation.required],
    [{ from: '2026-13-01' }, 'from', validation.date],
    [{ to: dayFromToday(-10) }, 'to', em.windowEnd],
    [{ to: dayFromToday(EVENT_WINDOW_MAX_DAYS) }, 'to', em.windowTooLong(EVENT_WINDOW_MAX_DAYS)],
    [{ choir_id: 'abc' }, 'choir_id', em.choir],
  ])('refuses %o', async (overrides, field, message) => {
    const query = new URLSearchParams();
    const params: Record<string, string | undefined> = {
      choir_id: String(cast.t.choirId),
      from: dayFromToday(0),
      to: dayFromToday(10),
      ...overrides,
    };
    for (const [k, value] of Object.entries(params)) if (value !== undefined) query.set(k, value);
    const res = await as('singer').get(`/api/event/?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test(`accepts ${EVENT_WINDOW_MAX_DAYS} days`, async () => {
    const res = await as('singer').get(
      windowPath(cast.t.choirId, dayFromToday(0), dayFromToday(EVENT_WINDOW_MAX_DAYS - 1)),
    );
    expect(res.status).toBe(200);
  });

  test('answers 404 for an unknown choir, 403 for choir 0 to a non-staff member', async () => {
    expect((await as('singer').get(windowPath(999999))).status).toBe(404);
    expect((await as('singer').get(windowPath(0))).status).toBe(403);
  });

  test('lists the events touching the window, by start, with the global ones', async () => {
    const choir = await createChoir(cast.t, { name: 'Corul Ferestrei' });
    const member = await createMember(cast.t, 'fereastra@example.com');
    await addMembership(cast.t, member.id, choir, { confirmed: true });
    const day = (offset: number, hour: number) =>
      new Date(Date.parse(`${dayFromToday(offset)}T${String(hour).padStart(2, '0')}:00:00Z`));
    const long = await insertEvent(cast.t, {
      choirId: choir,
      start: day(-20, 8),
      end: day(1, 8),
      title: 'Tabără lungă',
    });
    const inside = await insertEvent(cast.t, {
      choirId: choir,
      start: day(2, 15),
      end: day(2, 17),
    });
    const before = await insertEvent(cast.t, {
      choirId: choir,
      start: day(-5, 15),
      end: day(-5, 17),
    });
    const after = await insertEvent(cast.t, {
      choirId: choir,
      start: day(12, 15),
      end: day(12, 17),
    });
    const global = await insertEvent(cast.t, { choirId: null, start: day(3, 10), end: day(3, 12) });
    const elsewhere = await insertEvent(cast.t, {
      choirId: cast.otherChoir,
      start: day(2, 10),
      end: day(2, 12),
    });
    const res = await api(cast.t.app, member.token).get(
      windowPath(choir, dayFromToday(0), dayFromToday(10)),
    );
    const list = await res.json();
    expect(v.safeParse(eventListSchema, list).success).toBe(true);
    const seen = list.map((e: { id: number }) => e.id);
    expect(seen).toEqual(expect.arrayContaining([long, inside, global]));
    expect(seen).not.toContain(before);
    expect(seen).not.toContain(after);
    expect(seen).not.toContain(elsewhere);
    expect(seen.indexOf(long)).toBeLessThan(seen.indexOf(inside));
    expect(seen.indexOf(inside)).toBeLessThan(seen.indexOf(global));
    const g = list.find((e: { id: number }) => e.id === global);
    expect(g).toMatchObject({ global_event: true, cor: 0, can_edit: false });
  });

  test('gives staff the global events only with choir_id=0', async () => {
    const global = await insertEvent(cast.t, {
      choirId: null,
      start: hoursFromNow(48),
      end: hoursFromNow(50),
    });
    const choirEvent = await futureEvent();
    const list = await (await as('staff').get(windowPath(0))).json();
    const seen = list.map((e: { id: number }) => e.id);
    expect(seen).toContain(global);
    expect(seen).not.toContain(choirEvent);
  });
});
