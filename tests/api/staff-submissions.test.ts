/**
 * The back office's sign-ups and consents (GET /api/staff/submissions/…, issue #12): each form's
 * list (newest first, searched, filtered, paged), one submission whole, the CSV export, the
 * consent states computed in SQL and the signed PDF, whose every download is recorded.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  submissionDetailSchema,
  submissionPageSchema,
  workshopChoicesSchema,
} from '../../src/lib/api/staff-submissions.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { validation } from '../../src/lib/messages.ts';
import { CLOSED_QUESTIONS, OPEN_QUESTIONS } from '../../src/lib/messages-questionnaire.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { submissions as m } from '../../src/lib/messages-staff-submissions.ts';
import { consents, staffActions, workshops } from '../../src/server/db/schema.ts';
import { DEMO_WORKSHOPS } from '../../src/server/db/seed/workshops.ts';
import { client } from '../helpers/app.ts';
import { signConsent } from '../helpers/consent.ts';
import type { DemoApp } from '../helpers/members.ts';
import { demoApp } from '../helpers/members.ts';
import {
  auditionBody,
  campaignBody,
  QUESTIONNAIRE_CLOSED,
  workshopBody,
} from '../helpers/signup-bodies.ts';
import { signupSender } from '../helpers/signups.ts';

let { t, tokens, ids } = {} as DemoApp;
const consentIds: Record<'valid' | 'withdrawn' | 'expired', number> = {
  valid: 0,
  withdrawn: 0,
  expired: 0,
};
const workshopIds: Record<string, number> = {};

const BASE = '/api/staff/submissions';
const staffApi = () => client(t.app, tokens.staff);
const list = async (path: string) => {
  const res = await staffApi().get(`${BASE}/${path}`);
  expect(res.status).toBe(200);
  return v.parse(submissionPageSchema, await res.json());
};
const detail = async (path: string) => {
  const res = await staffApi().get(`${BASE}/${path}`);
  expect(res.status).toBe(200);
  return v.parse(submissionDetailSchema, await res.json());
};
const lastAction = async () => {
  const [row] = await t.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
  return row;
};

const auditions = signupSender(() => t, '/api/signup/auditions/');
const campaign = signupSender(() => t, '/api/sign-ups/campaign/');
const questionnaire = signupSender(() => t, '/api/sign-ups/questionnaire/');
const workshopSender = signupSender(() => t, '/api/sign-ups/workshops/');

const audition = (firstName: string, lastName: string, category = 'choir') =>
  auditionBody({
    category,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    reason: '',
    experience: '',
  });
const campaignAnswer = (name: string, county: string) => campaignBody({ name, county });
const QUESTIONNAIRE = QUESTIONNAIRE_CLOSED;
const workshopSignup = (name: string, chosen: number[]) =>
  workshopBody(chosen, { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com` });

beforeAll(async () => {
  ({ t, tokens, ids } = await demoApp());
  const sent = async (res: Response) => expect((res as Response).status).toBe(201);
  await sent(await auditions.post(audition('Ioana', 'Țăranu')));
  await sent(await auditions.post(audition('Mihai', 'Popa', 'recorder')));
  await sent(await campaign.post(campaignAnswer('Mihai Ștefănescu', 'CJ')));
  await sent(await campaign.post(campaignAnswer('Elena Radu', 'IS')));
  await sent(
    await questionnaire.post({
      ...QUESTIONNAIRE,
      q17: 'Mai mult timp pentru fiecare copil.',
      submission_id: randomUUID(),
    }),
  );
  for (const row of await t.db.select().from(workshops)) workshopIds[row.title] = row.id;
  const choir = workshopIds[DEMO_WORKSHOPS.choir] ?? 0;
  const recorder = workshopIds[DEMO_WORKSHOPS.recorder] ?? 0;
  await sent(await workshopSender.post(workshopSignup('Maria Popescu', [choir])));
  await sent(await workshopSender.post(workshopSignup('Andrei Dinu', [choir, recorder])));
  // The demo's consents (issue #25) out of the way: the list holds only this file's three.
  await t.db.delete(consents);
  consentIds.expired = await signConsent(t, { childName: 'Radu Vechi' }, '10.9.0.1');
  consentIds.withdrawn = await signConsent(t, { childName: 'Dana Retrasă' }, '10.9.0.2');
  consentIds.valid = await signConsent(t, { childName: 'Ioana Țăranu' }, '10.9.0.3');
  await t.db
    .update(consents)
    .set({ withdrawnAt: sql`now()` })
    .where(eq(consents.id, consentIds.withdrawn));
  // Signed seven years and a day ago: past CONSENT_VALID_YEARS.
  await t.db
    .update(consents)
    .set({ signedAt: sql`now() - interval '7 years 1 day'` })
    .where(eq(consents.id, consentIds.expired));
});
afterAll(() => t.close());

describe('GET /api/staff/submissions/<form>/', () => {
  test('auditions: newest first, each row its main fields, searched without diacritics', async () => {
    const page = await list('auditions/');
    expect(page.count).toBe(2);
    expect(page.results.map((row) => row.name)).toEqual(['Mihai Popa', 'Ioana Țăranu']);
    expect(page.results[0]).toMatchObject({
      age: 9,
      category: 'Grupul de flaut drept (5–14 ani)',
      email: 'mihai@example.com',
      phone: '0722123456',
    });
    const found = await list('auditions/?q=taranu');
    expect(found.results.map((row) => row.name)).toEqual(['Ioana Țăranu']);
    expect((await list('auditions/?q=ioana@example')).count).toBe(1);
    expect((await list('auditions/?category=recorder')).results.map((r) => r.name)).toEqual([
      'Mihai Popa',
    ]);
  });

  test('campaign: filtered by county and searched by name', async () => {
    const cluj = await list('campaign/?county=CJ');
    expect(cluj.results.map((row) => [row.name, row.county])).toEqual([
      ['Mihai Ștefănescu', 'Cluj'],
    ]);
    expect((await list('campaign/?q=RADU')).results.map((row) => row.name)).toEqual(['Elena Radu']);
  });

  test('questionnaire: searched in its open answers', async () => {
    const page = await list('questionnaire/?q=fiecare copil');
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ age: '30–39 de ani', area: 'Rural', open: '1 din 23' });
    expect((await list('questionnaire/?q=nimic-de-gasit')).count).toBe(0);
  });

  test('workshops: the chosen workshops named, filtered by workshop', async () => {
    const recorder = workshopIds[DEMO_WORKSHOPS.recorder];
    const page = await list(`workshops/?workshop=${recorder}`);
    expect(page.results.map((row) => row.name)).toEqual(['Andrei Dinu']);
    expect(String(page.results[0]?.workshops)).toContain(DEMO_WORKSHOPS.choir);
    expect(String(page.results[0]?.workshops)).toContain(DEMO_WORKSHOPS.recorder);
    const all = (await list('workshops/')).results.map((row) => row.name);
    expect(all.slice(0, 2)).toEqual(['Andrei Dinu', 'Maria Popescu']);
    const choices = v.parse(
      workshopChoicesSchema,
      await (await staffApi().get(`${BASE}/workshops/choices/`)).json(),
    );
    expect(choices.map((choice) => choice.id)).toContain(recorder);
  });

  test('consents: the state computed from withdrawn_at and signed_at, filtered by it', async () => {
    const all = await list('consents/');
    expect(all.results.map((row) => [row.id, row.state])).toEqual([
      [consentIds.valid, 'valid'],
      [consentIds.withdrawn, 'withdrawn'],
      [consentIds.expired, 'expired'],
    ]);
    expect(all.results[0]).toMatchObject({ child_name: 'Ioana Țăranu', state_label: 'Valabil' });
    for (const state of ['valid', 'withdrawn', 'expired'] as const) {
      const page = await list(`consents/?state=${state}`);
      expect(page.results.map((row) => row.id)).toEqual([consentIds[state]]);
    }
    expect((await list('consents/?q=retrasa')).results.map((row) => row.id)).toEqual([
      consentIds.withdrawn,
    ]);
  });

  test('a date range of days in Bucharest', async () => {
    const today = todayInBucharest();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await list(`auditions/?from=${today}&to=${today}`)).count).toBe(2);
    expect((await list(`auditions/?from=${tomorrow}`)).count).toBe(0);
    expect((await list(`consents/?to=${today}`)).count).toBe(3);
  });

  test.each([
    ['a date not a day', 'auditions/?from=2025-02-30', { from: [validation.date] }],
    ['a date in words', 'campaign/?to=ieri', { to: [validation.date] }],
    ['a range backwards', 'auditions/?from=2025-05-02&to=2025-05-01', { to: [m.badRange] }],
    ['an unknown state', 'consents/?state=lost', { state: [staff.badFilter] }],
    ['an unknown county', 'campaign/?county=XX', { county: [staff.badFilter] }],
    ['a workshop not a number', 'workshops/?workshop=abc', { workshop: [staff.badFilter] }],
    ['an unknown format', 'auditions/?format=pdf', { format: [staff.badFormat] }],
  ])('answers 400 for %s', async (_case, path, body) => {
    const res = await staffApi().get(`${BASE}/${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(body);
  });

  test('answers 404 for an unknown form, a missing submission and a page past the end', async () => {
    expect((await staffApi().get(`${BASE}/newsletter/`)).status).toBe(404);
    expect((await staffApi().get(`${BASE}/auditions/999999/`)).status).toBe(404);
    expect((await staffApi().get(`${BASE}/auditions/?page=2`)).status).toBe(404);
  });
});

describe('GET /api/staff/submissions/<form>/{id}/', () => {
  test("the questionnaire's 39 answers with their questions", async () => {
    const [row] = (await list('questionnaire/')).results;
    const whole = await detail(`questionnaire/${row?.id}/`);
    expect(whole.fields).toHaveLength(39);
    expect(whole.fields[0]).toEqual({
      label: `1. ${CLOSED_QUESTIONS.q1.label}`,
      value: '30–39 de ani',
    });
    expect(whole.fields[8]).toEqual({
      label: `9. ${CLOSED_QUESTIONS.q9.label}`,
      value: `${CLOSED_QUESTIONS.q9.options[0]}; ${CLOSED_QUESTIONS.q9.options[4]}`,
    });
    expect(whole.fields[16]).toEqual({
      label: `17. ${OPEN_QUESTIONS.q17}`,
      value: 'Mai mult timp pentru fiecare copil.',
    });
    expect(whole.fields[38]).toEqual({ label: `39. ${OPEN_QUESTIONS.q39}`, value: '' });
  });

  test("a consent: its state, dates and the signed PDF's address", async () => {
    const whole = await detail(`consents/${consentIds.withdrawn}/`);
    expect(whole.consent).toMatchObject({
      state: 'withdrawn',
      pdf: `/api/staff/submissions/consents/${consentIds.withdrawn}/pdf/`,
    });
    expect(whole.consent?.withdrawn_at).not.toBeNull();
    expect(whole.fields).toContainEqual({ label: 'Copil', value: 'Dana Retrasă' });
    const expired = await detail(`consents/${consentIds.expired}/`);
    expect(expired.consent?.state).toBe('expired');
    expect(Date.parse(expired.consent?.expires_at ?? '')).toBeLessThan(Date.now());
  });

  test('an audition whole; no other form has its id', async () => {
    const [row] = (await list('auditions/?q=popa')).results;
    const whole = await detail(`auditions/${row?.id}/`);
    expect(whole.form).toBe('auditions');
    expect(whole.fields).toContainEqual({ label: 'Prenumele', value: 'Mihai' });
    expect(whole.fields).toContainEqual({
      label: 'Pentru ce te înscrii',
      value: expect.any(String),
    });
  });
});

describe('exports', () => {
  test('CSV of the filtered list, one row per submission, the export recorded', async () => {
    const res = await staffApi().get(`${BASE}/campaign/?format=csv&county=IS`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Județul');
    expect(lines[1]).toContain('Elena Radu');
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'list.export',
      targetLabel: m.lists.campaign,
      detail: { format: 'csv', filters: { county: 'IS', q: '' } },
    });
  });

  test('the questionnaire: one column per question', async () => {
    const res = await staffApi().get(`${BASE}/questionnaire/?format=csv`);
    const [header = '', row] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    // The cells of a CSV line: quoted ones may hold commas.
    const cells = header.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)?.filter(Boolean) ?? [];
    expect(cells).toHaveLength(2 + 39);
    expect(header).toContain(OPEN_QUESTIONS.q39);
    expect(row).toContain('Mai mult timp pentru fiecare copil.');
  });

  test('XLSX of the consents', async () => {
    const res = await staffApi().get(`${BASE}/consents/?format=xlsx&state=valid`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 2))).toBe('PK');
  });
});

describe('the signed PDF of a consent', () => {
  test('staff get the PDF and the download is recorded, on both routes', async () => {
    for (const path of [
      `${BASE}/consents/${consentIds.valid}/pdf/`,
      `/api/sign-ups/consent/${consentIds.valid}/pdf/`,
    ]) {
      const before = await t.db.select().from(staffActions);
      const res = await staffApi().get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const after = await t.db.select().from(staffActions);
      expect(after).toHaveLength(before.length + 1);
      expect(await lastAction()).toMatchObject({
        actorId: ids.staff,
        action: 'consent.pdf',
        targetType: 'consent',
        targetId: consentIds.valid,
        targetLabel: m.consentLabel(consentIds.valid),
      });
    }
  });

  test('nobody else gets it, nothing is recorded; a missing consent is 404', async () => {
    const count = async () =>
      (
        await t.db
          .select()
          .from(staffActions)
          .where(
            and(
              eq(staffActions.action, 'consent.pdf'),
              inArray(staffActions.targetId, [consentIds.expired]),
            ),
          )
      ).length;
    const path = `${BASE}/consents/${consentIds.expired}/pdf/`;
    expect((await client(t.app).get(path)).status).toBe(401);
    expect((await client(t.app, tokens.singer).get(path)).status).toBe(403);
    expect((await client(t.app, tokens.conductor).get(path)).status).toBe(403);
    expect(await count()).toBe(0);
    expect((await staffApi().get(`${BASE}/consents/999999/pdf/`)).status).toBe(404);
    expect((await staffApi().get(`${BASE}/consents/abc/pdf/`)).status).toBe(404);
  });
});
