/** GET /api/staff/reports/: the programme's figures in total and per county, and their export. */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChoirMapData } from '../../src/lib/api/choir-map.ts';
import { COUNTY_FIGURES, type Report, reportSchema } from '../../src/lib/api/staff-reports.ts';
import { COUNTIES } from '../../src/lib/counties.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { figureLabels, reports } from '../../src/lib/messages-staff-reports.ts';
import { choirs, consents, staffActions } from '../../src/server/db/schema.ts';
import { client, type TestApp } from '../helpers/app.ts';
import { consentRow } from '../helpers/consent.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';
import { auditionBody, campaignBody } from '../helpers/signup-bodies.ts';
import { signupSender } from '../helpers/signups.ts';

let t: TestApp;
let staffToken: string;
let staffId: number;
beforeAll(async () => {
  ({ t, staffToken, staffId } = await demoApp());
});
afterAll(() => t.close());

const PATH = '/api/staff/reports/';
const get = (query = '') => client(t.app, staffToken).get(`${PATH}${query}`);
async function report(query = ''): Promise<Report> {
  const res = await get(query);
  expect(res.status).toBe(200);
  // The answer's documented shape, exactly (strict objects: no field more or less).
  return v.parse(reportSchema, await res.json());
}
const countyOf = (r: Report, code: string) => {
  const county = r.counties.find((c) => c.code === code);
  if (!county) throw new Error(`no county ${code}`);
  return county.figures;
};
const campaign = signupSender(() => t, '/api/sign-ups/campaign/');
const audition = signupSender(() => t, '/api/signup/auditions/');
const campaignOf = (county: string) => campaignBody({ county });

/** Counts made here from plain rows, without GROUP BY: what the report must agree with. */
async function countedInTest() {
  const { rows: choirRows } = (await t.db.execute(
    sql`select county, is_confirmed from choirs`,
  )) as unknown as { rows: { county: string; is_confirmed: boolean }[] };
  const { rows: memberRows } = (await t.db.execute(
    sql`select m.user_id, m.is_conductor, c.county from memberships m, choirs c
        where c.id = m.choir_id and m.is_confirmed and c.is_confirmed`,
  )) as unknown as { rows: { user_id: number; is_conductor: boolean; county: string }[] };
  const perCounty = (code: string) => {
    const here = memberRows.filter((m) => m.county === code);
    return {
      confirmed_choirs: choirRows.filter((c) => c.county === code && c.is_confirmed).length,
      waiting_choirs: choirRows.filter((c) => c.county === code && !c.is_confirmed).length,
      members: here.length,
      people: new Set(here.map((m) => m.user_id)).size,
      conductors: new Set(here.filter((m) => m.is_conductor).map((m) => m.user_id)).size,
    };
  };
  return {
    perCounty,
    members: memberRows.length,
    people: new Set(memberRows.map((m) => m.user_id)).size,
    conductors: new Set(memberRows.filter((m) => m.is_conductor).map((m) => m.user_id)).size,
  };
}

describe('GET /api/staff/reports/', () => {
  test.each([
    ['from is not a day', '?from=2026-02-30', 'from'],
    ['to is not a date', '?to=mâine', 'to'],
    ['to is before from', '?from=2026-03-02&to=2026-03-01', 'to'],
  ])('answers 400 when %s', async (_case, query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual([field]);
  });

  test('answers 400 for an unknown export format', async () => {
    const res = await get('?format=pdf');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ format: [staff.badFormat] });
  });

  test('answers every county of the country by name, those without choirs with zeros', async () => {
    const r = await report();
    expect(r.counties.map((c) => c.code).sort()).toEqual(COUNTIES.map((c) => c.code).sort());
    expect(r.counties.map((c) => c.name)).toEqual(
      [...r.counties.map((c) => c.name)].sort(new Intl.Collator('ro').compare),
    );
    const empty = r.counties.filter((c) => c.figures.confirmed_choirs === 0);
    expect(empty.length).toBeGreaterThan(0);
    expect(Object.keys(r.counties[0]?.figures ?? {})).toEqual([...COUNTY_FIGURES]);
  });

  test('agrees with counts made from the plain rows, per county and in total', async () => {
    const counted = await countedInTest();
    const r = await report();
    for (const county of r.counties) {
      expect({ code: county.code, ...county.figures }).toMatchObject({
        code: county.code,
        ...counted.perCounty(county.code),
      });
    }
    expect(r.totals).toMatchObject({
      members: counted.members,
      people: counted.people,
      conductors: counted.conductors,
    });
  });

  test('moves as a choir is founded, confirmed and fills with members, and as sign-ups arrive', async () => {
    const before = await report();
    const choirId = await createChoir(t, { name: 'Corul Raport', county: 'BN', confirmed: false });
    const founded = await report();
    expect(countyOf(founded, 'BN').waiting_choirs).toBe(countyOf(before, 'BN').waiting_choirs + 1);
    expect(founded.totals.waiting_choirs).toBe(before.totals.waiting_choirs + 1);

    const conductor = await createMember(t, 'dirijor.raport@example.com');
    const singer = await createMember(t, 'corist.raport@example.com');
    const pending = await createMember(t, 'nou.raport@example.com');
    await addMembership(t, conductor.id, choirId, { confirmed: true, conductor: true });
    await addMembership(t, singer.id, choirId, { confirmed: true });
    await addMembership(t, pending.id, choirId);
    // Members of a choir still waiting are not yet the programme's.
    expect(countyOf(await report(), 'BN').members).toBe(countyOf(before, 'BN').members);

    await t.db.update(choirs).set({ isConfirmed: true }).where(eq(choirs.id, choirId));
    // The singer also sings in the demo choir: one more member there, no more people in total.
    await addMembership(t, singer.id, t.choirId, { confirmed: true });
    const confirmed = await report();
    const bn = countyOf(confirmed, 'BN');
    const bnBefore = countyOf(before, 'BN');
    expect(bn).toMatchObject({
      confirmed_choirs: bnBefore.confirmed_choirs + 1,
      waiting_choirs: bnBefore.waiting_choirs,
      members: bnBefore.members + 2,
      people: bnBefore.people + 2,
      conductors: bnBefore.conductors + 1,
    });
    expect(confirmed.totals).toMatchObject({
      confirmed_choirs: before.totals.confirmed_choirs + 1,
      waiting_choirs: before.totals.waiting_choirs,
      members: before.totals.members + 3,
      people: before.totals.people + 2,
      conductors: before.totals.conductors + 1,
      // createMember's accounts live in Iași.
      accounts: before.totals.accounts + 3,
    });
    expect(countyOf(confirmed, 'IS').accounts).toBe(countyOf(before, 'IS').accounts + 3);

    expect((await campaign.post(campaignOf('BN'))).status).toBe(201);
    expect((await audition.post(auditionBody())).status).toBe(201);
    const signed = await report();
    expect(countyOf(signed, 'BN').campaign).toBe(bnBefore.campaign + 1);
    expect(signed.totals.campaign).toBe(before.totals.campaign + 1);
    expect(signed.totals.auditions).toBe(before.totals.auditions + 1);
  });

  test('counts the consents still valid: neither withdrawn nor older than their years', async () => {
    const before = (await report()).totals.consents_valid;
    const consent = (signedAt: string, withdrawn: boolean) =>
      consentRow(new Date(signedAt), {
        choirName: 'Corul Raport',
        withdrawnAt: withdrawn ? new Date() : null,
      });
    await t.db
      .insert(consents)
      .values([
        consent(new Date().toISOString(), false),
        consent(new Date().toISOString(), true),
        consent('2010-01-10T10:00:00Z', false),
      ]);
    expect((await report()).totals.consents_valid).toBe(before + 1);
  });

  test('counts the sign-ups of the days asked only, and the choirs whatever the days', async () => {
    expect((await campaign.post(campaignOf('CJ'))).status).toBe(201);
    const all = await report();
    const later = await report('?from=2999-01-01');
    expect(later).toMatchObject({ from: '2999-01-01', to: null });
    expect(later.totals).toMatchObject({
      campaign: 0,
      auditions: 0,
      questionnaire: 0,
      workshops: 0,
      consents_valid: 0,
      confirmed_choirs: all.totals.confirmed_choirs,
      members: all.totals.members,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
      new Date(),
    );
    const todays = await report(`?from=${today}&to=${today}`);
    expect(todays.totals.campaign).toBeGreaterThan(0);
    expect(todays.totals.campaign).toBeLessThanOrEqual(all.totals.campaign);
    expect((await report('?to=2000-01-01')).totals.auditions).toBe(0);
  });

  test("the public map's choirs per county are the report's confirmed choirs", async () => {
    await createChoir(t, { name: 'Corul Hărții', county: 'SV', confirmed: true });
    await createChoir(t, { name: 'Corul în Așteptare', county: 'SV', confirmed: false });
    const mapRes = await client(t.app).get('/api/choirs/');
    const map = (await mapRes.json()) as ChoirMapData;
    const r = await report();
    expect(map.map((c) => [c.abbrev, c.count]).sort()).toEqual(
      r.counties.map((c) => [c.code, c.figures.confirmed_choirs]).sort(),
    );
    expect(map.reduce((s, c) => s + c.count, 0)).toBe(r.totals.confirmed_choirs);
  });

  test('?format=csv exports the per-county table with the totals, and records the export', async () => {
    const r = await report();
    const res = await get('?format=csv&from=2020-01-01');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`${reports.exportFile}.csv`);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      ['Cod', reports.county, ...COUNTY_FIGURES.map((f) => figureLabels[f])]
        .map((label) => (label.includes(',') ? `"${label}"` : label))
        .join(','),
    );
    expect(lines).toHaveLength(1 + COUNTIES.length + 1);
    const bn = countyOf(r, 'BN');
    const bnLine = lines.find((line) => line.startsWith('BN,'));
    expect(bnLine).toBe(['BN', 'Bistrița-Năsăud', ...COUNTY_FIGURES.map((f) => bn[f])].join(','));
    expect(lines.at(-1)).toBe(
      ['', reports.total, ...COUNTY_FIGURES.map((f) => r.totals[f])].join(','),
    );
    const [action] = await t.db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.action, 'list.export'),
          eq(staffActions.targetLabel, reports.exportList),
        ),
      );
    expect(action).toMatchObject({
      actorId: staffId,
      targetType: 'list',
      detail: { format: 'csv', filters: { from: '2020-01-01' } },
    });
  });

  test('?format=xlsx exports a workbook', async () => {
    const res = await get('?format=xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`${reports.exportFile}.xlsx`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });
});
