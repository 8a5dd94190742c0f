import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { http } from '../../src/lib/messages.ts';
import { audiobooks, mediaTracks, scores } from '../../src/server/db/schema.ts';
import { client } from '../helpers/app.ts';
import type { LibraryApp } from '../helpers/library.ts';
import { libraryApp, ROLES, SEES_LIBRARY } from '../helpers/library.ts';
import { unzip } from '../helpers/zip.ts';

let { t, people, ids } = {} as LibraryApp;
beforeAll(async () => ({ t, people, ids } = await libraryApp()));
afterAll(() => t.close());

const demoFile = (name: string) =>
  readFile(
    fileURLToPath(new URL(`../../src/server/db/seed/library-files/${name}`, import.meta.url)),
  );
const post = (path: string, token = people.singer) => client(t.app, token).post(path);

/** The zip's files and the answer's headers; fails unless 200 with a Content-Length that is the body's. */
async function download(path: string, token = people.singer) {
  const res = await post(path, token);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.headers.get('content-length')).toBe(String(bytes.length));
  return { files: await unzip(bytes), disposition: res.headers.get('content-disposition') };
}

describe('downloads × the six roles', () => {
  const paths = () => [
    `/api/download/score/${ids.score}/`,
    `/api/download/audiobook/${ids.book}/`,
    '/api/download/resources/posters/',
  ];
  test.each(ROLES)('%s', async (role) => {
    for (const path of paths()) {
      const res = await client(t.app, people[role]).post(path);
      expect(res.status, `${role} ${path}`).toBe(SEES_LIBRARY[role]);
      if (SEES_LIBRARY[role] !== 200) expect(await res.json()).toHaveProperty('detail');
      else await res.arrayBuffer();
    }
  });

  test.each([
    '/api/download/score/999999/',
    '/api/download/audiobook/999999/',
    '/api/download/score/abc/',
    '/api/download/resources/altele/',
    '/api/download/video/1/',
  ])('%s answers 404 to a singer, 403 to the pending member', async (path) => {
    expect((await post(path)).status).toBe(404);
    expect((await post(path, people.pending)).status).toBe(403);
  });

  test('a download started by another site’s page is refused (the session cookie rides along)', async () => {
    const res = await t.app.request(`/api/download/score/${ids.score}/`, {
      method: 'POST',
      headers: { authorization: `Token ${people.singer}`, origin: 'https://rau.example.com' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: http.forbidden });
  });

  test('GET is not a download', async () => {
    expect(
      (await client(t.app, people.singer).get(`/api/download/score/${ids.score}/`)).status,
    ).toBe(404);
  });
});

describe('what a zip holds', () => {
  test('a score: its PDF and its MP3s named by their titles, stored as they are', async () => {
    const [score] = await t.db.select().from(scores).where(eq(scores.id, ids.score));
    const tracks = await t.db
      .select()
      .from(mediaTracks)
      .where(eq(mediaTracks.scoreId, ids.score))
      .orderBy(mediaTracks.position);
    const { files, disposition } = await download(`/api/download/score/${ids.score}/`);
    const name = score?.name ?? '';
    expect(files.map((f) => f.name)).toEqual([
      `${name}.pdf`,
      ...tracks.map((tr) => `${tr.title}.mp3`),
    ]);
    expect(files.every((f) => !f.compressed)).toBe(true);
    expect(files[0]?.bytes.equals(await demoFile('partitura.pdf'))).toBe(true);
    const last = tracks.at(-1)?.file.replace('demo/', '') ?? '';
    expect(files.at(-1)?.bytes.equals(await demoFile(last))).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${name}.zip`)}`);
  });

  test('an audiobook: its chapters; the zip is named after it, diacritics kept', async () => {
    const [book] = await t.db
      .select()
      .from(audiobooks)
      .where(eq(audiobooks.name, 'Șapte povești de iarnă'));
    const { files, disposition } = await download(`/api/download/audiobook/${book?.id}/`);
    expect(files.map((f) => f.name)).toEqual(files.map((_, i) => `Capitolul ${i + 1}.mp3`));
    expect(files.length).toBeGreaterThan(0);
    expect(disposition).toBe(
      `attachment; filename="Sapte povesti de iarna.zip"; filename*=UTF-8''${encodeURIComponent('Șapte povești de iarnă.zip')}`,
    );
  });

  test('a resources box: every resource of it, under the box’s name', async () => {
    const { files, disposition } = await download('/api/download/resources/others/');
    expect(files.map((f) => f.name)).toEqual([
      'Ghidul dirijorului.pdf',
      'Regulamentul programului.pdf',
    ]);
    expect(files[1]?.bytes.equals(await demoFile('regulament.pdf'))).toBe(true);
    expect(disposition).toContain(encodeURIComponent('Alte materiale.zip'));
  });

  test('hostile and repeated titles become safe, distinct names; a lost file is left out', async () => {
    const [score] = await t.db
      .insert(scores)
      .values({ name: '../../etc/passwd', author: '', pdf: null })
      .returning();
    const scoreId = score?.id ?? 0;
    await t.db.insert(mediaTracks).values([
      { scoreId, title: 'Sopran', file: 'demo/sopran.mp3', position: 1 },
      { scoreId, title: 'sopran', file: 'demo/alto.mp3', position: 2 },
      { scoreId, title: '..\\..\\C:\\x', file: 'demo/bas.mp3', position: 3 },
      { scoreId, title: '...', file: 'demo/cor.mp3', position: 4 },
      { scoreId, title: 'Pierdută', file: 'demo/nu-exista.mp3', position: 5 },
    ]);
    const { files, disposition } = await download(`/api/download/score/${scoreId}/`);
    expect(files.map((f) => f.name)).toEqual([
      'Sopran.mp3',
      'sopran (2).mp3',
      'C x.mp3',
      'fișier.mp3',
    ]);
    for (const f of files) expect(f.name).not.toMatch(/[/\\:]|^\./);
    expect(disposition).toBe(
      `attachment; filename="etc passwd.zip"; filename*=UTF-8''etc%20passwd.zip`,
    );
  });
});
