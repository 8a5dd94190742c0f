/**
 * Query strings and path parameters under the bodies' rules (issue #19, defect 4): a day the
 * database cannot take (year 0, year 10000) or an id past its integer answered 500. Every route is
 * fuzzed in tests/api/fuzz.test.ts; these are the cases found, each named.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DAY_YEARS } from '../../src/lib/limits.ts';
import { validation } from '../../src/lib/messages.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { client, login, type TestApp, testApp } from '../helpers/app.ts';

let t: TestApp;
const tokens = { singer: '', staff: '' };
beforeAll(async () => {
  t = await testApp();
  tokens.singer = await login(t.app, 'corist@example.com');
  tokens.staff = await login(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const outOfYears = [validation.dateYears(DAY_YEARS.min, DAY_YEARS.max)];
const get = (caller: keyof typeof tokens, path: string) =>
  client(t.app, tokens[caller]).get(path.replace('{choir}', String(t.choirId)));

describe('a day of a query string out of the years a date may name', () => {
  test.each([
    [
      'singer',
      '/api/event/?choir_id={choir}&from=0001-01-01&to=0001-01-02',
      { from: outOfYears, to: outOfYears },
    ],
    [
      'singer',
      '/api/event/?choir_id={choir}&from=9999-12-31&to=9999-12-31',
      { from: outOfYears, to: outOfYears },
    ],
    [
      'singer',
      '/api/event/?choir_id={choir}&from=0000-01-01&to=0000-01-02',
      { from: outOfYears, to: outOfYears },
    ],
    ['staff', '/api/event/?choir_id=0&from=1899-12-31&to=1900-01-01', { from: outOfYears }],
    ['staff', '/api/staff/reports/?from=0000-01-01', { from: outOfYears }],
    ['staff', '/api/staff/reports/?to=0000-01-01', { to: outOfYears }],
    ['staff', '/api/staff/reports/?to=10000-01-01', { to: [validation.date] }],
    ['staff', '/api/staff/submissions/consents/?from=0000-01-01', { from: outOfYears }],
    ['staff', '/api/staff/submissions/auditions/?to=9999-12-31', { to: outOfYears }],
  ] as const)('GET (as %s) %s answers 400 on the field', async (caller, path, body) => {
    const res = await get(caller, path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(body);
  });

  test.each([
    ['singer', '/api/event/?choir_id={choir}&from=1900-01-01&to=1900-01-02'],
    ['singer', '/api/event/?choir_id={choir}&from=2999-12-30&to=2999-12-31'],
    ['staff', '/api/staff/reports/?from=1900-01-01&to=2999-12-31'],
    ['staff', '/api/staff/submissions/consents/?from=1900-01-01&to=2999-12-31'],
  ] as const)('GET (as %s) %s answers 200 at the edges of the years', async (caller, path) => {
    expect((await get(caller, path)).status).toBe(200);
  });

  test('an empty day is no day, as before', async () => {
    expect((await get('staff', '/api/staff/reports/?from=&to=')).status).toBe(200);
  });
});

describe('an id of a query string past what a database integer holds', () => {
  test.each([
    ['/api/staff/audit/?target_id=2147483648', 'target_id'],
    ['/api/staff/audit/?target_id=-1', 'target_id'],
    ['/api/staff/audit/?target_id=abc', 'target_id'],
    ['/api/staff/people/members/?choir_id=2147483648', 'choir_id'],
    ['/api/staff/submissions/workshops/?workshop=99999999999', 'workshop'],
  ])('GET %s answers 400 on the filter', async (path, field) => {
    const res = await get('staff', path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [staff.badFilter] });
  });

  test('the largest integer is an id like another (no row: an empty list)', async () => {
    const res = await get('staff', '/api/staff/audit/?target_id=2147483647');
    expect(res.status).toBe(200);
    expect((await res.json()).count).toBe(0);
  });
});

describe('a path id that names no row', () => {
  test.each([
    '/api/choir/2147483648/',
    '/api/choir/-1/',
    '/api/choir/abc/',
    '/api/event/99999999999/',
    '/api/staff/people/0/',
    '/api/staff/submissions/auditions/2147483648/',
  ])('GET %s answers 404', async (path) => {
    const res = await get('staff', path);
    expect(res.status).toBe(404);
  });
});
