/**
 * The home page's figures (src/server/choirs/figures.ts `publicFigures`, GET /api/choirs/figures/):
 * the same counts as plain rows give, moving as choirs are confirmed and children join, and the
 * same as the back office's report.
 */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PublicFigures, publicFiguresSchema } from '../../src/lib/api/choir-map.ts';
import { reportSchema } from '../../src/lib/api/staff-reports.ts';
import { publicFigures } from '../../src/server/choirs/figures.ts';
import { choirs } from '../../src/server/db/schema.ts';
import { client, type TestApp } from '../helpers/app.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  ({ t, staffToken } = await demoApp());
});
afterAll(() => t.close());

/** Counted here from plain rows, without the server's SQL: what the figures must equal. */
async function countedInTest() {
  const { rows: choirRows } = (await t.db.execute(
    sql`select is_confirmed from choirs`,
  )) as unknown as { rows: { is_confirmed: boolean }[] };
  const { rows: memberRows } = (await t.db.execute(
    sql`select m.user_id, m.is_conductor from memberships m, choirs c
        where c.id = m.choir_id and m.is_confirmed and c.is_confirmed`,
  )) as unknown as { rows: { user_id: number; is_conductor: boolean }[] };
  const singers = new Set(memberRows.filter((m) => !m.is_conductor).map((m) => m.user_id));
  const people = new Set(memberRows.map((m) => m.user_id));
  return {
    figures: {
      children: singers.size,
      choirs: choirRows.filter((c) => c.is_confirmed).length,
    } satisfies PublicFigures,
    /** People who only conduct: in the report's people, not among the children. */
    onlyConducting: [...people].filter((id) => !singers.has(id)).length,
  };
}

async function served(): Promise<PublicFigures> {
  const res = await client(t.app).get('/api/choirs/figures/');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
  return v.parse(v.strictObject(publicFiguresSchema.entries), await res.json());
}

describe('GET /api/choirs/figures/', () => {
  test('answers the confirmed choirs and the children singing in them, as counted from the rows', async () => {
    const { figures } = await countedInTest();
    expect(figures.choirs).toBeGreaterThan(0);
    expect(figures.children).toBeGreaterThan(0);
    expect(await served()).toEqual(figures);
    expect(await publicFigures(t.db)).toEqual(figures);
  });

  test('moves as a choir is confirmed and children join it; each child once, conductors not', async () => {
    const before = await served();
    const choirId = await createChoir(t, {
      name: 'Corul Cifrelor',
      county: 'CJ',
      confirmed: false,
    });
    const conductor = await createMember(t, 'dirijor.cifre@example.com');
    const child = await createMember(t, 'copil.cifre@example.com');
    const twice = await createMember(t, 'copil.doua.coruri@example.com');
    const pending = await createMember(t, 'copil.asteapta@example.com');
    await addMembership(t, conductor.id, choirId, { confirmed: true, conductor: true });
    await addMembership(t, child.id, choirId, { confirmed: true });
    await addMembership(t, twice.id, choirId, { confirmed: true });
    await addMembership(t, twice.id, t.choirId, { confirmed: true });
    await addMembership(t, pending.id, choirId);
    // The choir waits for the staff: only the child also singing in the demo choir counts.
    expect(await served()).toEqual({ choirs: before.choirs, children: before.children + 1 });

    await t.db.update(choirs).set({ isConfirmed: true }).where(eq(choirs.id, choirId));
    expect(await served()).toEqual({ choirs: before.choirs + 1, children: before.children + 2 });

    // A conductor who also sings in another choir is one of its children.
    await addMembership(t, conductor.id, t.choirId, { confirmed: true });
    const after = await served();
    expect(after).toEqual({ choirs: before.choirs + 1, children: before.children + 3 });
    expect(after).toEqual((await countedInTest()).figures);
  });

  test("equal the back office report's confirmed choirs, and its people less those who only conduct", async () => {
    const res = await client(t.app, staffToken).get('/api/staff/reports/');
    expect(res.status).toBe(200);
    const { totals } = v.parse(reportSchema, await res.json());
    const figures = await publicFigures(t.db);
    const { onlyConducting } = await countedInTest();
    expect(onlyConducting).toBeGreaterThan(0);
    expect(totals.confirmed_choirs).toBe(figures.choirs);
    expect(totals.people - onlyConducting).toBe(figures.children);
  });
});
