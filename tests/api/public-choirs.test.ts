import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChoirMapData } from '../../src/lib/api/choir-map.ts';
import { COUNTIES } from '../../src/lib/counties.ts';
import { choirs } from '../../src/server/db/schema.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';

let t: TestApp;
let body: ChoirMapData;
let confirmed: (typeof choirs.$inferSelect)[];
beforeAll(async () => {
  t = await testApp();
  const res = await client(t.app).get('/api/choirs/');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toMatch(/public/);
  body = (await res.json()) as ChoirMapData;
  confirmed = (await t.db.select().from(choirs)).filter((choir) => choir.isConfirmed);
});
afterAll(() => t.close());

describe('GET /api/choirs/', () => {
  test('returns every county once, in Romanian alphabetical order, with the spec fields', () => {
    expect(body).toHaveLength(COUNTIES.length);
    const names = body.map((county) => county.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ro').compare));
    for (const county of body) {
      expect(Object.keys(county).sort()).toEqual(['abbrev', 'count', 'localities', 'name']);
    }
    expect(body.find((county) => county.abbrev === 'IS')?.name).toBe('Iași');
  });

  test('counts and lists confirmed choirs only', async () => {
    const all = await t.db.select().from(choirs);
    expect(all.some((choir) => !choir.isConfirmed)).toBe(true);
    const listed = body.flatMap((county) => county.localities.flatMap((l) => l.choirs));
    expect(listed.sort()).toEqual(confirmed.map((choir) => choir.name).sort());
    expect(body.reduce((sum, county) => sum + county.count, 0)).toBe(confirmed.length);
    for (const choir of all.filter((c) => !c.isConfirmed)) {
      const county = body.find((c) => c.abbrev === choir.county);
      const names = county?.localities.flatMap((l) => l.choirs) ?? [];
      // A same-named confirmed choir may exist elsewhere; this county's list holds confirmed ones only.
      const confirmedHere = confirmed.filter(
        (c) => c.county === choir.county && c.name === choir.name,
      );
      expect(names.filter((n) => n === choir.name)).toHaveLength(confirmedHere.length);
    }
  });

  test('groups each county by locality, with its count the sum of its localities', () => {
    for (const county of body) {
      const sum = county.localities.reduce((n, locality) => n + locality.choirs.length, 0);
      expect(county.count).toBe(sum);
      for (const locality of county.localities) {
        expect(locality.choirs.length).toBeGreaterThan(0);
        const expected = confirmed
          .filter((c) => c.county === county.abbrev && c.city === locality.name)
          .map((c) => c.name)
          .sort(new Intl.Collator('ro').compare);
        expect(locality.choirs).toEqual(expected);
      }
    }
  });

  test('keeps counties without confirmed choirs, with count 0 and no localities', () => {
    const empty = body.filter((county) => county.count === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const county of empty) expect(county.localities).toEqual([]);
  });

  test('needs no token and ignores a wrong one', async () => {
    const res = await client(t.app, 'un-token-gresit').get('/api/choirs');
    expect(res.status).toBe(200);
  });
});
