/**
 * The back office's rule (issue #12): every back-office endpoint answers 401 to a visitor and 403
 * to every account that is not staff, and lets staff through. The routes are read from the app
 * itself (every route under /api/staff/, plus the staff-only routes that live beside the members'
 * ones), so a route added later is in the matrix without anyone listing it. A blocked staff
 * account is a visitor: its sessions end at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { client } from '../helpers/app.ts';
import type { DemoApp } from '../helpers/members.ts';
import { createMember, demoApp } from '../helpers/members.ts';

let { t, tokens, ids } = {} as DemoApp;
beforeAll(async () => {
  ({ t, tokens, ids } = await demoApp());
  // An account in no choir at all, and a second staff member, blocked.
  tokens.noChoir = (await createMember(t, 'fara-cor@example.com')).token;
  const blocked = await createMember(t, 'echipa-blocata@example.com', { staff: true });
  tokens.blockedStaff = blocked.token;
  await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
});
afterAll(() => t.close());

/** Staff-only routes outside /api/staff/ (issue #10 and #11). */
const OTHER_STAFF_ROUTES = [
  { method: 'GET', path: '/api/messaging/madrigalist/inbox' },
  { method: 'POST', path: '/api/messaging/madrigalist/:id/reply' },
  { method: 'GET', path: '/api/sign-ups/consent/:id/pdf' },
];

function staffRoutes() {
  const seen = new Set<string>();
  const routes = t.app.routes
    .filter((route) => route.path.startsWith('/api/staff/') && route.method !== 'ALL')
    .map(({ method, path }) => ({ method, path }));
  return [...routes, ...OTHER_STAFF_ROUTES].filter(({ method, path }) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The route's path with its parameters filled (an id that may or may not exist: 1). */
const concrete = (path: string) =>
  `${path.replace(/:[a-z_]+(\{[^}]*\})?/gi, '1')}/`.replace(/\/+$/, '/');

async function call(method: string, path: string, token?: string) {
  const api = client(t.app, token);
  const url = concrete(path);
  if (method === 'GET') return api.get(url);
  if (method === 'PATCH') return api.patch(url, {});
  if (method === 'POST') return api.post(url, {});
  return t.app.request(url, {
    method,
    headers: {
      'x-forwarded-for': '10.0.0.1',
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
  });
}

describe('the staff matrix', () => {
  test('the app has back-office routes of every area', () => {
    const paths = staffRoutes().map((route) => route.path);
    for (const area of [
      'choirs',
      'people',
      'library',
      'workshops',
      'events',
      'submissions',
      'messages',
      'reports',
      'audit',
    ])
      expect(
        paths.some((path) => path.startsWith(`/api/staff/${area}`)),
        area,
      ).toBe(true);
  });

  test('a visitor gets 401 from every back-office route', async () => {
    for (const { method, path } of staffRoutes()) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  test('a blocked staff member is a visitor: 401 everywhere', async () => {
    for (const { method, path } of staffRoutes()) {
      const res = await call(method, path, tokens.blockedStaff);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  test.each(['conductor', 'singer', 'pending', 'noChoir'])(
    'the %s gets 403 from every back-office route',
    async (who) => {
      expect(tokens[who]).toBeTruthy();
      for (const { method, path } of staffRoutes()) {
        const res = await call(method, path, tokens[who]);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    },
  );

  test('staff pass the gate of every back-office route', async () => {
    expect(ids.staff).toBeGreaterThan(0);
    for (const { method, path } of staffRoutes()) {
      const res = await call(method, path, tokens.staff);
      expect([401, 403], `${method} ${path}`).not.toContain(res.status);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
