import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_COOKIE } from '../../src/lib/limits.ts';
import { http } from '../../src/lib/messages.ts';
import { API_CSP, PDF_CSP } from '../../src/server/csp.ts';
import { mediaTracks, scores } from '../../src/server/db/schema.ts';
import type { LibraryApp } from '../helpers/library.ts';
import { libraryApp, ROLES, type Role, SEES_LIBRARY, SEES_VIDEOS } from '../helpers/library.ts';

let { t, people, ids } = {} as LibraryApp;
/** A score with tracks and no PDF. */
let mp3Only = 0;
beforeAll(async () => {
  ({ t, people, ids } = await libraryApp());
  const [row] = await t.db
    .select({ id: scores.id })
    .from(scores)
    .where(eq(scores.name, 'Trei păstori'));
  mp3Only = row?.id ?? 0;
});
afterAll(() => t.close());

const demoFile = (name: string) =>
  readFile(
    fileURLToPath(new URL(`../../src/server/db/seed/library-files/${name}`, import.meta.url)),
  );
const request = (
  path: string,
  init: { token?: string; headers?: Record<string, string>; method?: string } = {},
) =>
  t.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Token ${init.token}` } : {}),
      ...init.headers,
    },
  });

describe('every file × the six roles', () => {
  const files = (): [string, Record<Role, number>][] => [
    [`/api/library/track/${ids.track}/`, SEES_LIBRARY],
    [`/api/library/score/${ids.score}/pdf/`, SEES_LIBRARY],
    [`/api/library/resource/${ids.resource}/`, SEES_LIBRARY],
    ...['mp4', 'webm', 'ogg', 'poster'].map((kind): [string, Record<Role, number>] => [
      `/api/library/video/${ids.video}/${kind}/`,
      SEES_VIDEOS,
    ]),
  ];
  test.each(ROLES)('%s', async (role) => {
    for (const [path, rule] of files()) {
      const res = await request(path, { token: people[role] });
      expect(res.status, `${role} ${path}`).toBe(rule[role]);
      if (rule[role] !== 200) expect(await res.json()).toHaveProperty('detail');
      else await res.arrayBuffer();
    }
  });

  test('a visitor with a copied link gets 401, the member’s own cookie (the <audio> element) opens it', async () => {
    const path = `/api/library/track/${ids.track}/`;
    expect((await request(path)).status).toBe(401);
    const res = await request(path, { headers: { cookie: `${AUTH_COOKIE}=${people.singer}` } });
    expect(res.status).toBe(200);
    expect(await res.json().catch(() => 'not json')).toBe('not json');
  });

  test.each([
    ['/api/library/track/999999/'],
    ['/api/library/track/abc/'],
    ['/api/library/resource/999999/'],
    ['/api/library/score/999999/pdf/'],
  ])('%s answers 404 to a singer, 403 to the pending member', async (path) => {
    expect((await request(path, { token: people.singer })).status).toBe(404);
    expect((await request(path, { token: people.pending })).status).toBe(403);
  });

  test('a score without a PDF, an unknown video kind, a missing file: 404', async () => {
    expect(
      (await request(`/api/library/score/${mp3Only}/pdf/`, { token: people.singer })).status,
    ).toBe(404);
    const avi = await request(`/api/library/video/${ids.video}/avi/`, { token: people.conductor });
    expect(avi.status).toBe(404);
    const [track] = await t.db
      .insert(mediaTracks)
      .values({ scoreId: ids.score, title: 'Pierdută', file: 'demo/nu-exista.mp3', position: 99 })
      .returning();
    const res = await request(`/api/library/track/${track?.id}/`, { token: people.singer });
    expect(res.status).toBe(404);
    await t.db.delete(mediaTracks).where(eq(mediaTracks.id, track?.id ?? 0));
  });
});

describe('what a file answer carries', () => {
  test.each([
    ['track', 'audio/mpeg', 'sopran.mp3'],
    ['pdf', 'application/pdf', 'partitura.pdf'],
    ['mp4', 'video/mp4', 'lectie.mp4'],
    ['webm', 'video/webm', 'lectie.webm'],
    ['ogg', 'video/ogg', 'lectie.ogv'],
    ['poster', 'image/jpeg', 'lectie.jpg'],
  ])('%s: %s, the whole file, private, not sniffed, ranges accepted', async (kind, type, file) => {
    const path =
      {
        track: `/api/library/track/${ids.track}/`,
        pdf: `/api/library/score/${ids.score}/pdf/`,
      }[kind] ?? `/api/library/video/${ids.video}/${kind}/`;
    const res = await request(path, { token: people.conductor });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toMatch(/^private\b/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(await demoFile(file))).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
  });

  test('the PDF opens in place under the score’s name; a resource downloads under its own', async () => {
    const pdf = await request(`/api/library/score/${ids.score}/pdf/`, { token: people.singer });
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^inline; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
    );
    const resource = await request(`/api/library/resource/${ids.resource}/`, {
      token: people.singer,
    });
    // Chrome's PDF viewer needs its <embed> and inline styles; the rest keeps the API's policy.
    expect(pdf.headers.get('content-security-policy')).toBe(PDF_CSP);
    expect(resource.headers.get('content-security-policy')).toBe(API_CSP);
    expect(resource.headers.get('content-type')).toBe('image/png');
    expect(resource.headers.get('content-disposition')).toBe(
      `attachment; filename="Afis Concert de colinde.png"; filename*=UTF-8''${encodeURIComponent('Afiș Concert de colinde.png')}`,
    );
  });
});

describe('HTTP ranges (seeking in the player)', () => {
  const path = () => `/api/library/track/${ids.track}/`;
  const ranged = (range: string, method = 'GET') =>
    request(path(), { token: people.singer, headers: { range }, method });

  test.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, 14624],
    ['bytes=-500', 14125, 14624],
    ['bytes=14000-999999', 14000, 14624],
    ['bytes=0-0', 0, 0],
  ])('%s answers 206 with exactly those bytes', async (range, start, end) => {
    const file = await demoFile('sopran.mp3');
    const res = await ranged(range);
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${file.length}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(file.subarray(start, end + 1))).toBe(true);
  });

  test.each(['bytes=14625-', 'bytes=99999-100000', 'bytes=-0'])(
    '%s answers 416 with the size',
    async (range) => {
      const res = await ranged(range);
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */14625');
    },
  );

  test.each(['bytes=0-1,5-9', 'items=0-9', 'bytes=9-1', 'garbage', 'bytes=-'])(
    '%s is not one byte range: the whole file',
    async (range) => {
      const res = await ranged(range);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(14625);
    },
  );

  test('HEAD answers the headers without a body, ranged or not', async () => {
    const whole = await request(path(), { token: people.singer, method: 'HEAD' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe('14625');
    expect((await whole.arrayBuffer()).byteLength).toBe(0);
    const part = await ranged('bytes=10-19', 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/14625');
    expect((await request(path(), { method: 'HEAD' })).status).toBe(401);
  });

  test('the 403 of a file is JSON, as every error', async () => {
    const res = await request(path(), { token: people.pending, headers: { range: 'bytes=0-9' } });
    expect(await res.json()).toEqual({ detail: http.forbidden });
  });
});
