import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choirMail, choirs as cm, http, validation } from '../../src/lib/messages.ts';
import { memberships, outbox, users } from '../../src/server/db/schema.ts';
import { DEMO_PENDING_REQUESTS } from '../../src/server/db/seed/pending.ts';
import { client } from '../helpers/app.ts';
import type { DemoApp } from '../helpers/members.ts';
import {
  addMembership,
  createChoir,
  createConductor,
  createMember,
  demoApp,
} from '../helpers/members.ts';

let { t, tokens, ids } = {} as DemoApp;
let unconfirmedChoir: number;
beforeAll(async () => {
  ({ t, tokens, ids } = await demoApp());
  const otherChoir = await createChoir(t, { name: 'Corul Vecin' });
  const other = await createConductor(t, 'dirijor-vecin@example.com', otherChoir);
  tokens.otherConductor = other.token;

  unconfirmedChoir = await createChoir(t, { name: 'Corul Nou Înființat', confirmed: false });
  const founder = await createConductor(t, 'fondator-membri@example.com', unconfirmedChoir);
  tokens.founder = founder.token;
  ids.founder = founder.id;
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);

/** A confirmed choir of its own: a conductor (two with `conductors: 2`), a singer, a request. */
let made = 0;
async function freshChoir(options: { conductors?: 1 | 2; confirmed?: boolean } = {}) {
  const i = ++made;
  const choirId = await createChoir(t, {
    name: `Corul Membrilor ${i}`,
    confirmed: options.confirmed ?? true,
  });
  const person = async (role: string, state: { confirmed?: boolean; conductor?: boolean }) => {
    const p = await createMember(t, `${role}-${i}@example.com`);
    await addMembership(t, p.id, choirId, state);
    return { ...p, email: `${role}-${i}@example.com` };
  };
  const conductor = await person('dirijor', { confirmed: true, conductor: true });
  const second =
    options.conductors === 2
      ? await person('dirijor2', { confirmed: true, conductor: true })
      : undefined;
  const singer = await person('corist', { confirmed: true });
  const pending = await person('nou', {});
  return { choirId, conductor, second, singer, pending };
}

const membershipOf = async (userId: number, choirId: number) =>
  (
    await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.choirId, choirId)))
  )[0];
const conductorsOf = async (choirId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(memberships)
      .where(
        and(
          eq(memberships.choirId, choirId),
          eq(memberships.isConfirmed, true),
          eq(memberships.isConductor, true),
        ),
      )
  )[0]?.n ?? 0;
const mailsTo = async (to: string) =>
  (await t.db.select({ n: count() }).from(outbox).where(eq(outbox.to, to)))[0]?.n ?? 0;

const FULL_KEYS = [
  'avatar',
  'birth_date',
  'city',
  'consent',
  'county',
  'date_joined',
  'email',
  'first_name',
  'id',
  'last_name',
  'name',
  'sex',
  'status',
  'type',
  'user_id',
  'voice_part',
];
const PUBLIC_KEYS = [
  'avatar',
  'city',
  'county',
  'first_name',
  'id',
  'last_name',
  'name',
  'status',
  'type',
  'user_id',
];
type Member = Record<string, unknown> & { user_id: number; type: string; status: boolean };

describe('GET /api/choir/{id}/members/', () => {
  const path = () => `/api/choir/${t.choirId}/members/`;

  test('answers 401 without a token', async () => {
    const res = await api().get(path());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: http.unauthorized });
  });

  test.each(['999999', 'abc', '0'])('answers 404 for the choir id %s', async (id) => {
    expect((await api(tokens.staff).get(`/api/choir/${id}/members/`)).status).toBe(404);
  });

  test.each(['otherConductor', 'pending'])(
    'answers 403 to %s (not a confirmed member)',
    async (who) => {
      const res = await api(tokens[who]).get(path());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: http.forbidden });
    },
  );

  test('answers 403 to the conductor of a choir the programme has not confirmed', async () => {
    const res = await api(tokens.founder).get(`/api/choir/${unconfirmedChoir}/members`);
    expect(res.status).toBe(403);
  });

  test('gives staff every member of an unconfirmed choir', async () => {
    const res = await api(tokens.staff).get(`/api/choir/${unconfirmedChoir}/members`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Member[]).map((m) => m.user_id)).toEqual([ids.founder]);
  });

  test('gives the conductor every membership, pending too, with the full shape', async () => {
    const res = await api(tokens.conductor).get(path());
    expect(res.status).toBe(200);
    const members = (await res.json()) as Member[];
    // The demo's accounts, in the list's order, and the seed's other waiting children.
    const demo = [ids.conductor, ids.singer, ids.pending];
    expect(members.map((m) => m.user_id).filter((id) => demo.includes(id))).toEqual(demo);
    expect(members).toHaveLength(demo.length + DEMO_PENDING_REQUESTS.length);
    for (const m of members) expect(Object.keys(m).sort()).toEqual(FULL_KEYS);
    expect(members[0]).toMatchObject({
      id: ids.conductor,
      name: 'Ana Popescu',
      first_name: 'Ana',
      last_name: 'Popescu',
      email: 'dirijor@example.com',
      sex: 'F',
      city: 'Iași',
      county: 'IS',
      birth_date: '1985-04-12',
      type: '1',
      status: true,
    });
    const pending = members.find((m) => m.user_id === ids.pending);
    expect(pending).toMatchObject({ name: 'Ioana Marin', type: '0', status: false });
    expect(new Date(String(pending?.date_joined)).toISOString()).toBe(pending?.date_joined);
  });

  test('gives staff the full shape too', async () => {
    const members = (await (await api(tokens.staff).get(path())).json()) as Member[];
    expect(members).toHaveLength(3 + DEMO_PENDING_REQUESTS.length);
    expect(Object.keys(members[0] ?? {}).sort()).toEqual(FULL_KEYS);
  });

  test('gives a confirmed singer the approved members only, without e-mail, sex or birth date', async () => {
    const res = await api(tokens.singer).get(path());
    expect(res.status).toBe(200);
    const members = (await res.json()) as Member[];
    expect(members.map((m) => m.user_id)).toEqual([ids.conductor, ids.singer]);
    for (const m of members) expect(Object.keys(m).sort()).toEqual(PUBLIC_KEYS);
    expect(members[1]).toEqual({
      id: ids.singer,
      user_id: ids.singer,
      name: 'Matei Ionescu',
      first_name: 'Matei',
      last_name: 'Ionescu',
      city: 'Iași',
      county: 'IS',
      avatar: null,
      type: '0',
      status: true,
    });
  });

  test('orders conductors first, then by last and first name, ignoring case and diacritics', async () => {
    const { choirId, conductor, second, singer, pending } = await freshChoir({ conductors: 2 });
    const rename = (id: number, firstName: string, lastName: string) =>
      t.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));
    const extra = await createMember(t, `extra-${choirId}@example.com`);
    await addMembership(t, extra.id, choirId, { confirmed: true });
    await rename(conductor.id, 'Zoe', 'Zamfir');
    await rename(second?.id ?? 0, 'Ion', 'Ăbrudan');
    await rename(singer.id, 'Ștefan', 'țurcanu');
    await rename(pending.id, 'Ana', 'Tănase');
    await rename(extra.id, 'Bogdan', 'Tanase');
    const members = (await (
      await api(conductor.token).get(`/api/choir/${choirId}/members`)
    ).json()) as Member[];
    expect(members.map((m) => m.name)).toEqual([
      'Ion Ăbrudan',
      'Zoe Zamfir',
      'Ana Tănase',
      'Bogdan Tanase',
      'Ștefan țurcanu',
    ]);
  });

  test('shows at once what changed since the last read (the table is kept between changes)', async () => {
    const { choirId, conductor, singer } = await freshChoir();
    const row = async () =>
      (
        (await (
          await api(conductor.token).get(`/api/choir/${choirId}/members/`)
        ).json()) as Member[]
      ).find((m) => m.user_id === singer.id);
    expect((await row())?.city).not.toBe('Zalău');
    await t.db
      .update(users)
      .set({ city: 'Zalău', county: 'SJ', birthDate: '2001-02-03', sex: 'F' })
      .where(eq(users.id, singer.id));
    expect(await row()).toMatchObject({
      city: 'Zalău',
      county: 'SJ',
      birth_date: '2001-02-03',
      sex: 'F',
    });
    await t.db.update(users).set({ avatar: 'avatars/nou.webp' }).where(eq(users.id, singer.id));
    expect((await row())?.avatar).toContain('nou.webp');
  });
});

/** The four actions, each with the member it succeeds on and what it answers then. */
const ACTIONS = [
  { action: 'approve-member', target: 'pending', expected: { type: '0', status: true } },
  { action: 'remove-member', target: 'pending', expected: { detail: cm.memberRemoved } },
  { action: 'make-conductor', target: 'singer', expected: { type: '1', status: true } },
  { action: 'make-member', target: 'second', expected: { type: '0', status: true } },
] as const;

describe.each(ACTIONS)('POST /api/choir/{id}/$action/', ({ action, target, expected }) => {
  const path = (choirId: number) => `/api/choir/${choirId}/${action}/`;

  test('answers 401 without a token', async () => {
    const res = await api().post(path(t.choirId), { user_id: ids.singer });
    expect(res.status).toBe(401);
  });

  test.each(['999999', 'abc'])('answers 404 for the choir id %s', async (id) => {
    const res = await api(tokens.staff).post(`/api/choir/${id}/${action}/`, {
      user_id: ids.singer,
    });
    expect(res.status).toBe(404);
  });

  test.each(['otherConductor', 'pending', 'singer'])(
    'answers 403 to %s and changes nothing',
    async (who) => {
      const res = await api(tokens[who]).post(path(t.choirId), { user_id: ids.pending });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: http.forbidden });
      expect(await membershipOf(ids.pending ?? 0, t.choirId)).toMatchObject({ isConfirmed: false });
    },
  );

  test('answers 403 to the conductor of a choir the programme has not confirmed', async () => {
    const c = await freshChoir({ confirmed: false, conductors: 2 });
    const res = await api(c.conductor.token).post(path(c.choirId), { user_id: c[target]?.id });
    expect(res.status).toBe(403);
  });

  test.each(['conductor', 'staff'])('answers 200 to the %s', async (who) => {
    const c = await freshChoir({ conductors: 2 });
    const token = who === 'staff' ? tokens.staff : c.conductor.token;
    const userId = c[target]?.id ?? 0;
    const res = await api(token).post(path(c.choirId), { user_id: userId });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject(expected);
    if ('user_id' in body) {
      expect(body.user_id).toBe(userId);
      expect(Object.keys(body).sort()).toEqual(FULL_KEYS);
    }
  });

  test('answers 400 without a user_id', async () => {
    const res = await api(tokens.conductor).post(path(t.choirId), {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ user_id: [validation.required] });
  });

  test.each([
    [{ user_id: 'abc' }],
    [{ user_id: 0 }],
    [{ user_id: 1.5 }],
    [{ user_id: null }],
    [{ user_id: 99_999_999_999 }],
  ])('answers 400 for the body %j', async (body) => {
    const res = await api(tokens.conductor).post(path(t.choirId), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ user_id: [cm.memberId] });
  });

  test('answers 404 for a user who is not in the choir', async () => {
    const res = await api(tokens.conductor).post(path(t.choirId), { user_id: ids.staff });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: cm.memberNotFound });
  });
});

describe('POST /api/choir/{id}/approve-member/', () => {
  test('approves the request, mails the member once, and is idempotent', async () => {
    const c = await freshChoir();
    const path = `/api/choir/${c.choirId}/approve-member`;
    // The user id as a numeric string works too.
    const mark = await t.mailMark();
    const res = await api(c.conductor.token).post(path, { user_id: String(c.pending.id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user_id: c.pending.id, status: true, type: '0' });
    expect(await membershipOf(c.pending.id, c.choirId)).toMatchObject({ isConfirmed: true });

    const choirs = (await (await api(c.pending.token).get('/api/account/choirs/')).json()) as {
      id: number;
      user_is_confirmed: boolean;
    }[];
    expect(choirs.find((ch) => ch.id === c.choirId)).toMatchObject({ user_is_confirmed: true });

    const mail = await t.lastMail(
      mark,
      c.pending.email,
      choirMail.memberApprovedSubject(`Corul Membrilor ${made}`),
    );
    expect(mail.text).toContain('http://localhost:4321/cont/dashboard');
    // Signed once, by the mailer.
    expect(mail.text.match(/Echipa programului/g)).toHaveLength(1);

    const again = await api(c.conductor.token).post(path, { user_id: c.pending.id });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: true });
    expect(await mailsTo(c.pending.email)).toBe(1);
  });
});

describe('POST /api/choir/{id}/remove-member/', () => {
  test('refuses a pending request and removes an approved singer', async () => {
    const c = await freshChoir();
    const path = `/api/choir/${c.choirId}/remove-member`;
    for (const who of [c.pending, c.singer]) {
      const res = await api(c.conductor.token).post(path, { user_id: who.id });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ detail: cm.memberRemoved });
      expect(await membershipOf(who.id, c.choirId)).toBeUndefined();
    }
    // Gone: a second removal finds no member.
    expect((await api(c.conductor.token).post(path, { user_id: c.singer.id })).status).toBe(404);
  });

  test('refuses to remove oneself', async () => {
    const c = await freshChoir({ conductors: 2 });
    const res = await api(c.conductor.token).post(`/api/choir/${c.choirId}/remove-member`, {
      user_id: c.conductor.id,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [cm.memberSelfRemove] });
    expect(await membershipOf(c.conductor.id, c.choirId)).toBeDefined();
  });

  test('lets a conductor remove another conductor, but not the last one', async () => {
    const c = await freshChoir({ conductors: 2 });
    const path = `/api/choir/${c.choirId}/remove-member`;
    expect((await api(c.conductor.token).post(path, { user_id: c.second?.id })).status).toBe(200);
    const res = await api(tokens.staff).post(path, { user_id: c.conductor.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [cm.lastConductor] });
    expect(await conductorsOf(c.choirId)).toBe(1);
  });
});

describe('POST /api/choir/{id}/make-conductor/ and make-member/', () => {
  test('refuses to promote a request not yet approved', async () => {
    const c = await freshChoir();
    const res = await api(c.conductor.token).post(`/api/choir/${c.choirId}/make-conductor`, {
      user_id: c.pending.id,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [cm.approveFirst] });
    expect(await membershipOf(c.pending.id, c.choirId)).toMatchObject({ isConductor: false });
  });

  test('promotes a singer: their conductor_in shows the choir at once, despite the session cache', async () => {
    const c = await freshChoir();
    const details = async () =>
      (
        (await (await api(c.singer.token).get('/api/account/details/')).json()) as {
          conductor_in: number[];
        }
      ).conductor_in;
    expect(await details()).toEqual([]); // Now cached by the server.
    const path = `/api/choir/${c.choirId}/make-conductor`;
    const res = await api(c.conductor.token).post(path, { user_id: c.singer.id });
    expect(await res.json()).toMatchObject({ type: '1', status: true });
    expect(await details()).toEqual([c.choirId]);
    // Idempotent; and the new conductor may now act.
    expect(
      await (await api(c.conductor.token).post(path, { user_id: c.singer.id })).json(),
    ).toMatchObject({ type: '1' });
    const approve = await api(c.singer.token).post(`/api/choir/${c.choirId}/approve-member`, {
      user_id: c.pending.id,
    });
    expect(approve.status).toBe(200);
  });

  test('make-member leaves a singer as they are', async () => {
    const c = await freshChoir();
    const res = await api(c.conductor.token).post(`/api/choir/${c.choirId}/make-member`, {
      user_id: c.singer.id,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ type: '0', status: true });
  });

  test('refuses to demote the last conductor, even for staff', async () => {
    const c = await freshChoir();
    for (const token of [c.conductor.token, tokens.staff]) {
      const res = await api(token).post(`/api/choir/${c.choirId}/make-member`, {
        user_id: c.conductor.id,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ non_field_errors: [cm.lastConductor] });
    }
    expect(await conductorsOf(c.choirId)).toBe(1);
  });

  test('lets a conductor step down while another remains; they then see the singer view', async () => {
    const c = await freshChoir({ conductors: 2 });
    const res = await api(c.conductor.token).post(`/api/choir/${c.choirId}/make-member`, {
      user_id: c.conductor.id,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ type: '0', status: true });
    const members = (await (
      await api(c.conductor.token).get(`/api/choir/${c.choirId}/members`)
    ).json()) as Member[];
    expect(Object.keys(members[0] ?? {}).sort()).toEqual(PUBLIC_KEYS);
    expect(members.some((m) => m.user_id === c.pending.id)).toBe(false);
    // No longer a conductor: the actions are refused.
    const again = await api(c.conductor.token).post(`/api/choir/${c.choirId}/make-member`, {
      user_id: c.second?.id,
    });
    expect(again.status).toBe(403);
  });
});

describe('two conductors acting at once', () => {
  const both = async (
    c: Awaited<ReturnType<typeof freshChoir>>,
    action: string,
    targets: [number, number],
  ) =>
    (
      await Promise.all([
        api(c.conductor.token).post(`/api/choir/${c.choirId}/${action}`, { user_id: targets[0] }),
        api(c.second?.token).post(`/api/choir/${c.choirId}/${action}`, { user_id: targets[1] }),
      ])
    )
      .map((res) => res.status)
      .sort();

  test('each demoting the other leaves one conductor', async () => {
    const c = await freshChoir({ conductors: 2 });
    const statuses = await both(c, 'make-member', [c.second?.id ?? 0, c.conductor.id]);
    expect(statuses).toEqual([200, 403]);
    expect(await conductorsOf(c.choirId)).toBe(1);
  });

  test('each stepping down leaves one conductor', async () => {
    const c = await freshChoir({ conductors: 2 });
    const statuses = await both(c, 'make-member', [c.conductor.id, c.second?.id ?? 0]);
    expect(statuses).toEqual([200, 400]);
    expect(await conductorsOf(c.choirId)).toBe(1);
  });

  test('each removing the other leaves one conductor', async () => {
    const c = await freshChoir({ conductors: 2 });
    const statuses = await both(c, 'remove-member', [c.second?.id ?? 0, c.conductor.id]);
    expect(statuses).toEqual([200, 403]);
    expect(await conductorsOf(c.choirId)).toBe(1);
  });
});
