/**
 * POST /api/choir/{id}/approve-members/ and refuse-members/ (issue #23): a conductor answers
 * several requests at once from the dashboard. Rights as the one-by-one actions; all or none;
 * the approval mails are the one-by-one path's, delivered over real SMTP.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choirMail, choirs as cm, validation } from '../../src/lib/messages.ts';
import { choirHistory, memberships } from '../../src/server/db/schema.ts';
import { client, type TestApp } from '../helpers/app.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';
import { deliverOverSmtp } from '../helpers/smtp-delivery.ts';

let t: TestApp;
let staffToken = '';
beforeAll(async () => {
  ({ t, staffToken } = await demoApp());
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);

/** A confirmed choir with a conductor, a singer and `requests` pending requests; e-mails from `tag`. */
async function choirWith(tag: string, requests = 2) {
  const choirId = await createChoir(t, { name: `Corul ${tag}` });
  const person = async (role: string, state: { confirmed?: boolean; conductor?: boolean }) => {
    const email = `${role}-${tag}@example.com`;
    const p = await createMember(t, email);
    await addMembership(t, p.id, choirId, state);
    return { ...p, email };
  };
  const conductor = await person('dirijor', { confirmed: true, conductor: true });
  const singer = await person('corist', { confirmed: true });
  const pending = [];
  for (let i = 1; i <= requests; i++) pending.push(await person(`cerere${i}`, {}));
  return { choirId, conductor, singer, pending };
}

const confirmedOf = async (choirId: number, userIds: number[]) =>
  (
    await t.db
      .select({ userId: memberships.userId, isConfirmed: memberships.isConfirmed })
      .from(memberships)
      .where(and(eq(memberships.choirId, choirId), inArray(memberships.userId, userIds)))
      .orderBy(memberships.userId)
  ).map((row) => row.isConfirmed);

describe.each(['approve-members', 'refuse-members'])('POST /api/choir/{id}/%s/', (action) => {
  test('without a session answers 401', async () => {
    const { choirId, pending } = await choirWith(`${action}-anon`, 1);
    const res = await api().post(`/api/choir/${choirId}/${action}/`, {
      user_ids: [pending[0]?.id],
    });
    expect(res.status).toBe(401);
  });

  test('by a singer of the choir answers 403 and changes nothing', async () => {
    const { choirId, singer, pending } = await choirWith(`${action}-singer`);
    const ids = pending.map((p) => p.id);
    const res = await api(singer.token).post(`/api/choir/${choirId}/${action}/`, { user_ids: ids });
    expect(res.status).toBe(403);
    expect(await confirmedOf(choirId, ids)).toEqual([false, false]);
  });

  test("by another choir's conductor answers 403 and changes nothing", async () => {
    const { choirId, pending } = await choirWith(`${action}-target`);
    const other = await choirWith(`${action}-other`, 0);
    const ids = pending.map((p) => p.id);
    const res = await api(other.conductor.token).post(`/api/choir/${choirId}/${action}/`, {
      user_ids: ids,
    });
    expect(res.status).toBe(403);
    expect(await confirmedOf(choirId, ids)).toEqual([false, false]);
  });

  test('with a request of another choir answers 404 and changes nothing (all or none)', async () => {
    const { choirId, conductor, pending } = await choirWith(`${action}-mixed`);
    const other = await choirWith(`${action}-elsewhere`, 1);
    const ids = pending.map((p) => p.id);
    const res = await api(conductor.token).post(`/api/choir/${choirId}/${action}/`, {
      user_ids: [...ids, other.pending[0]?.id],
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: cm.memberNotFound });
    expect(await confirmedOf(choirId, ids)).toEqual([false, false]);
  });

  test.each([
    [{}, validation.required],
    [{ user_ids: [] }, cm.membersPick],
    [{ user_ids: 'toți' }, cm.membersPick],
    [{ user_ids: ['x'] }, cm.memberId],
    [{ user_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, cm.membersTooMany(100)],
  ])('with the body %j answers 400', async (body, message) => {
    const { choirId, conductor } = await choirWith(`${action}-bad-${Math.random()}`, 0);
    const res = await api(conductor.token).post(`/api/choir/${choirId}/${action}/`, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
  });
});

describe('POST /api/choir/{id}/approve-members/', () => {
  test('approves every request and mails each member as approve-member does (real SMTP)', async () => {
    const { choirId, conductor, pending } = await choirWith('aprobare');
    const ids = pending.map((p) => p.id);
    const res = await api(conductor.token).post(`/api/choir/${choirId}/approve-members/`, {
      user_ids: [...ids, ids[0]],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user_id: number; status: boolean }[];
    expect(body.map((m) => m.user_id).sort()).toEqual([...ids].sort());
    expect(body.every((m) => m.status)).toBe(true);
    expect(await confirmedOf(choirId, ids)).toEqual([true, true]);
    const history = await t.db
      .select({ action: choirHistory.action })
      .from(choirHistory)
      .where(eq(choirHistory.choirId, choirId));
    expect(history.filter((row) => row.action === 'approved')).toHaveLength(2);

    const subject = choirMail.memberApprovedSubject('Corul aprobare');
    const reached = (await deliverOverSmtp(t))
      .filter((m) => m.subject === subject)
      .flatMap((m) => m.to);
    expect(reached.sort()).toEqual(pending.map((p) => p.email).sort());
  });

  test('answers an approved member unchanged, without a second mail', async () => {
    const { choirId, conductor, singer, pending } = await choirWith('deja', 1);
    const mark = await t.mailMark();
    const res = await api(conductor.token).post(`/api/choir/${choirId}/approve-members/`, {
      user_ids: [singer.id, pending[0]?.id],
    });
    expect(res.status).toBe(200);
    await t.lastMail(mark, pending[0]?.email ?? '');
    await expect(t.lastMail(mark, singer.email)).rejects.toThrow();
  });

  test('staff may approve in any choir', async () => {
    const { choirId, pending } = await choirWith('echipa', 1);
    const ids = pending.map((p) => p.id);
    const res = await api(staffToken).post(`/api/choir/${choirId}/approve-members/`, {
      user_ids: ids,
    });
    expect(res.status).toBe(200);
    expect(await confirmedOf(choirId, ids)).toEqual([true]);
  });
});

describe('POST /api/choir/{id}/refuse-members/', () => {
  test('refuses an approved member with 400 and changes nothing', async () => {
    const { choirId, conductor, singer, pending } = await choirWith('refuz-membru', 1);
    const ids = [singer.id, pending[0]?.id ?? 0];
    const res = await api(conductor.token).post(`/api/choir/${choirId}/refuse-members/`, {
      user_ids: ids,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [cm.notPending('Elena Test')] });
    expect(await confirmedOf(choirId, ids)).toHaveLength(2);
  });

  test('deletes every request, records each refusal and mails no one', async () => {
    const { choirId, conductor, pending } = await choirWith('refuz');
    const ids = pending.map((p) => p.id);
    const mark = await t.mailMark();
    const res = await api(conductor.token).post(`/api/choir/${choirId}/refuse-members/`, {
      user_ids: ids,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: cm.requestsRefused(2) });
    expect(await confirmedOf(choirId, ids)).toEqual([]);
    const history = await t.db
      .select({ action: choirHistory.action })
      .from(choirHistory)
      .where(eq(choirHistory.choirId, choirId));
    expect(history.filter((row) => row.action === 'refused')).toHaveLength(2);
    expect(await t.mailMark()).toBe(mark);
  });
});
