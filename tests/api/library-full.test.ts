import * as v from 'valibot';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { audiobookSchema, scoreSchema } from '../../src/lib/api/library.ts';
import { pageSchema } from '../../src/lib/api/page.ts';
import { FULL_LIBRARY, seedFullLibrary } from '../../src/server/db/seed/full-library.ts';
import {
  DEMO_AUDIOBOOKS,
  DEMO_PART_SCORES,
  DEMO_SCORES,
} from '../../src/server/db/seed/library-data.ts';
import { client, login, type TestApp, testApp } from '../helpers/app.ts';
import { unzip } from '../helpers/zip.ts';

let t: TestApp;
let token = '';
// Seeding the full-scale library takes longer than a hook's 30 s on a busy machine.
beforeAll(async () => {
  t = await testApp();
  await seedFullLibrary(t.db, new Date());
  token = await login(t.app, 'corist@example.com');
}, 120_000);
afterAll(() => t.close());

const json = async (path: string) => {
  const res = await client(t.app, token).get(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

test('the full-scale library lists, filters, searches and downloads like the demo one', async () => {
  const scores = v.parse(pageSchema(scoreSchema), await json('/api/song/'));
  expect(scores.count).toBe(FULL_LIBRARY.scores + DEMO_SCORES.length + DEMO_PART_SCORES.length);
  const last = Math.ceil(scores.count / 10);
  const tail = v.parse(pageSchema(scoreSchema), await json(`/api/song/?page=${last}`));
  expect(tail.next).toBeNull();
  expect(tail.results.length).toBeGreaterThan(0);

  const filtered = v.parse(pageSchema(scoreSchema), await json('/api/song/?voices=1&files=pdf'));
  expect(filtered.count).toBeGreaterThan(100);
  expect(filtered.count).toBeLessThan(scores.count);
  for (const s of filtered.results) {
    expect(s.voice).toContain(1);
    expect(s.pdf).not.toBeNull();
  }
  const found = v.parse(
    pageSchema(scoreSchema),
    await json('/api/song/?search=sezatoare%20de%20iarna'),
  );
  expect(found.count).toBeGreaterThan(0);
  expect(found.results.every((s) => s.name.startsWith('Șezătoare de iarnă'))).toBe(true);

  const books = v.parse(pageSchema(audiobookSchema), await json('/api/audio-books/?page=2'));
  expect(books.count).toBe(FULL_LIBRARY.audiobooks + DEMO_AUDIOBOOKS.length);
  expect(books.results.every((b) => b.mp3s.length >= 1 && b.mp3s.length <= 5)).toBe(true);

  const withTracks = filtered.results.find((s) => s.mp3s.length > 1);
  const res = await client(t.app, token).post(`/api/download/score/${withTracks?.id}/`);
  expect(res.status).toBe(200);
  const files = await unzip(Buffer.from(await res.arrayBuffer()));
  // The zip keeps the library's order (the tracks' ids here); the list puts the reader's part first.
  const inOrder = [...(withTracks?.mp3s ?? [])].sort((a, b) => a.id - b.id);
  expect(files.map((f) => f.name)).toEqual([
    `${withTracks?.name}.pdf`,
    ...inOrder.map((m) => `${m.title}.mp3`),
  ]);
});
