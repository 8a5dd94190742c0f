import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { libraryItemSchema } from '../../src/lib/api/dashboard.ts';
import {
  audiobookSchema,
  resourcesSchema,
  scoreFiltersSchema,
  scoreSchema,
  videoLessonSchema,
} from '../../src/lib/api/library.ts';
import { pageSchema } from '../../src/lib/api/page.ts';
import { DASHBOARD_LIST_SIZE, LIBRARY_PAGE_SIZE } from '../../src/lib/limits.ts';
import { http, libraryApi } from '../../src/lib/messages.ts';
import {
  audiobooks,
  libraryTerms,
  mediaTracks,
  scores,
  videoLessons,
} from '../../src/server/db/schema.ts';
import {
  DEMO_AUDIOBOOKS,
  DEMO_PART_SCORES,
  DEMO_SCORES,
} from '../../src/server/db/seed/library-data.ts';
import { client } from '../helpers/app.ts';
import { isErrorBody } from '../helpers/fuzz.ts';
import type { LibraryApp } from '../helpers/library.ts';
import { libraryApp, ROLES, type Role, SEES_LIBRARY, SEES_VIDEOS } from '../helpers/library.ts';

let { t, people, ids } = {} as LibraryApp;
beforeAll(async () => ({ t, people, ids } = await libraryApp()));
afterAll(() => t.close());

const get = (path: string, token = people.singer) => client(t.app, token).get(path);
const json = async (path: string, token = people.singer) => {
  const res = await get(path, token);
  expect(res.status, path).toBe(200);
  return res.json();
};

describe('every list and item × the six roles', () => {
  const routes = (): [string, Record<Role, number>][] => [
    ['/api/song/', SEES_LIBRARY],
    ['/api/song/filters', SEES_LIBRARY],
    [`/api/song/${ids.score}/`, SEES_LIBRARY],
    ['/api/audio-books/', SEES_LIBRARY],
    [`/api/audio-books/${ids.book}/`, SEES_LIBRARY],
    ['/api/resources/', SEES_LIBRARY],
    ['/api/dashboard/scores/', SEES_LIBRARY],
    ['/api/dashboard/audiobook/', SEES_LIBRARY],
    ['/api/video-lessons/', SEES_VIDEOS],
    [`/api/video-lessons/${ids.video}/`, SEES_VIDEOS],
    ['/api/dashboard/videolessons/', SEES_VIDEOS],
  ];
  test.each(ROLES)('%s', async (role) => {
    for (const [path, rule] of routes()) {
      // Not get(): its default token would stand in for the visitor's missing one.
      const res = await client(t.app, people[role]).get(path);
      expect(res.status, `${role} ${path}`).toBe(rule[role]);
      if (rule[role] === 401) expect(await res.json()).toEqual({ detail: http.unauthorized });
      if (rule[role] === 403) expect(await res.json()).toEqual({ detail: http.forbidden });
    }
  });

  test('an unknown id answers 404 to those allowed, 403 to the others (nothing to probe)', async () => {
    for (const path of ['/api/song/999999/', '/api/audio-books/999999/', '/api/song/abc/']) {
      expect((await get(path)).status).toBe(404);
      expect((await get(path, people.pending)).status).toBe(403);
      expect((await client(t.app).get(path)).status).toBe(401);
    }
    expect((await get('/api/video-lessons/999999/', people.conductor)).status).toBe(404);
    expect((await get('/api/video-lessons/999999/', people.singer)).status).toBe(403);
  });
});

describe('GET /api/song/ query errors', () => {
  test.each([
    ['voices=abc', 'voices', libraryApi.termIds],
    ['themes=1,x', 'themes', libraryApi.termIds],
    ['difficulties=-1', 'difficulties', libraryApi.termIds],
    ['choir_types=99999999999', 'choir_types', libraryApi.termIds],
    ['voices=0', 'voices', libraryApi.termIds],
    ['voices=1.5', 'voices', libraryApi.termIds],
    [
      `voices=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
      'voices',
      libraryApi.tooManyTerms,
    ],
    ['files=doc', 'files', libraryApi.fileTypes],
    ['files=mp3,exe', 'files', libraryApi.fileTypes],
    [`search=${'a'.repeat(151)}`, 'search', undefined],
  ])('?%s answers 400 on %s', async (query, field, message) => {
    const res = await get(`/api/song/?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body)).toEqual([field]);
    if (message) expect(body[field]).toEqual([message]);
  });

  test.each(['page=0', 'page=-1', 'page=abc', 'page=9999999', 'page=4'])(
    '?%s answers 404',
    async (query) => {
      const res = await get(`/api/song/?${query}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: libraryApi.invalidPage });
    },
  );

  test('a NUL in the query answers 400, never 500', async () => {
    expect((await get('/api/song/?search=a%00b')).status).toBe(400);
    expect((await get('/api/song/?voices=1%00')).status).toBe(400);
  });

  test('any query string answers 200, 400 or 404 in the API’s shape, never 500', async () => {
    const key = fc.constantFrom(
      'voices',
      'themes',
      'difficulties',
      'choir_types',
      'files',
      'search',
      'page',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .array(fc.oneof(fc.integer(), fc.constantFrom('mp3', 'pdf', '', ' ', '1e3', '0x1')), {
          maxLength: 6,
        })
        .map((parts) => parts.join(',')),
      fc
        .uint8Array({ maxLength: 12 })
        .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 4 }), async (pairs) => {
        const query = pairs
          .map(([k, val]) => `${k}=${/%[0-9a-f]{2}/.test(val) ? val : encodeURIComponent(val)}`)
          .join('&');
        const res = await get(`/api/song/?${query}`);
        expect([200, 400, 404], query).toContain(res.status);
        const body = await res.json();
        if (res.status !== 200) expect(isErrorBody(body), query).toBe(true);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });

  test('a text with LIKE wildcards matches them literally', async () => {
    expect((await json('/api/song/?search=%25')).count).toBe(0);
    expect((await json('/api/song/?search=_')).count).toBe(0);
  });
});

describe('GET /api/song/', () => {
  const page = pageSchema(scoreSchema);
  const list = async (query: string) => v.parse(page, await json(`/api/song/?${query}`));

  test('pages 10 at a time in Romanian order, with links that keep the filters', async () => {
    const first = await list('');
    expect(first.count).toBe(DEMO_SCORES.length + DEMO_PART_SCORES.length);
    expect(first.results).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/song/?page=2');
    const all = [...first.results];
    for (let n = 2; n <= 3; n++) all.push(...(await list(`page=${n}`)).results);
    expect(all.map((s) => s.name)).toEqual(
      [...DEMO_SCORES.map(([name]) => name), ...DEMO_PART_SCORES.map((score) => score.name)].sort(
        (a, b) => a.localeCompare(b, 'ro'),
      ),
    );
    const last = await list('page=3');
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/song/?page=2');
    const filtered = await list('files=pdf&voices=1');
    expect(filtered.next ?? '').toMatch(/^\/api\/song\/\?voices=1&files=pdf&page=2$|^$/);
  });

  test('each term filter: any of its ids; filters together: all of them', async () => {
    const filters = v.parse(scoreFiltersSchema, await json('/api/song/filters'));
    expect(filters.voices.map((t) => t.name)).toEqual([
      'Sopran',
      'Alto',
      'Tenor',
      'Bas',
      'Voci egale',
      'Vocea I',
      'Vocea a II-a',
    ]);
    expect(filters.difficulties.map((t) => t.name)).toEqual(['Începător', 'Mediu', 'Avansat']);
    const [tenor, equal] = [filters.voices[2]?.id ?? 0, filters.voices[4]?.id ?? 0];
    const everything = await list('page=1');
    const all = [everything, await list('page=2'), await list('page=3')].flatMap((p) => p.results);

    const either = await list(`voices=${tenor},${equal}&page=1`);
    const expected = all.filter((s) => s.voice.includes(tenor) || s.voice.includes(equal));
    expect(either.count).toBe(expected.length);
    expect(either.count).toBeGreaterThan(LIBRARY_PAGE_SIZE);

    for (const key of ['themes', 'difficulties', 'choir_types'] as const) {
      const term = filters[key][0]?.id ?? 0;
      const field = {
        themes: 'theme',
        difficulties: 'difficulty',
        choir_types: 'choir_type',
      } as const;
      const answer = await list(`${key}=${term}`);
      const matching = all.filter((s) => s[field[key]].includes(term));
      expect(answer.count, key).toBe(matching.length);
      expect(answer.results.every((s) => s[field[key]].includes(term))).toBe(true);
    }

    const theme = filters.themes[0]?.id ?? 0;
    const both = await list(`voices=${tenor}&themes=${theme}`);
    const bothExpected = all.filter((s) => s.voice.includes(tenor) && s.theme.includes(theme));
    expect(both.results.map((s) => s.id)).toEqual(bothExpected.slice(0, 10).map((s) => s.id));
    expect(both.count).toBeGreaterThan(0);
  });

  test('files=pdf has a PDF, files=mp3 has tracks, both: either', async () => {
    const all = [await list(''), await list('page=2'), await list('page=3')].flatMap(
      (p) => p.results,
    );
    const pdf = all.filter((s) => s.pdf !== null);
    const mp3 = all.filter((s) => s.mp3s.length > 0);
    expect(pdf.length).toBeLessThan(all.length);
    expect(mp3.length).toBeLessThan(all.length);
    expect((await list('files=pdf')).count).toBe(pdf.length);
    expect((await list('files=mp3')).count).toBe(mp3.length);
    expect((await list('files=mp3,pdf')).count).toBe(all.length);
    for (const s of all) {
      expect(s.has_files).toBe(s.pdf !== null);
      expect(s.has_mp3).toBe(s.mp3s.length > 0);
      if (s.pdf) expect(s.pdf).toBe(`/api/library/score/${s.id}/pdf/`);
      for (const track of s.mp3s) expect(track.file).toBe(`/api/library/track/${track.id}/`);
    }
  });

  test('search finds name or author, ignoring case and diacritics', async () => {
    for (const text of ['sarbatoare', 'SĂRBĂTOARE', 'sărbătoare de']) {
      expect((await list(`search=${encodeURIComponent(text)}`)).results.map((s) => s.name)).toEqual(
        ['Sărbătoare de iarnă'],
      );
    }
    const byAuthor = await list('search=porumbescu');
    expect(byAuthor.results.map((s) => s.author)).toEqual([
      'Ciprian Porumbescu',
      'Ciprian Porumbescu',
    ]);
    expect((await list('search=%20%20trei%20')).count).toBe(1);
    expect((await list('search=nimicdeacest')).results).toEqual([]);
  });

  test('GET /api/song/{id}/ answers one score, as the list shows it', async () => {
    const score = v.parse(scoreSchema, await json(`/api/song/${ids.score}/`));
    expect(score.id).toBe(ids.score);
    expect(score.mp3s.map((m) => m.title)).toContain('Tot corul');
    expect(score.mp3s.map((m) => m.id)).toContain(ids.track);
  });
});

describe('GET /api/audio-books/', () => {
  const page = pageSchema(audiobookSchema);

  test('pages in Romanian order: Ă after A, Î after I, Ș after S, Ț after T', async () => {
    const first = v.parse(page, await json('/api/audio-books/'));
    const second = v.parse(page, await json('/api/audio-books/?page=2'));
    expect(first.count).toBe(DEMO_AUDIOBOOKS.length);
    expect(first.next).toBe('/api/audio-books/?page=2');
    expect(second.previous).toBe('/api/audio-books/?page=1');
    expect([...first.results, ...second.results].map((b) => b.name)).toEqual(DEMO_AUDIOBOOKS);
    // Document 2 §3: an audiobook's tracks are (name, file), a score's (title, file).
    expect(first.results[0]?.mp3s[0]).toEqual({
      id: expect.any(Number),
      name: 'Capitolul 1',
      file: expect.stringMatching(/^\/api\/library\/track\/\d+\/$/),
    });
    expect((await get('/api/audio-books/?page=3')).status).toBe(404);
    expect((await get('/api/audio-books/?page=x')).status).toBe(404);
  });

  test('a new title takes its Romanian place, diacritics and capitals alike', async () => {
    await t.db.insert(audiobooks).values([{ name: 'ȘTIUCA' }, { name: 'sub pod' }]);
    const names = [
      ...v.parse(page, await json('/api/audio-books/')).results,
      ...v.parse(page, await json('/api/audio-books/?page=2')).results,
    ].map((b) => b.name);
    expect(names.indexOf('sub pod')).toBe(names.indexOf('Soacra cu trei nurori') + 1);
    expect(names.indexOf('ȘTIUCA')).toBe(names.indexOf('Șapte povești de iarnă') + 1);
  });

  test('GET /api/audio-books/{id}/', async () => {
    expect(v.parse(audiobookSchema, await json(`/api/audio-books/${ids.book}/`)).id).toBe(ids.book);
  });
});

describe('GET /api/video-lessons/', () => {
  test('newest first, with the paths of the sources it has', async () => {
    const list = v.parse(
      pageSchema(videoLessonSchema),
      await json('/api/video-lessons/', people.conductor),
    );
    expect(list.results.map((l) => l.title)[0]).toBe('Respirația corectă');
    const withOgg = list.results.find((l) => l.id === ids.video);
    expect(withOgg).toMatchObject({
      mp4: `/api/library/video/${ids.video}/mp4/`,
      webm: `/api/library/video/${ids.video}/webm/`,
      ogg: `/api/library/video/${ids.video}/ogg/`,
      poster: `/api/library/video/${ids.video}/poster/`,
    });
    expect(list.results.filter((l) => l.ogg === null).length).toBeGreaterThan(0);
    expect(
      v.parse(videoLessonSchema, await json(`/api/video-lessons/${ids.video}/`, people.staff)).id,
    ).toBe(ids.video);
  });

  test('an empty list is an empty page 1 and a missing page 2', async () => {
    const saved = await t.db.delete(videoLessons).returning();
    try {
      expect(await json('/api/video-lessons/', people.conductor)).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
      expect((await get('/api/video-lessons/?page=2', people.conductor)).status).toBe(404);
      expect(await json('/api/dashboard/videolessons/', people.conductor)).toEqual([]);
    } finally {
      await t.db.insert(videoLessons).values(saved);
    }
  });
});

describe('answers kept beside the library’s version', () => {
  test('a change made behind the API’s back shows at the next request', async () => {
    const page = pageSchema(scoreSchema);
    const scoreList = async () =>
      v.parse(
        page,
        await json(`/api/song/?search=${encodeURIComponent(DEMO_SCORES[0]?.[0] ?? '')}`),
      );
    const before = await scoreList();
    const first = before.results[0];
    expect(first?.mp3s.length).toBeGreaterThan(0);
    expect(await scoreList()).toEqual(before);
    // Another process (here: straight into the database) removes a track, then renames the score.
    await t.db.delete(mediaTracks).where(eq(mediaTracks.id, first?.mp3s[0]?.id ?? 0));
    expect((await scoreList()).results[0]?.mp3s).toHaveLength((first?.mp3s.length ?? 0) - 1);
    await t.db
      .update(scores)
      .set({ name: 'Redenumită' })
      .where(eq(scores.id, first?.id ?? 0));
    expect((await scoreList()).results.map((s) => s.id)).not.toContain(first?.id);

    const filters = async () => v.parse(scoreFiltersSchema, await json('/api/song/filters'));
    expect((await filters()).voices.map((term) => term.name)).not.toContain('Mezzosopran');
    await t.db.insert(libraryTerms).values({ kind: 'voice', name: 'Mezzosopran', position: 99 });
    expect((await filters()).voices.map((term) => term.name)).toContain('Mezzosopran');
  });

  test('a kept answer is still refused to those who may not see it', async () => {
    expect((await get('/api/video-lessons/', people.conductor)).status).toBe(200);
    expect((await get('/api/video-lessons/', people.singer)).status).toBe(403);
    expect((await get('/api/song/', people.singer)).status).toBe(200);
    expect((await get('/api/song/', people.pending)).status).toBe(403);
  });
});

describe('GET /api/resources/ and the dashboard boxes', () => {
  test('three boxes, each item with its path, size and type', async () => {
    const boxes = v.parse(resourcesSchema, await json('/api/resources/'));
    expect(boxes.posters.map((r) => r.type)).toEqual(['png', 'png']);
    expect(boxes.brand.length).toBeGreaterThan(0);
    expect(boxes.others[0]).toMatchObject({ name: 'Ghidul dirijorului', type: 'pdf' });
    for (const r of [...boxes.posters, ...boxes.brand, ...boxes.others]) {
      expect(r.file).toBe(`/api/library/resource/${r.id}/`);
      expect(r.size).toBeGreaterThan(100);
    }
  });

  test('the first 5 scores and audiobooks in Romanian order, the newest video lessons', async () => {
    const items = v.array(libraryItemSchema);
    const scores = v.parse(items, await json('/api/dashboard/scores/'));
    const firstPage = v.parse(pageSchema(scoreSchema), await json('/api/song/'));
    expect(scores).toEqual(
      firstPage.results
        .slice(0, DASHBOARD_LIST_SIZE)
        .map(({ id, name, author }) => ({ id, name, author })),
    );
    const books = v.parse(items, await json('/api/dashboard/audiobook/'));
    expect(books.map((b) => b.name)).toEqual(DEMO_AUDIOBOOKS.slice(0, DASHBOARD_LIST_SIZE));
    const videos = v.parse(items, await json('/api/dashboard/videolessons/', people.conductor));
    expect(videos).toHaveLength(DASHBOARD_LIST_SIZE);
    expect(videos[0]?.name).toBe('Respirația corectă');
  });
});
