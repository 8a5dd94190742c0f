/**
 * The parental consent tied to the child (issue #25): the age boundary in Bucharest time, the
 * child naming a parent (mail, resend, limits), the consent signed through the parent's link
 * linked to the child, the states, the join waiting for the consent, purpose by purpose, a
 * withdrawal that suspends the membership and mails the conductor, and who may do what.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { childCutoff, isUnderConsentAge, todayInBucharest } from '../../src/lib/dates.ts';
import { PARENT_CONSENT_MAILS } from '../../src/lib/limits.ts';
import {
  childConsent,
  conductorMail,
  parentEmailModal,
  parentMail,
  purposesPage,
} from '../../src/lib/messages-child-consent.ts';
import { consentMail } from '../../src/lib/messages-consent.ts';
import { childCutoffSql } from '../../src/server/consents/state.ts';
import { consentChanges, consents, outbox, users } from '../../src/server/db/schema.ts';
import { client, lastStaffAction, linkIn, type TestApp, testApp } from '../helpers/app.ts';
import { signConsent } from '../helpers/consent.ts';
import { addMembership, createChoir, createConductor, createMember } from '../helpers/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);
/** A birth date `years` years before today in Bucharest (plus `days`). */
const bornYearsAgo = (years: number, days = 0) => {
  const today = todayInBucharest();
  const d = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
let made = 0;
async function child(birthDate = bornYearsAgo(12)) {
  const m = await createMember(t, `copil${++made}@example.com`, { firstName: `Copil${made}` });
  await t.db.update(users).set({ birthDate }).where(eq(users.id, m.id));
  return m;
}
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
/** The token of the newest mail to `to` carrying `param` (the last path segment or ?cerere=). */
async function tokenMailedTo(to: string) {
  const mails = await mailsTo(to);
  const link = linkIn(mails.at(-1)?.text ?? '');
  return new URL(link).searchParams.get('cerere') ?? link.split('/').pop() ?? '';
}
/** Names a parent, signs the consent through the mailed link; the withdrawal token and the consent. */
async function consentFor(kid: { id: number; token: string }, parent: string) {
  expect(
    (await api(kid.token).post('/api/account/parent-consent/', { parent_email: parent })).status,
  ).toBe(200);
  const request = await tokenMailedTo(parent);
  const id = await signConsent(t, { email: parent, request }, `10.8.${made}.1`);
  const withdraw = linkIn(
    (await mailsTo(parent)).find((m) => m.subject === consentMail.parentSubject)?.text ?? '',
  )
    .split('/')
    .pop() as string;
  return { id, withdraw };
}

describe('childCutoff and isUnderConsentAge', () => {
  test('a child turns 16 on the birthday in Bucharest, around midnight UTC', () => {
    const born = '2010-06-15';
    // 2026-06-14 22:30 UTC is already 15 June (01:30) in Bucharest (UTC+3 in summer).
    expect(isUnderConsentAge(born, new Date('2026-06-14T20:59:00Z'))).toBe(true);
    expect(isUnderConsentAge(born, new Date('2026-06-14T21:00:00Z'))).toBe(false);
    expect(isUnderConsentAge(born, new Date('2026-06-15T12:00:00Z'))).toBe(false);
    // In winter Bucharest is UTC+2.
    expect(isUnderConsentAge('2010-12-01', new Date('2026-11-30T21:59:00Z'))).toBe(true);
    expect(isUnderConsentAge('2010-12-01', new Date('2026-11-30T22:00:00Z'))).toBe(false);
  });
  test('born on 29 February: 16 on 29 February of a leap year', () => {
    expect(isUnderConsentAge('2012-02-29', new Date('2028-02-28T12:00:00Z'))).toBe(true);
    expect(isUnderConsentAge('2012-02-29', new Date('2028-02-29T12:00:00Z'))).toBe(false);
  });
  test('the database computes the same cutoff as the browser, day by day', async () => {
    const days = ['2026-01-01', '2026-06-15', '2028-02-29', '2027-03-01', '2026-12-31'];
    for (const day of days) {
      const answer = await t.db.execute(
        sql`select ${childCutoffSql(sql`${day}::date`)}::text as cutoff`,
      );
      const [row] = (answer as unknown as { rows: { cutoff: string }[] }).rows;
      expect(row?.cutoff).toBe(childCutoff(day));
    }
  });
});

describe('POST /api/account/parent-consent/', () => {
  test('401 without a session', async () => {
    expect(
      (await api().post('/api/account/parent-consent/', { parent_email: 'p@example.com' })).status,
    ).toBe(401);
  });
  test('400 for a member of 16 (the birthday today)', async () => {
    const teen = await child(bornYearsAgo(16));
    const res = await api(teen.token).post('/api/account/parent-consent/', {
      parent_email: 'p16@example.com',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [parentEmailModal.notChild] });
  });
  test('400 for the child’s own address', async () => {
    const kid = await child(bornYearsAgo(16, 1));
    const res = await api(kid.token).post('/api/account/parent-consent/', {
      parent_email: `copil${made}@example.com`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ parent_email: [parentEmailModal.ownEmail] });
  });
  test('mails the parent a link prefilled with the child; a resend replaces the link; limited', async () => {
    const kid = await child();
    const first = await api(kid.token).post('/api/account/parent-consent/', {
      parent_email: 'mama1@example.com',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      required: true,
      state: 'missing',
      parent_email: 'mama1@example.com',
    });
    const [mail] = await mailsTo('mama1@example.com');
    expect(mail?.subject).toBe(parentMail.subject);
    const oldToken = await tokenMailedTo('mama1@example.com');
    const info = await api().post('/api/sign-ups/consent/request/', { token: oldToken });
    expect(await info.json()).toEqual({ child_name: `Copil${made} Test`, choir_name: '' });
    // Changed address: the old link opens nothing.
    await api(kid.token).post('/api/account/parent-consent/', {
      parent_email: 'tata1@example.com',
    });
    expect((await api().post('/api/sign-ups/consent/request/', { token: oldToken })).status).toBe(
      404,
    );
    for (let i = 2; i < PARENT_CONSENT_MAILS.max; i++)
      await api(kid.token).post('/api/account/parent-consent/', {
        parent_email: 'tata1@example.com',
      });
    const over = await api(kid.token).post('/api/account/parent-consent/', {
      parent_email: 'tata1@example.com',
    });
    expect(over.status).toBe(429);
  });
});

describe('the join waiting for the consent, and the consent’s effects', () => {
  test('a child’s request waits; approval refused until signed; withdrawal suspends and mails', async () => {
    const choirId = await createChoir(t, { name: 'Corul Acordului' });
    const conductor = await createConductor(t, 'dirijor-acord@example.com', choirId);
    const kid = await child();
    await addMembership(t, kid.id, choirId);
    const members = async () =>
      (await (await api(conductor.token).get(`/api/choir/${choirId}/members/`)).json()) as {
        user_id: number;
        consent: unknown;
      }[];
    expect((await members()).find((m) => m.user_id === kid.id)?.consent).toEqual({
      state: 'missing',
      withheld: [],
    });
    const refused = await api(conductor.token).post(`/api/choir/${choirId}/approve-member/`, {
      user_id: kid.id,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ non_field_errors: [childConsent.approveBlocked] });

    const { id, withdraw } = await consentFor(kid, 'mama-acord@example.com');
    const [row] = await t.db.select().from(consents).where(eq(consents.id, id));
    expect(row?.childUserId).toBe(kid.id);
    expect(
      (
        await api(conductor.token).post(`/api/choir/${choirId}/approve-member/`, {
          user_id: kid.id,
        })
      ).status,
    ).toBe(200);
    expect((await api(kid.token).get(`/api/choir/${choirId}/`)).status).toBe(200);
    expect((await api(kid.token).get(`/api/dashboard/${choirId}/events/`)).status).not.toBe(403);

    // One optional purpose withdrawn: a flag, a record, a mail to the conductor.
    const photos = await api().post('/api/sign-ups/consent/purpose/', {
      token: withdraw,
      purpose: 'agree4',
      given: false,
    });
    expect(photos.status).toBe(200);
    expect((await members()).find((m) => m.user_id === kid.id)?.consent).toEqual({
      state: 'valid',
      withheld: ['agree4'],
    });
    expect((await mailsTo('dirijor-acord@example.com')).map((m) => m.subject)).toContain(
      conductorMail.purposeSubject,
    );
    // Essential purposes cannot be withdrawn alone.
    const essential = await api().post('/api/sign-ups/consent/purpose/', {
      token: withdraw,
      purpose: 'agree1',
      given: false,
    });
    expect(essential.status).toBe(400);
    expect(await essential.json()).toEqual({ purpose: [purposesPage.purposeInvalid] });

    // The whole consent withdrawn: suspended at once, the conductor mailed, every change recorded.
    expect((await api().post('/api/sign-ups/consent/withdraw/', { token: withdraw })).status).toBe(
      200,
    );
    expect((await members()).find((m) => m.user_id === kid.id)?.consent).toMatchObject({
      state: 'withdrawn',
    });
    expect((await mailsTo('dirijor-acord@example.com')).map((m) => m.subject)).toContain(
      conductorMail.subject,
    );
    const status = await (
      await api().post('/api/sign-ups/consent/status/', { token: withdraw })
    ).json();
    expect(
      status.changes.map((c: { purpose: string; given: boolean }) => [c.purpose, c.given]),
    ).toEqual([
      ['agree4', false],
      ['all', false],
    ]);
    const dashboard = await api(kid.token).get(`/api/dashboard/${choirId}/events/`);
    expect(dashboard.status).toBe(403);
    const changes = await t.db
      .select()
      .from(consentChanges)
      .where(eq(consentChanges.consentId, id));
    expect(changes).toHaveLength(2);
    const after = await api().post('/api/sign-ups/consent/purpose/', {
      token: withdraw,
      purpose: 'agree4',
      given: true,
    });
    expect(after.status).toBe(400);
  });

  test('an expired consent counts as missing validity', async () => {
    const choirId = await createChoir(t, { name: 'Corul Expirat' });
    const conductor = await createConductor(t, 'dirijor-expirat@example.com', choirId);
    const kid = await child();
    await addMembership(t, kid.id, choirId);
    const { id } = await consentFor(kid, 'mama-expirat@example.com');
    await t.db
      .update(consents)
      .set({ signedAt: sql`now() - interval '7 years 1 day'` })
      .where(eq(consents.id, id));
    const list = (await (
      await api(conductor.token).get(`/api/choir/${choirId}/members/`)
    ).json()) as {
      user_id: number;
      consent: { state: string } | null;
    }[];
    expect(list.find((m) => m.user_id === kid.id)?.consent?.state).toBe('expired');
  });

  test('a consent withdrawn while a join is being approved: the approval sees it or suspends', async () => {
    const choirId = await createChoir(t, { name: 'Corul Concurent' });
    const conductor = await createConductor(t, 'dirijor-concurent@example.com', choirId);
    const kid = await child();
    await addMembership(t, kid.id, choirId);
    const { withdraw } = await consentFor(kid, 'mama-concurent@example.com');
    const [approve, withdrawn] = await Promise.all([
      api(conductor.token).post(`/api/choir/${choirId}/approve-member/`, { user_id: kid.id }),
      api().post('/api/sign-ups/consent/withdraw/', { token: withdraw }),
    ]);
    expect(withdrawn.status).toBe(200);
    expect([200, 400]).toContain(approve.status);
    // Whichever came first, the child does not take part now.
    expect((await api(kid.token).get(`/api/dashboard/${choirId}/events/`)).status).toBe(403);
  });

  test('a fellow singer never sees a child’s consent', async () => {
    const choirId = await createChoir(t, { name: 'Corul Colegilor' });
    await createConductor(t, 'dirijor-colegi@example.com', choirId);
    const singer = await createMember(t, 'coleg@example.com');
    await addMembership(t, singer.id, choirId, { confirmed: true });
    const kid = await child();
    await addMembership(t, kid.id, choirId, { confirmed: true });
    await consentFor(kid, 'mama-colegi@example.com');
    const list = (await (
      await api(singer.token).get(`/api/choir/${choirId}/members/`)
    ).json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) expect(m).not.toHaveProperty('consent');
  });

  test('staff see a child’s consent in the person and choir views, each read journalled', async () => {
    const staff = await createMember(t, 'echipa-acord@example.com', { staff: true });
    const choirId = await createChoir(t, { name: 'Corul Echipei' });
    const kid = await child();
    await addMembership(t, kid.id, choirId);
    const person = await (await api(staff.token).get(`/api/staff/people/${kid.id}/`)).json();
    expect(person.consent).toEqual({ state: 'missing', withheld: [] });
    expect(await lastStaffAction(t, 'consent.read')).toMatchObject({
      targetType: 'user',
      targetId: kid.id,
    });
    const choir = await (await api(staff.token).get(`/api/staff/choirs/${choirId}/`)).json();
    expect(choir.members[0].consent).toEqual({ state: 'missing', withheld: [] });
    expect(await lastStaffAction(t, 'consent.read')).toMatchObject({
      targetType: 'choir',
      targetId: choirId,
    });
  });
});
