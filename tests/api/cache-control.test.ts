/**
 * No shared cache keeps a personal answer (issue #19, defect 6): every GET route of the API (the
 * OpenAPI registry, which tests/api/openapi.test.ts holds to the router) is called on the demo
 * data as someone allowed to read it, and its Cache-Control must forbid shared caches; the few
 * public answers (counties, the choir map, the home figures, the site's content) stay public and
 * cacheable: the app serves a built site's content files (tests/helpers/content-dist.ts). Routes
 * that set no header of their own answer `private, no-store`, errors and writes too.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentPaths } from '../../src/lib/paths/content.ts';
import { createApp } from '../../src/server/app.ts';
import { privateByDefault } from '../../src/server/cache-control.ts';
import type { Operation } from '../../src/server/openapi/operation.ts';
import { operations } from '../../src/server/openapi/registry.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { contentDist } from '../helpers/content-dist.ts';
import {
  examplePath as demoPath,
  type ReadableDemo,
  readableDemo,
  staffExamplePath,
} from '../helpers/readable-demo.ts';

let t: TestApp;
/** The app with a built site's content files. */
let siteApp: ReturnType<typeof createApp>;
let dist: ReturnType<typeof contentDist>;
let demo: ReadableDemo;
let tokens: ReadableDemo['tokens'];
beforeAll(async () => {
  t = await testApp();
  dist = contentDist();
  siteApp = createApp(t.deps, dist);
  demo = await readableDemo(t, 'conductor');
  tokens = demo.tokens;
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

/** Answers the same for everyone, meant to be cached by browsers and CDNs. */
const PUBLIC = new Set([
  '/api/counties/',
  '/api/choirs/',
  '/api/choirs/figures/',
  ...Object.values(contentPaths),
]);
/** Routes that say their own rule (all private or no-store); every other answers the default. */
const OWN_RULE = [
  /^\/api\/captcha\//,
  /^\/api\/sign-ups\/workshops\/$/,
  /^\/api\/calendar\/\{token\}\.ics$/,
  /^\/api\/library\//,
  /\/pdf\/$/,
];

/** True unless the header forbids shared caches (no header: a cache may keep it by heuristics). */
function sharedCacheMayKeep(header: string | null): boolean {
  const directives = (header ?? '').toLowerCase().split(/\s*,\s*/);
  return !directives.includes('private') && !directives.includes('no-store');
}

/** Who may read a route: the staff for the back office and the team's views, else the conductor. */
const askerOf = (op: Operation) =>
  op.path.startsWith('/api/staff/') ||
  op.path === '/api/messaging/madrigalist/inbox/' ||
  op.path.startsWith('/api/sign-ups/consent/')
    ? tokens.staff
    : op.path.startsWith('/api/families/children/')
      ? tokens.parent
      : tokens.conductor;

/** A concrete path on the demo data (tests/helpers/readable-demo.ts); the members by a county. */
async function examplePath(op: Operation): Promise<string> {
  const { path } = op;
  if (path === '/api/staff/people/members/') return `${path}?county=IS`;
  return path.startsWith('/api/staff/') ? staffExamplePath(t, demo, path) : demoPath(t, demo, path);
}

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** GETs the path as `token`; fails unless it succeeds; its Cache-Control. */
async function cacheControlOf(path: string, token?: string) {
  const res = await client(siteApp, token).get(path);
  expect(res.status, path).toBeLessThan(300);
  await res.arrayBuffer();
  return res.headers.get('cache-control');
}

describe.each(operations.filter((op) => op.method === 'get'))('GET $path', (op) => {
  if (PUBLIC.has(op.path)) {
    test('is public and cacheable, signed in or not', async () => {
      const path = await examplePath(op);
      for (const token of [undefined, tokens.conductor])
        expect(await cacheControlOf(path, token)).toMatch(/^public, max-age=\d+$/);
    });
    return;
  }
  const ownRule = OWN_RULE.some((rule) => rule.test(op.path));
  test(ownRule ? 'keeps its own rule, no shared cache' : 'answers private, no-store', async () => {
    const path = await examplePath(op);
    const asked = op.auth === 'user' ? [askerOf(op)] : [undefined, askerOf(op)];
    for (const token of asked) {
      const header = await cacheControlOf(path, token);
      if (ownRule) expect(sharedCacheMayKeep(header), `${path}: ${header}`).toBe(false);
      else expect(header, path).toBe('private, no-store');
    }
    if (op.files) {
      for (const format of ['csv', 'xlsx'])
        expect(await cacheControlOf(withQuery(path, `format=${format}`), askerOf(op))).toBe(
          'private, no-store',
        );
    }
  });
});

describe('the API default', () => {
  test('errors answer private, no-store: 401, 403, 404', async () => {
    const cases = [
      ['/api/account/details/', undefined, 401],
      [`/api/staff/people/`, tokens.conductor, 403],
      [`/api/choir/999999/members/`, tokens.conductor, 404],
      ['/api/nu-exista/', undefined, 404],
    ] as const;
    for (const [path, token, status] of cases) {
      const res = await client(t.app, token).get(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  test("a write's answer too: POST /api/token-auth/ answers the token privately", async () => {
    const res = await client(t.app).post('/api/token-auth/', {
      username: 'corist@example.com',
      password: 'parola-demo',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test("privateByDefault: a route without a rule gets the default, a route's own rule stays", async () => {
    const app = new Hono()
      .use(privateByDefault)
      .get('/nou', (c) => c.json({ name: 'Ana' }))
      .get('/public', (c) => {
        c.header('Cache-Control', 'public, max-age=60');
        return c.json([]);
      });
    expect((await app.request('/nou')).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.request('/public')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
