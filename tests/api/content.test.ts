/**
 * The content API (src/server/routes/content.ts) on the server's side: which file of the built
 * site answers each path and query, its headers, and the errors. The files' shapes, as the real
 * build writes them from the content collections, are checked in tests/e2e/content-api.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentApi as m } from '../../src/lib/messages.ts';
import { contentPaths } from '../../src/lib/paths/content.ts';
import { createApp } from '../../src/server/app.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { contentDist } from '../helpers/content-dist.ts';

let t: TestApp;
let dist: ReturnType<typeof contentDist>;
beforeAll(async () => {
  t = await testApp();
  dist = contentDist();
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const site = () => createApp(t.deps, dist);
const get = (path: string) => client(site()).get(path);

describe('GET the content paths of the built site', () => {
  test.each([
    ['/api/news/categories/', 'api/news/categories/index.json'],
    ['/api/news/', 'api/news/index.json'],
    ['/api/news', 'api/news/index.json'],
    ['/api/news/?category=', 'api/news/index.json'],
    ['/api/news/?category=gala', 'api/news/gala.json'],
    ['/api/news/gala-ateneu/', 'api/news/gala-ateneu/index.json'],
    ['/api/news/gala-ateneu', 'api/news/gala-ateneu/index.json'],
    ['/api/announcements/', 'api/announcements/index.json'],
    ['/api/media-appearances/', 'api/media-appearances/index.json'],
    ['/api/supporters/', 'api/supporters/index.json'],
    ['/api/testimonials/', 'api/testimonials/index.json'],
    ['/api/objectives/', 'api/objectives/index.json'],
    ['/api/videos/gala-2025/', 'api/videos/gala-2025/index.json'],
  ])('%s answers %s, public and cached', async (path, file) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({ file });
  });

  test('a category of the spec with no news built answers 503, not another list', async () => {
    const res = await get('/api/news/?category=tour');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: m.notBuilt });
  });

  test.each([
    ['/api/news/nu-exista/', m.newsNotFound],
    ['/api/news/Gala-Ateneu/', m.newsNotFound],
    ['/api/news/..%2F..%2F404.html/', m.newsNotFound],
    ['/api/news/gala-ateneu%2Findex.json/', m.newsNotFound],
    ['/api/videos/nu-exista/', m.videoNotFound],
    ['/api/videos/..%2Fnews%2Fgala-ateneu/', m.videoNotFound],
  ])(
    '%s is not found: 404 with its Romanian detail, never cached by others',
    async (path, detail) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  test.each(['nimic', 'GALA', 'videos', '../gala'])(
    '?category=%s is refused: 400 on the parameter',
    async (category) => {
      const res = await get(`/api/news/?category=${encodeURIComponent(category)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ category: [m.unknownCategory] });
    },
  );
});

describe('a server without the built site (the API hosted apart)', () => {
  test.each(Object.values(contentPaths))('%s answers 503 with a Romanian detail', async (path) => {
    const res = await client(t.app).get(path.replace('{slug}', 'gala').replace('{video}', 'gala'));
    expect(res.status).toBe(503);
    const detail = path === contentPaths.announcements ? m.announcementsFailed : m.notBuilt;
    expect(await res.json()).toEqual({ detail });
  });
});
