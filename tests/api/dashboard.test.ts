import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dashboardEventSchema } from '../../src/lib/api/dashboard.ts';
import { DASHBOARD_LIST_SIZE } from '../../src/lib/limits.ts';
import { http } from '../../src/lib/messages.ts';
import { events, memberships, users } from '../../src/server/db/schema.ts';
import { DEMO_PENDING_REQUESTS } from '../../src/server/db/seed/pending.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { api, hoursFromNow, insertEvent } from '../helpers/events.ts';
import {
  addMembership,
  createChoir,
  createConductor,
  createMember,
  demoAccounts,
} from '../helpers/members.ts';

let t: TestApp;
let tokens: Record<string, string>;
/** A choir of its own, confirmed, with its own confirmed singer. */
let otherChoir: number;
/** A choir that waits for the programme's confirmation, with its founder as conductor. */
let unconfirmedChoir: number;
beforeAll(async () => {
  t = await testApp();
  ({ tokens } = await demoAccounts(t));
  otherChoir = await createChoir(t, { name: 'Corul Celălalt' });
  const other = await createConductor(t, 'alt-cor@example.com', otherChoir);
  tokens.otherConductor = other.token;

  unconfirmedChoir = await createChoir(t, { name: 'Corul Neconfirmat', confirmed: false });
  const founder = await createConductor(t, 'fondator@example.com', unconfirmedChoir);
  tokens.founder = founder.token;
});
afterAll(() => t.close());

const get = (path: string, token?: string) => client(t.app, token).get(path);
const BOXES = ['summary', 'events', 'messages', 'pending'] as const;
const MEMBER_BOXES = ['summary', 'events', 'messages'] as const;

describe.each(BOXES)('GET /api/dashboard/{id}/%s', (box) => {
  test('answers 401 without a token', async () => {
    const res = await get(`/api/dashboard/${t.choirId}/${box}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: http.unauthorized });
  });

  test.each(['999999', 'abc', '0'])('answers 404 for the choir id %s', async (id) => {
    const res = await get(`/api/dashboard/${id}/${box}`, tokens.conductor);
    expect(res.status).toBe(404);
  });

  test('answers 403 to a conductor of another choir', async () => {
    const res = await get(`/api/dashboard/${t.choirId}/${box}`, tokens.otherConductor);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: http.forbidden });
  });

  test('answers 403 to a member not yet confirmed in the choir', async () => {
    expect((await get(`/api/dashboard/${t.choirId}/${box}`, tokens.pending)).status).toBe(403);
  });

  test('answers 403 to the conductor of a choir not yet confirmed by the programme', async () => {
    expect((await get(`/api/dashboard/${unconfirmedChoir}/${box}`, tokens.founder)).status).toBe(
      403,
    );
  });

  test('answers 200 to the conductor and to staff', async () => {
    expect((await get(`/api/dashboard/${t.choirId}/${box}/`, tokens.conductor)).status).toBe(200);
    expect((await get(`/api/dashboard/${t.choirId}/${box}`, tokens.staff)).status).toBe(200);
  });
});

describe.each(MEMBER_BOXES)('GET /api/dashboard/{id}/%s for a singer', (box) => {
  test('answers 200 to a confirmed singer', async () => {
    expect((await get(`/api/dashboard/${t.choirId}/${box}`, tokens.singer)).status).toBe(200);
  });
});

describe('GET /api/dashboard/{id}/pending', () => {
  test('answers 403 to a confirmed singer: pending accounts are for conductors', async () => {
    expect((await get(`/api/dashboard/${t.choirId}/pending`, tokens.singer)).status).toBe(403);
  });

  test('lists the pending accounts of the demo choir, newest first', async () => {
    const body = await (await get(`/api/dashboard/${t.choirId}/pending`, tokens.conductor)).json();
    // Ioana (nou@example.com) asked last and waits for her parent (issue #25); the seed's other
    // children, whose parents consented, a few days before her.
    const names = [
      ['Ioana', 'Marin'],
      ...DEMO_PENDING_REQUESTS.map(([first, last]) => [first, last]),
    ];
    expect(body).toEqual(
      names.map(([first_name, last_name]) => ({
        id: expect.any(Number),
        first_name,
        last_name,
        avatar: null,
        city: 'Iași',
        date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        waits_for_parent: first_name === 'Ioana',
      })),
    );
  });

  test('answers an empty list when nobody waits', async () => {
    const res = await get(`/api/dashboard/${otherChoir}/pending`, tokens.otherConductor);
    expect(await res.json()).toEqual([]);
  });

  test(`lists the ${DASHBOARD_LIST_SIZE} newest requests, newest first`, async () => {
    const choirId = await createChoir(t, { name: 'Corul Cererilor' });
    const conductor = await createConductor(t, 'dirijor-cereri@example.com', choirId);
    for (let day = 1; day <= DASHBOARD_LIST_SIZE + 2; day++) {
      const user = await createMember(t, `cerere-${day}@example.com`, { firstName: `Copil${day}` });
      await addMembership(t, user.id, choirId);
      await t.db
        .update(memberships)
        .set({ createdAt: sql`now() - make_interval(days => ${20 - day})` })
        .where(and(eq(memberships.userId, user.id), eq(memberships.choirId, choirId)));
    }
    const body = await (await get(`/api/dashboard/${choirId}/pending`, conductor.token)).json();
    expect(body.map((p: { first_name: string }) => p.first_name)).toEqual([
      'Copil7',
      'Copil6',
      'Copil5',
      'Copil4',
      'Copil3',
    ]);
  });
});

/** The programme's future global events, which every choir's dashboard counts. */
const futureGlobal = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(events)
      .where(and(isNull(events.choirId), gte(events.startsAt, sql`now()`)))
  )[0]?.n ?? 0;

describe('GET /api/dashboard/{id}/summary', () => {
  test('counts approved members (conductors included), conductors, events and waiting requests', async () => {
    const body = await (await get(`/api/dashboard/${t.choirId}/summary`, tokens.singer)).json();
    expect(body).toEqual({
      members: 2,
      conductors: 1,
      events: expect.any(Number),
      waiting: 1 + DEMO_PENDING_REQUESTS.length,
      // The reader's own part, by name: the demo singer sings alto; the conductor has none.
      my_voice_part: 'Alto',
    });
    const conductor = await get(`/api/dashboard/${t.choirId}/summary`, tokens.conductor);
    expect((await conductor.json()).my_voice_part).toBeNull();
  });

  test("counts the choir's future events and the global ones, not past ones nor other choirs'", async () => {
    const global = await futureGlobal();
    await insertEvent(t, { choirId: otherChoir, start: hoursFromNow(-50), end: hoursFromNow(-48) });
    await insertEvent(t, { choirId: otherChoir, start: hoursFromNow(5), end: hoursFromNow(6) });
    await insertEvent(t, { choirId: otherChoir, start: hoursFromNow(50), end: hoursFromNow(52) });
    await insertEvent(t, {
      choirId: unconfirmedChoir,
      start: hoursFromNow(5),
      end: hoursFromNow(6),
    });
    const body = await (
      await get(`/api/dashboard/${otherChoir}/summary`, tokens.otherConductor)
    ).json();
    expect(body.events).toBe(global + 2);
  });
});

describe('GET /api/dashboard/summary (the choir the pages show first)', () => {
  /** A member confirmed in 'Corul Alfa' and 'Corul Beta' (as given), each with a conductor. */
  async function twoChoirs(email: string, alfaConfirmed = true) {
    const alfa = await createChoir(t, { name: `Corul Alfa ${email}` });
    const beta = await createChoir(t, { name: `Corul Beta ${email}` });
    const member = await createMember(t, email);
    await addMembership(t, member.id, alfa, { confirmed: alfaConfirmed });
    await addMembership(t, member.id, beta, { confirmed: true });
    return { alfa, beta, token: member.token };
  }
  const first = (token: string | undefined, query = '') =>
    get(`/api/dashboard/summary${query}`, token);

  test('answers 401 without a token', async () => {
    expect((await get('/api/dashboard/summary')).status).toBe(401);
  });

  test("is the choir's own summary, with its id", async () => {
    const own = await (await get(`/api/dashboard/${t.choirId}/summary`, tokens.singer)).json();
    expect(await (await first(tokens.singer)).json()).toEqual({ choir_id: t.choirId, ...own });
  });

  test('follows the kept choice if it is one of the user’s choirs, else the first by name', async () => {
    const { alfa, beta, token } = await twoChoirs('doua-coruri@example.com');
    expect((await (await first(token)).json()).choir_id).toBe(alfa);
    expect((await (await first(token, `?choir=${beta}`)).json()).choir_id).toBe(beta);
    for (const other of [String(otherChoir), '999999', 'abc', '0', '-1'])
      expect((await (await first(token, `?choir=${other}`)).json()).choir_id).toBe(alfa);
  });

  test('without a kept choice, the first choir the user is approved in', async () => {
    const { beta, token } = await twoChoirs('aprobat-in-beta@example.com', false);
    expect((await (await first(token)).json()).choir_id).toBe(beta);
  });

  test('answers 403 when that choir’s boxes are not the user’s, 404 without a choir', async () => {
    expect((await first(tokens.pending)).status).toBe(403);
    expect((await first(tokens.founder)).status).toBe(403);
    const alone = await createMember(t, 'prima-pagina-fara-cor@example.com');
    expect((await first(alone.token)).status).toBe(404);
  });
});

describe('GET /api/dashboard/{id}/events', () => {
  test(`lists the ${DASHBOARD_LIST_SIZE} soonest future events, global ones included, soonest first`, async () => {
    const choirId = await createChoir(t, { name: 'Corul Evenimentelor' });
    const member = await createMember(t, 'evenimente-dash@example.com');
    await addMembership(t, member.id, choirId, { confirmed: true });
    await insertEvent(t, {
      choirId,
      start: hoursFromNow(-3),
      end: hoursFromNow(-2),
      title: 'Trecut',
    });
    // Sooner than any global event the other tests or the demo data made.
    const global = await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(0.5),
      end: hoursFromNow(1),
      title: 'Festival',
      type: 4,
    });
    for (let i = 1; i <= DASHBOARD_LIST_SIZE + 1; i++) {
      await insertEvent(t, {
        choirId,
        start: hoursFromNow(i * 0.1),
        end: hoursFromNow(i * 0.1 + 1),
        title: `Repetiția ${i}`,
      });
    }
    const body = await (await get(`/api/dashboard/${choirId}/events`, member.token)).json();
    expect(v.safeParse(v.array(dashboardEventSchema), body).success).toBe(true);
    expect(body.map((e: { title: string }) => e.title)).toEqual([
      'Repetiția 1',
      'Repetiția 2',
      'Repetiția 3',
      'Repetiția 4',
      'Festival',
    ]);
    expect(body[4]).toMatchObject({ id: global, type: 4, global_event: true });
    expect(body[0]).toMatchObject({ global_event: false, location: 'Sala mare' });
  });
});

describe('GET /api/dashboard/{id}/events, kept between reads', () => {
  const titles = (body: { title: string; global_event: boolean }[]) =>
    body.filter((e) => !e.global_event).map((e) => e.title);

  test("is read again when the choir's events or the user's answers change, and once its first event has started", async () => {
    const choirId = await createChoir(t, { name: 'Corul Ținut Minte' });
    const member = await createMember(t, 'evenimente-tinute@example.com');
    await addMembership(t, member.id, choirId, { confirmed: true });
    const box = async () =>
      (await get(`/api/dashboard/${choirId}/events`, member.token)).json() as Promise<
        { id: number; title: string; global_event: boolean; my_answer: string | null }[]
      >;
    const later = await insertEvent(t, {
      choirId,
      start: hoursFromNow(0.3),
      end: hoursFromNow(1),
      title: 'Repetiția de joi',
    });
    expect(titles(await box())).toEqual(['Repetiția de joi']);

    const sooner = await insertEvent(t, {
      choirId,
      start: hoursFromNow(0.2),
      end: hoursFromNow(1),
      title: 'Repetiția de marți',
    });
    expect(titles(await box())).toEqual(['Repetiția de marți', 'Repetiția de joi']);

    await t.db.update(events).set({ title: 'Concertul de joi' }).where(eq(events.id, later));
    expect(titles(await box())).toEqual(['Repetiția de marți', 'Concertul de joi']);

    const answer = await api(t.app, member.token).put(`/api/event/${sooner}/answer/`, {
      answer: 'maybe',
      note: '',
    });
    expect(answer.status).toBe(200);
    expect((await box()).find((e) => e.id === sooner)?.my_answer).toBe('maybe');

    const startsSoon = new Date(Date.now() + 1500);
    await insertEvent(t, {
      choirId,
      start: startsSoon,
      end: hoursFromNow(1),
      title: 'Încălzirea',
    });
    expect(titles(await box())).toEqual(['Încălzirea', 'Repetiția de marți', 'Concertul de joi']);
    await new Promise((done) => setTimeout(done, startsSoon.getTime() - Date.now() + 100));
    expect(titles(await box())).toEqual(['Repetiția de marți', 'Concertul de joi']);
  });
});

describe('GET /api/dashboard/{id}/summary and pending, kept between reads', () => {
  test("are read again when the choir's members or events change, and once an event has started", async () => {
    const choirId = await createChoir(t, { name: 'Corul Numărat' });
    const conductor = await createConductor(t, 'numara@example.com', choirId);
    const asker = await createMember(t, 'cere-intrarea@example.com');
    await addMembership(t, asker.id, choirId);
    const summary = async () =>
      (await get(`/api/dashboard/${choirId}/summary`, conductor.token)).json() as Promise<{
        members: number;
        waiting: number;
        events: number;
      }>;
    const pendingNames = async () =>
      (
        (await (await get(`/api/dashboard/${choirId}/pending`, conductor.token)).json()) as {
          first_name: string;
        }[]
      ).map((p) => p.first_name);
    const before = await summary();
    expect(before).toMatchObject({ members: 1, waiting: 1 });
    const [name] = await pendingNames();

    await t.db.update(users).set({ firstName: 'Ilinca' }).where(eq(users.id, asker.id));
    expect(await pendingNames()).toEqual(['Ilinca']);
    expect(name).not.toBe('Ilinca');

    const approved = await api(t.app, conductor.token).post(
      `/api/choir/${choirId}/approve-member/`,
      { user_id: asker.id },
    );
    expect(approved.status).toBe(200);
    expect(await summary()).toMatchObject({ members: 2, waiting: 0, events: before.events });
    expect(await pendingNames()).toEqual([]);

    const startsSoon = new Date(Date.now() + 1500);
    await insertEvent(t, { choirId, start: startsSoon, end: hoursFromNow(1) });
    expect((await summary()).events).toBe(before.events + 1);
    await new Promise((done) => setTimeout(done, startsSoon.getTime() - Date.now() + 100));
    expect((await summary()).events).toBe(before.events);
  });
});

describe('GET /api/dashboard/{id}/messages', () => {
  test('is an empty list until messaging exists', async () => {
    expect(await (await get(`/api/dashboard/${t.choirId}/messages`, tokens.singer)).json()).toEqual(
      [],
    );
  });
});

describe('the library boxes: GET /api/dashboard/scores/, /audiobook/, /videolessons/', () => {
  const LIBRARY = ['scores', 'audiobook', 'videolessons'] as const;
  /** People whose standing only the library boxes need. */
  const people: Record<string, string> = {};
  beforeAll(async () => {
    people.noChoir = (await createMember(t, 'niciun-cor@example.com')).token;
    const waitingSinger = await createMember(t, 'corist-neconfirmat-cor@example.com');
    await addMembership(t, waitingSinger.id, unconfirmedChoir, { confirmed: true });
    people.singerOfUnconfirmedChoir = waitingSinger.token;
    // Marked conductor but not approved: a conductor counts only once confirmed.
    const unapproved = await createMember(t, 'dirijor-neaprobat@example.com');
    await addMembership(t, unapproved.id, otherChoir, { conductor: true });
    people.unapprovedConductor = unapproved.token;
    // A singer in a confirmed choir who conducts a choir still waiting for the programme.
    const both = await createMember(t, 'corist-si-fondator@example.com');
    await addMembership(t, both.id, otherChoir, { confirmed: true });
    await addMembership(t, both.id, unconfirmedChoir, { confirmed: true, conductor: true });
    people.singerAndFounder = both.token;
  });

  const who = (role: string) => people[role] ?? tokens[role];
  const expectations: [string, Record<(typeof LIBRARY)[number], number>][] = [
    ['noChoir', { scores: 403, audiobook: 403, videolessons: 403 }],
    ['pending', { scores: 403, audiobook: 403, videolessons: 403 }],
    ['unapprovedConductor', { scores: 403, audiobook: 403, videolessons: 403 }],
    ['singerOfUnconfirmedChoir', { scores: 403, audiobook: 403, videolessons: 403 }],
    ['founder', { scores: 403, audiobook: 403, videolessons: 403 }],
    ['singer', { scores: 200, audiobook: 200, videolessons: 403 }],
    ['singerAndFounder', { scores: 200, audiobook: 200, videolessons: 403 }],
    ['conductor', { scores: 200, audiobook: 200, videolessons: 200 }],
    ['otherConductor', { scores: 200, audiobook: 200, videolessons: 200 }],
    ['staff', { scores: 200, audiobook: 200, videolessons: 200 }],
  ];

  test.each(LIBRARY)('%s answers 401 without a token', async (box) => {
    const res = await get(`/api/dashboard/${box}/`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: http.unauthorized });
  });

  test.each(expectations)('%s gets %o', async (role, statuses) => {
    for (const box of LIBRARY) {
      const res = await get(`/api/dashboard/${box}/`, who(role));
      expect({ box, status: res.status }).toEqual({ box, status: statuses[box] });
      const body = await res.json();
      // The demo library has more than 5 of each (tests/api/library.test.ts checks which 5).
      if (res.status === 200) expect(body).toHaveLength(DASHBOARD_LIST_SIZE);
      else expect(body).toEqual({ detail: http.forbidden });
    }
  });

  test.each(LIBRARY)('%s answers without the trailing slash too', async (box) => {
    expect((await get(`/api/dashboard/${box}`, tokens.conductor)).status).toBe(200);
  });

  test('a library box name is not a choir id of the per-choir boxes', async () => {
    expect((await get('/api/dashboard/scores/summary', tokens.conductor)).status).toBe(404);
  });
});
