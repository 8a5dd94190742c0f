/**
 * Members' photos under /media/avatars/ (issue #19, defect 6; src/server/avatars.ts): served only
 * to whom sees the member in the product (the member, the choir's members as the members table
 * shows them, its conductors, the staff), kept by that browser alone (`private`), 404 for anyone
 * else; a choir's picture stays public. The request log keeps no photo's address.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_COOKIE } from '../../src/lib/limits.ts';
import { createApp } from '../../src/server/app.ts';
import { API_CSP } from '../../src/server/csp.ts';
import type { Log } from '../../src/server/log.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { createMember, demoAccounts } from '../helpers/members.ts';

let t: TestApp;
let dist: string;
let site: ReturnType<typeof createApp>;
const logged: unknown[] = [];
const tokens: Record<string, string | undefined> = {};
/** The photos' addresses, by owner. */
const photos: Record<string, string> = {};
let replaced = '';
let choirPicture = '';

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();

async function upload(path: string, token: string) {
  const form = new FormData();
  form.set('image', new File([new Uint8Array(await png())], 'poza.png', { type: 'image/png' }));
  const res = await client(t.app, token).upload(path, form);
  expect(res.status, path).toBe(200);
  return (await res.json()) as { avatar?: string; logo?: string };
}

beforeAll(async () => {
  t = await testApp();
  dist = await mkdtemp(join(tmpdir(), 'avatars-dist-'));
  await writeFile(join(dist, '404.html'), '<h1>Pagina nu a fost găsită</h1>');
  const log: Log = { ...t.deps.log, info: (_message, fields) => logged.push(fields) };
  // The uploads folder exists before the site serves it, as boot.ts makes it at the start.
  await mkdir(join(t.dir, 'uploads'), { recursive: true });
  site = createApp({ ...t.deps, log }, { distDir: dist, mediaDir: join(t.dir, 'uploads') });
  const demo = await demoAccounts(t);
  Object.assign(tokens, demo.tokens);
  tokens.outsider = (await createMember(t, 'strain@example.com')).token;
  replaced = (await upload('/api/account/avatar', demo.tokens.singer ?? '')).avatar ?? '';
  photos.singer = (await upload('/api/account/avatar', demo.tokens.singer ?? '')).avatar ?? '';
  photos.pending = (await upload('/api/account/avatar', demo.tokens.pending ?? '')).avatar ?? '';
  choirPicture =
    (await upload(`/api/choir/${t.choirId}/image`, demo.tokens.conductor ?? '')).logo ?? '';
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

/** The photo as a browser asks for it: the session cookie, or none for a visitor. */
const fetchAs = (path: string, asker: string) =>
  site.request(path, {
    headers: tokens[asker] ? { cookie: `${AUTH_COOKIE}=${tokens[asker]}` } : {},
  });

describe('GET /media/avatars/…', () => {
  // [whose photo, who asks, the answer]
  test.each([
    ['singer', 'singer', 200],
    ['singer', 'conductor', 200],
    ['singer', 'staff', 200],
    ['singer', 'pending', 404],
    ['singer', 'outsider', 404],
    ['singer', 'visitor', 404],
    ['pending', 'pending', 200],
    ['pending', 'conductor', 200],
    ['pending', 'staff', 200],
    ['pending', 'singer', 404],
    ['pending', 'visitor', 404],
  ])("the %s's photo, asked by the %s: %i", async (owner, asker, status) => {
    const res = await fetchAs(photos[owner] ?? '', asker);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    } else {
      expect(res.headers.get('content-type')).not.toContain('image');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  test('a replaced photo, or a path not shaped like one, is not found, even for the staff', async () => {
    for (const path of [
      replaced,
      '/media/avatars/poza.webp',
      '/media/avatars/0-abc.webp',
      '/media/avatars/../choirs/x.webp',
    ]) {
      const res = await fetchAs(path, path === replaced ? 'conductor' : 'staff');
      expect(res.status, path).toBe(404);
    }
  });

  test('the request log keeps no photo address', async () => {
    await fetchAs(photos.singer ?? '', 'conductor');
    const paths = logged.map((fields) => (fields as { path?: string }).path);
    expect(paths).toContain('/media/avatars/*');
    expect(
      paths.filter((path) => path?.startsWith('/media/avatars/') && path.endsWith('.webp')),
    ).toEqual([]);
  });
});

describe("a choir's picture", () => {
  test('stays public: a visitor gets it, any cache may keep it', async () => {
    const res = await fetchAs(choirPicture, 'visitor');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });
});
