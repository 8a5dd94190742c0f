import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_UNCONFIRMED_MEMBERSHIPS } from '../../src/lib/limits.ts';
import { choirMail, choirs as cm } from '../../src/lib/messages.ts';
import { memberships, outbox } from '../../src/server/db/schema.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';

let t: TestApp;
let created = 0;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);
const membershipsOf = async (userId: number) =>
  t.db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.choirId);
const mailsTo = async (to: string) =>
  (await t.db.select({ n: count() }).from(outbox).where(eq(outbox.to, to)))[0]?.n ?? 0;

describe('POST /api/account/join_choir', () => {
  test.each([[{}], [{ choir: 'abc' }], [{ choir: 0 }], [{ choir: 1.5 }], [{ choir: null }]])(
    'answers 400 for the body %j',
    async (body) => {
      const user = await createMember(t, `fara-cor-${++created}@example.com`);
      const res = await api(user.token).post('/api/account/join_choir', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ choir: [cm.choirId] });
    },
  );

  test('answers 404 for a choir that does not exist', async () => {
    const user = await createMember(t, 'inexistent@example.com');
    expect((await api(user.token).post('/api/account/join_choir', { choir: 999_999 })).status).toBe(
      404,
    );
  });

  test('refuses a fourth pending membership with the spec text, after three succeed', async () => {
    const user = await createMember(t, 'patru-coruri@example.com');
    const ids = await Promise.all(
      [1, 2, 3, 4].map((i) => createChoir(t, { name: `Corul Limită ${i}` })),
    );
    for (const id of ids.slice(0, MAX_UNCONFIRMED_MEMBERSHIPS + 1)) {
      const res = await api(user.token).post('/api/account/join_choir', { choir: id });
      expect(res.status).toBe(200);
    }
    const res = await api(user.token).post('/api/account/join_choir', { choir: ids[3] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      non_field_errors: ['Ești membru în trei coruri în care nu ai fost confirmat.'],
    });
    expect(await membershipsOf(user.id)).toHaveLength(3);
  });

  test('lets the user join again once a conductor approves one of the three', async () => {
    const user = await createMember(t, 'aprobat-unul@example.com');
    const ids = await Promise.all(
      [1, 2, 3, 4].map((i) => createChoir(t, { name: `Corul Aprobare ${i}` })),
    );
    for (const id of ids.slice(0, 3)) await addMembership(t, user.id, id);
    await t.db
      .update(memberships)
      .set({ isConfirmed: true })
      .where(and(eq(memberships.userId, user.id), eq(memberships.choirId, ids[0] ?? 0)));
    expect((await api(user.token).post('/api/account/join_choir', { choir: ids[3] })).status).toBe(
      200,
    );
  });

  test('counts concurrent requests: of six joins sent at once, three succeed', async () => {
    const user = await createMember(t, 'grabit@example.com');
    const ids = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => createChoir(t, { name: `Corul Grabă ${i}` })),
    );
    const statuses = await Promise.all(
      ids.map(
        async (id) => (await api(user.token).post('/api/account/join_choir', { choir: id })).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(await membershipsOf(user.id)).toHaveLength(3);
  });

  test('creates a pending membership, answers the choir as listed and mails its conductor', async () => {
    const user = await createMember(t, 'cerere@example.com', { firstName: 'Sorin' });
    const mark = await t.mailMark();
    const res = await api(user.token).post('/api/account/join_choir', { choir: t.choirId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: t.choirId,
      is_confirmed: true,
      is_member: true,
      user_is_confirmed: false,
    });
    expect(await membershipsOf(user.id)).toEqual([
      expect.objectContaining({ choirId: t.choirId, isConfirmed: false, isConductor: false }),
    ]);

    const mail = await t.lastMail(
      mark,
      'dirijor@example.com',
      choirMail.joinRequestSubject('Corul de copii „Vocile Iașului”'),
    );
    expect(mail.text).toContain('Sorin Test');
    expect(mail.text).toContain('http://localhost:4321/cont/corul-meu?members=pending');
  });

  test('is idempotent: joining twice keeps one membership and sends one mail', async () => {
    const conductor = await createMember(t, 'dirijor-idempotent@example.com');
    const choirId = await createChoir(t, { name: 'Corul Repetat' });
    await addMembership(t, conductor.id, choirId, { confirmed: true, conductor: true });
    const user = await createMember(t, 'de-doua-ori@example.com');
    for (const key of ['choir', 'id', 'choir_id']) {
      const res = await api(user.token).post('/api/account/join_choir', { [key]: String(choirId) });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: choirId,
        is_member: true,
        user_is_confirmed: false,
      });
    }
    expect(await membershipsOf(user.id)).toHaveLength(1);
    expect(await mailsTo('dirijor-idempotent@example.com')).toBe(1);
  });

  test('tells the conductors once a day, even when the user leaves and joins again', async () => {
    const conductor = await createMember(t, 'dirijor-o-data@example.com');
    const choirId = await createChoir(t, { name: 'Corul Răbdător' });
    await addMembership(t, conductor.id, choirId, { confirmed: true, conductor: true });
    const user = await createMember(t, 'du-te-vino@example.com');
    for (let i = 0; i < 3; i++) {
      expect(
        (await api(user.token).post('/api/account/join_choir', { choir: choirId })).status,
      ).toBe(200);
      await api(user.token).post('/api/account/remove_choir', { choir: choirId });
    }
    expect(await mailsTo('dirijor-o-data@example.com')).toBe(1);
  });

  test('answers a confirmed member joining again as confirmed, even at the limit', async () => {
    const user = await createMember(t, 'deja-confirmat@example.com');
    const ids = await Promise.all(
      [1, 2, 3, 4].map((i) => createChoir(t, { name: `Corul Deja ${i}` })),
    );
    await addMembership(t, user.id, ids[0] ?? 0, { confirmed: true });
    for (const id of ids.slice(1)) await addMembership(t, user.id, id);
    const res = await api(user.token).post('/api/account/join_choir', { choir: ids[0] });
    expect(await res.json()).toMatchObject({ is_member: true, user_is_confirmed: true });
  });

  test('mails the staff when the choir has no conductor', async () => {
    const choirId = await createChoir(t, { name: 'Corul Fără Dirijor' });
    const user = await createMember(t, 'orfan@example.com', { firstName: 'Ilie' });
    const mark = await t.mailMark();
    await api(user.token).post('/api/account/join_choir', { choir: choirId });
    const mail = await t.lastMail(
      mark,
      'admin@example.com',
      choirMail.joinRequestSubject('Corul Fără Dirijor'),
    );
    expect(mail.text).toContain('Ilie Test');
  });
});

describe('POST /api/account/remove_choir', () => {
  test('answers 400 without a choir id', async () => {
    const user = await createMember(t, 'pleaca-fara-id@example.com');
    expect(await (await api(user.token).post('/api/account/remove_choir', {})).json()).toEqual({
      choir: [cm.choirId],
    });
  });

  test('answers 404 for a choir that does not exist', async () => {
    const user = await createMember(t, 'pleaca-inexistent@example.com');
    expect(
      (await api(user.token).post('/api/account/remove_choir', { choir: 999_999 })).status,
    ).toBe(404);
  });

  test('leaves the choir, and answers 200 again when no longer a member', async () => {
    const user = await createMember(t, 'pleaca@example.com');
    const choirId = await createChoir(t, { name: 'Corul Plecării' });
    await addMembership(t, user.id, choirId, { confirmed: true });
    for (let i = 0; i < 2; i++) {
      const res = await api(user.token).post('/api/account/remove_choir', { choir: choirId });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: choirId,
        is_member: false,
        user_is_confirmed: false,
      });
    }
    expect(await membershipsOf(user.id)).toEqual([]);
  });

  test('frees a place under the join limit', async () => {
    const user = await createMember(t, 'elibereaza@example.com');
    const ids = await Promise.all(
      [1, 2, 3, 4].map((i) => createChoir(t, { name: `Corul Loc ${i}` })),
    );
    for (const id of ids.slice(0, 3)) await addMembership(t, user.id, id);
    await api(user.token).post('/api/account/remove_choir', { choir: ids[0] });
    expect((await api(user.token).post('/api/account/join_choir', { choir: ids[3] })).status).toBe(
      200,
    );
  });

  test('mails the staff when the last conductor leaves a choir that still has members', async () => {
    const choirId = await createChoir(t, { name: 'Corul Ultimului Dirijor' });
    const conductor = await createMember(t, 'ultimul-dirijor@example.com', { firstName: 'Victor' });
    const singer = await createMember(t, 'ramane@example.com');
    await addMembership(t, conductor.id, choirId, { confirmed: true, conductor: true });
    await addMembership(t, singer.id, choirId, { confirmed: true });
    const mark = await t.mailMark();
    expect(
      (await api(conductor.token).post('/api/account/remove_choir', { choir: choirId })).status,
    ).toBe(200);
    const mail = await t.lastMail(
      mark,
      'admin@example.com',
      choirMail.noConductorSubject('Corul Ultimului Dirijor'),
    );
    expect(mail.text).toContain('Victor Test');
    expect(
      await t.db.select().from(memberships).where(eq(memberships.choirId, choirId)),
    ).toHaveLength(1);
  });

  test('does not mail the staff while another conductor remains', async () => {
    const choirId = await createChoir(t, { name: 'Corul Doi Dirijori' });
    const first = await createMember(t, 'primul-dirijor@example.com');
    const second = await createMember(t, 'al-doilea-dirijor@example.com');
    await addMembership(t, first.id, choirId, { confirmed: true, conductor: true });
    await addMembership(t, second.id, choirId, { confirmed: true, conductor: true });
    const before = await mailsTo('admin@example.com');
    await api(first.token).post('/api/account/remove_choir', { choir: choirId });
    expect(await mailsTo('admin@example.com')).toBe(before);
  });
});
