/**
 * Events for the event, dashboard and feed tests: request helpers for every method, days relative
 * to Bucharest's today, and events written straight into the database (past ones, which the API
 * refuses to create).
 */

import { afterAll, beforeAll } from 'vitest';
import { todayInBucharest } from '../../src/lib/dates.ts';
import type { EventInput } from '../../src/lib/schemas/event.ts';
import { events } from '../../src/server/db/schema.ts';
import { type TestApp, testApp } from './app.ts';
import { addMembership, createChoir, createMember, demoAccounts } from './members.ts';

const DAY_MS = 86_400_000;

/** Bucharest's today shifted by `offset` days, as YYYY-MM-DD. */
export const dayFromToday = (offset: number) =>
  new Date(Date.parse(`${todayInBucharest()}T12:00:00Z`) + offset * DAY_MS)
    .toISOString()
    .slice(0, 10);

/** A valid create-event body `days` ahead, 18:00–20:00 in Bucharest. */
export function eventBody(cor: number, overrides: Partial<EventInput> = {}, days = 7): EventInput {
  const day = dayFromToday(days);
  return {
    title: 'Repetiție generală',
    startDate: day,
    startTime: '18:00',
    endDate: day,
    endTime: '20:00',
    type: 2,
    location: 'Sala de festivități',
    description: 'Aducem partiturile.',
    cor,
    ...overrides,
  };
}

/** JSON requests with any method, as the browser client sends them. */
export function api(app: TestApp['app'], token?: string) {
  const send = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        'x-forwarded-for': '10.0.0.9',
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    patch: (path: string, body?: unknown) => send('PATCH', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

/** An event written directly (any moment, past ones too); returns its id. */
export async function insertEvent(
  t: TestApp,
  values: {
    choirId: number | null;
    start: Date;
    end: Date;
    title?: string;
    type?: number;
    createdBy?: number;
  },
) {
  const [row] = await t.db
    .insert(events)
    .values({
      choirId: values.choirId,
      title: values.title ?? 'Eveniment',
      type: values.type ?? 2,
      location: 'Sala mare',
      description: 'Descriere',
      startsAt: values.start,
      endsAt: values.end,
      createdBy: values.createdBy ?? null,
    })
    .returning({ id: events.id });
  if (!row) throw new Error('event insert failed');
  return row.id;
}

/** A moment `hours` from now. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/**
 * The people of the event tests, on the demo data: the demo accounts (conductor, singer, pending,
 * staff), a confirmed member of another choir (`other`), a second singer of the demo choir
 * (`secondSinger`), and the conductor of an unconfirmed choir (`founder`).
 */
export async function eventCast(t: TestApp) {
  const { tokens, ids } = await demoAccounts(t);
  const otherChoir = await createChoir(t, { name: 'Corul Celălalt' });
  const other = await createMember(t, 'alt-cor@example.com');
  await addMembership(t, other.id, otherChoir, { confirmed: true });
  tokens.other = other.token;
  ids.other = other.id;

  const second = await createMember(t, 'corist2@example.com', { firstName: 'Bianca' });
  await addMembership(t, second.id, t.choirId, { confirmed: true });
  tokens.secondSinger = second.token;

  const unconfirmedChoir = await createChoir(t, { name: 'Corul Neconfirmat', confirmed: false });
  const founder = await createMember(t, 'fondator@example.com');
  await addMembership(t, founder.id, unconfirmedChoir, { confirmed: true, conductor: true });
  tokens.founder = founder.token;
  return { tokens, ids, otherChoir, unconfirmedChoir };
}

/** The list call for a window of days, by default from 3 days ago to 30 days ahead. */
export const windowPath = (choirId: number, from = dayFromToday(-3), to = dayFromToday(30)) =>
  `/api/event/?choir_id=${choirId}&from=${from}&to=${to}`;

/** A future event of the demo choir created by `createdBy`, two hours a week from now. */
export const futureEvent = (t: TestApp, createdBy: number, title = 'Repetiție') =>
  insertEvent(t, {
    choirId: t.choirId,
    start: hoursFromNow(24 * 7),
    end: hoursFromNow(24 * 7 + 2),
    title,
    createdBy,
  });

/**
 * The app of an event test file with its cast (eventCast), made before the file's tests and closed
 * after them: read its fields inside tests. `as(role)` calls as that person (none: a visitor).
 */
export function eventTestApp() {
  const cast = {
    t: undefined as unknown as TestApp,
    tokens: {} as Record<string, string>,
    ids: {} as Record<string, number>,
    otherChoir: 0,
    as: (role?: string) => api(cast.t.app, role ? cast.tokens[role] : undefined),
    /** A future event of the demo choir by the demo conductor. */
    futureEvent: (title?: string) => futureEvent(cast.t, cast.ids.conductor ?? 0, title),
  };
  beforeAll(async () => {
    cast.t = await testApp();
    Object.assign(cast, await eventCast(cast.t));
  });
  afterAll(() => cast.t.close());
  return cast;
}
