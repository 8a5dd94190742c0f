/**
 * The back office's library (issue #12): streamed uploads checked by type and size, the CRUD of
 * scores, audiobooks, video lessons, resources and vocabularies, each change with its
 * staff_actions row, the members' lists at once, and the files removed with their item.
 */
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from '../../src/lib/api/page.ts';
import {
  type StaffAudiobook,
  type StaffResource,
  type StaffScore,
  type StaffScoreRow,
  type StaffTerm,
  type StaffTerms,
  type StaffVideoLesson,
  UPLOAD_KINDS,
  type UploadedFile,
} from '../../src/lib/api/staff-library.ts';
import { lib } from '../../src/lib/messages-staff-library.ts';
import { libraryTerms, scores } from '../../src/server/db/schema.ts';
import { client, lastStaffAction, type TestApp, testApp } from '../helpers/app.ts';
import { stagedFiles } from '../helpers/library.ts';
import { demoAccounts } from '../helpers/members.ts';

const FILES = fileURLToPath(new URL('../../src/server/db/seed/library-files/', import.meta.url));
const BASE = '/api/staff/library';

let t: TestApp;
let staffToken = '';
let staffId = 0;
let singerToken = '';
beforeAll(async () => {
  t = await testApp();
  const { tokens, ids } = await demoAccounts(t);
  staffToken = tokens.staff ?? '';
  staffId = ids.staff ?? 0;
  singerToken = tokens.singer ?? '';
});
afterAll(() => t.close());

const staff = () => client(t.app, staffToken);
const del = (path: string) =>
  t.app.request(path, { method: 'DELETE', headers: { authorization: `Token ${staffToken}` } });

/** POSTs `body` as the raw file of an upload. */
function upload(kind: string, name: string, body: BodyInit, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ kind, name });
  return t.app.request(`${BASE}/files/?${query}`, {
    method: 'POST',
    headers: { authorization: `Token ${staffToken}`, ...headers },
    body,
    // A stream body needs the half-duplex flag of fetch.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function uploadFile(kind: string, file: string): Promise<UploadedFile> {
  const res = await upload(kind, file, await readFile(`${FILES}${file}`));
  expect(res.status).toBe(201);
  return res.json();
}

/** A body of `size` zero bytes after `head`, sent in 64 KB chunks without a Content-Length. */
function streamOf(head: Uint8Array, size: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(65536, size - sent));
      if (sent === 0) chunk.set(head);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

const lastAction = (action: string) => lastStaffAction(t, action);
/** The item a 201 answer made, once the journal shows the staff member created it. */
async function created<Item extends { id: number }>(res: Response, action: string) {
  expect(res.status).toBe(201);
  const item: Item = await res.json();
  expect(await lastAction(action)).toMatchObject({ actorId: staffId, targetId: item.id });
  return item;
}

const stored = (key: string) => t.deps.library.size(key);

describe('uploads', () => {
  test('a real PDF and MP3 are kept under new keys with their size', async () => {
    const pdf = await uploadFile('pdf', 'partitura.pdf');
    expect(pdf.key).toMatch(/^uploads\/pdf-[0-9a-f]{32}\.pdf$/);
    expect(pdf.name).toBe('partitura.pdf');
    const original = await readFile(`${FILES}partitura.pdf`);
    expect(pdf.size).toBe(original.length);
    expect(await stored(pdf.key)).toBe(original.length);
    const mp3 = await uploadFile('audio', 'sopran.mp3');
    expect(mp3.key).toMatch(/^uploads\/audio-[0-9a-f]{32}\.mp3$/);
    expect(await stored(mp3.key)).toBe((await readFile(`${FILES}sopran.mp3`)).length);
  });

  test('a video, a poster and resources of several types are accepted', async () => {
    expect((await uploadFile('video', 'lectie.mp4')).key).toMatch(/\.mp4$/);
    expect((await uploadFile('video', 'lectie.webm')).key).toMatch(/\.webm$/);
    expect((await uploadFile('image', 'lectie.jpg')).key).toMatch(/\.jpg$/);
    expect((await uploadFile('resource', 'sigla.png')).key).toMatch(/^uploads\/resource-/);
    expect((await uploadFile('resource', 'ghid.pdf')).key).toMatch(/\.pdf$/);
  });

  test('a file whose bytes are not its type answers 400 with a Romanian message', async () => {
    const png = await readFile(`${FILES}sigla.png`);
    const asPdf = await upload('pdf', 'partitura.pdf', png);
    expect(asPdf.status).toBe(400);
    expect(await asPdf.json()).toEqual({ file: [lib.wrongType('pdf')] });
    const text = await upload('audio', 'cantec.mp3', 'nu este un MP3, doar text');
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ file: [lib.wrongType('audio')] });
    const extension = await upload('pdf', 'partitura.docx', await readFile(`${FILES}ghid.pdf`));
    expect(extension.status).toBe(400);
    expect(await stagedFiles(t)).toEqual([]);
  });

  test('an unknown kind, a missing name or an empty file answer 400', async () => {
    expect(await (await upload('exe', 'a.pdf', 'x')).json()).toEqual({ kind: [lib.badKind] });
    expect(await (await upload('pdf', ' ', 'x')).json()).toEqual({ name: [lib.badFileName] });
    expect(await (await upload('pdf', 'gol.pdf', '')).json()).toEqual({ file: [lib.emptyFile] });
  });

  test('a Content-Length over the limit answers 413 before reading the body', async () => {
    const res = await upload('pdf', 'mare.pdf', '%PDF-1.4', {
      'content-length': String(UPLOAD_KINDS.pdf.maxBytes + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ file: [lib.tooLarge('pdf')] });
  });

  test('a body without a length is stopped past the limit and its partial file removed', async () => {
    const png = await readFile(`${FILES}sigla.png`);
    const limit = UPLOAD_KINDS.image.maxBytes;
    const res = await upload('image', 'imens.png', streamOf(png.subarray(0, 16), limit + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ file: [lib.tooLarge('image')] });
    expect(await stagedFiles(t)).toEqual([]);
    // Exactly the limit passes: a real picture, then zeros that its decoder ignores.
    const fits = await upload('image', 'exact.png', streamOf(png, limit));
    expect(fits.status).toBe(201);
  });

  test('an upload no item names is removed a day later, at the next upload; a named one stays', async () => {
    const day = 24 * 60 * 60;
    const age = async (key: string) => {
      const old = new Date(Date.now() - (day + 60) * 1000);
      await utimes(join(t.dir, 'library', key), old, old);
    };
    const abandoned = await uploadFile('pdf', 'partitura.pdf');
    const kept = await uploadFile('pdf', 'partitura.pdf');
    const fresh = await uploadFile('pdf', 'partitura.pdf');
    const res = await staff().post(`${BASE}/scores/`, { name: 'Păstrată', pdf: kept.key });
    expect(res.status).toBe(201);
    await age(abandoned.key);
    await age(kept.key);
    await uploadFile('audio', 'bas.mp3');
    expect(await stored(abandoned.key)).toBeNull();
    expect(await stored(kept.key)).toBe(kept.size);
    expect(await stored(fresh.key)).toBe(fresh.size);
  });

  test('only staff may upload', async () => {
    const res = await t.app.request(`${BASE}/files/?kind=pdf&name=a.pdf`, {
      method: 'POST',
      headers: { authorization: `Token ${singerToken}` },
      body: await readFile(`${FILES}partitura.pdf`),
    });
    expect(res.status).toBe(403);
  });
});

describe('scores', () => {
  let terms: StaffTerms;
  beforeAll(async () => {
    terms = await (await staff().get(`${BASE}/terms/`)).json();
  });

  test('create with a PDF and two MP3s: recorded, shown to members at once, editable, deleted with its files', async () => {
    const pdf = await uploadFile('pdf', 'partitura.pdf');
    const sopran = await uploadFile('audio', 'sopran.mp3');
    const alto = await uploadFile('audio', 'alto.mp3');
    const voice = terms.voice[0];
    if (!voice) throw new Error('no voice term');
    // The members' list is read (and kept) before, so "at once" means past the kept answer.
    const before = await client(t.app, singerToken).get(
      '/api/song/?search=Colind%20nou%20de%20test',
    );
    expect((await before.json()).count).toBe(0);

    const res = await staff().post(`${BASE}/scores/`, {
      name: 'Colind nou de test',
      author: 'Compozitor Test',
      voices: [voice.id],
      pdf: pdf.key,
      tracks: [
        { title: 'Sopran', file: sopran.key },
        { title: 'Alto', file: alto.key },
      ],
    });
    expect(res.status).toBe(201);
    const score: StaffScore = await res.json();
    expect(score.tracks.map((tr) => [tr.title, tr.file])).toEqual([
      ['Sopran', sopran.key],
      ['Alto', alto.key],
    ]);
    expect(await lastAction('score.create')).toMatchObject({
      actorId: staffId,
      targetType: 'score',
      targetId: score.id,
      targetLabel: 'Colind nou de test',
    });

    const members = await client(t.app, singerToken).get(
      '/api/song/?search=colind%20nou%20de%20test',
    );
    const list = await members.json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: score.id, voice: [voice.id], has_files: true });
    expect(list.results[0].mp3s.map((m: { title: string }) => m.title)).toEqual(['Sopran', 'Alto']);
    const pdfRes = await client(t.app, singerToken).get(`/api/library/score/${score.id}/pdf/`);
    expect(pdfRes.status).toBe(200);
    expect((await pdfRes.arrayBuffer()).byteLength).toBe(pdf.size);

    // The staff list finds it, folded ('colind' finds 'Colind').
    const page: Page<StaffScoreRow> = await (
      await staff().get(`${BASE}/scores/?q=COLIND%20NOU`)
    ).json();
    expect(page.results).toEqual([
      { id: score.id, name: 'Colind nou de test', author: 'Compozitor Test', pdf: true, tracks: 2 },
    ]);

    // Edit: rename, drop the PDF, reorder and drop a track; the files let go of are removed.
    const patched = await staff().patch(`${BASE}/scores/${score.id}/`, {
      name: 'Colind nou, ediția a doua',
      pdf: null,
      tracks: [{ title: 'Alto (nou)', file: alto.key }],
    });
    expect(patched.status).toBe(200);
    const edited: StaffScore = await patched.json();
    expect(edited).toMatchObject({
      name: 'Colind nou, ediția a doua',
      author: 'Compozitor Test',
      pdf: null,
    });
    expect(edited.voices).toEqual([voice.id]);
    expect(edited.tracks.map((tr) => tr.title)).toEqual(['Alto (nou)']);
    expect(await stored(pdf.key)).toBeNull();
    expect(await stored(sopran.key)).toBeNull();
    expect(await stored(alto.key)).toBe(alto.size);
    const update = await lastAction('score.update');
    expect(update).toMatchObject({ actorId: staffId, targetId: score.id });
    expect(update?.detail).toEqual({ fields: ['name', 'pdf', 'tracks'] });

    expect((await del(`${BASE}/scores/${score.id}/`)).status).toBe(204);
    expect(await stored(alto.key)).toBeNull();
    expect(await lastAction('score.delete')).toMatchObject({
      actorId: staffId,
      targetId: score.id,
      targetLabel: 'Colind nou, ediția a doua',
    });
    expect((await staff().get(`${BASE}/scores/${score.id}/`)).status).toBe(404);
    const after = await client(t.app, singerToken).get('/api/song/?search=colind%20nou');
    expect((await after.json()).count).toBe(0);
  });

  test('deleting a demo score keeps the files other scores still use', async () => {
    const [demo] = await t.db.select().from(scores).limit(1);
    if (!demo) throw new Error('no demo score');
    const item: StaffScore = await (await staff().get(`${BASE}/scores/${demo.id}/`)).json();
    const shared = item.tracks[0]?.file;
    expect(shared).toMatch(/^demo\//);
    expect((await del(`${BASE}/scores/${demo.id}/`)).status).toBe(204);
    expect(await stored(shared ?? '')).not.toBeNull();
  });

  test('bad bodies answer 400 on their field', async () => {
    const voice = terms.voice[0];
    const theme = terms.theme[0];
    if (!voice || !theme) throw new Error('no terms');
    const empty = await staff().post(`${BASE}/scores/`, { name: '  ' });
    expect(await empty.json()).toEqual({ name: [lib.required] });
    const wrongTerm = await staff().post(`${BASE}/scores/`, { name: 'X', voices: [theme.id] });
    expect(wrongTerm.status).toBe(400);
    expect(await wrongTerm.json()).toEqual({ voices: [lib.unknownTerm] });
    // Found by the fuzz (FUZZ_RUNS=10000 FUZZ_SEED=7): an id past PostgreSQL's integer was a 500.
    const hugeId = await staff().post(`${BASE}/scores/`, { name: 'X', themes: [3177792421098100] });
    expect(hugeId.status).toBe(400);
    expect(await hugeId.json()).toEqual({ 'themes.0': [lib.badId] });
    const notUploaded = await staff().post(`${BASE}/scores/`, {
      name: 'X',
      pdf: 'uploads/pdf-00000000000000000000000000000000.pdf',
    });
    expect(await notUploaded.json()).toEqual({ pdf: [lib.missingUpload] });
    const someoneElses = await staff().post(`${BASE}/scores/`, {
      name: 'X',
      pdf: 'demo/partitura.pdf',
    });
    expect(await someoneElses.json()).toEqual({ pdf: [lib.wrongType('pdf')] });
    const mp3AsPdf = await uploadFile('audio', 'bas.mp3');
    const wrongKind = await staff().post(`${BASE}/scores/`, { name: 'X', pdf: mp3AsPdf.key });
    expect(await wrongKind.json()).toEqual({ pdf: [lib.wrongType('pdf')] });
    // One upload, two items: the second is refused.
    const first = await staff().post(`${BASE}/scores/`, {
      name: 'Prima',
      tracks: [{ title: 'Bas', file: mp3AsPdf.key }],
    });
    expect(first.status).toBe(201);
    const second = await staff().post(`${BASE}/scores/`, {
      name: 'A doua',
      tracks: [{ title: 'Bas', file: mp3AsPdf.key }],
    });
    expect(await second.json()).toEqual({ 'tracks.0.file': [lib.uploadInUse] });
    const noTitle = await staff().post(`${BASE}/scores/`, {
      name: 'X',
      tracks: [{ title: '', file: mp3AsPdf.key }],
    });
    expect(noTitle.status).toBe(400);
    expect(Object.keys(await noTitle.json())).toEqual(['tracks.0.title']);
    expect((await staff().patch(`${BASE}/scores/999999/`, { name: 'X' })).status).toBe(404);
    expect((await del(`${BASE}/scores/999999/`)).status).toBe(404);
  });
});

describe('audiobooks, video lessons, resources', () => {
  test('an audiobook: create, edit, delete, each recorded; its files removed', async () => {
    const one = await uploadFile('audio', 'capitol-1.mp3');
    const two = await uploadFile('audio', 'capitol-2.mp3');
    const res = await staff().post(`${BASE}/audiobooks/`, {
      name: 'Poveste de test',
      tracks: [
        { title: 'Capitolul 1', file: one.key },
        { title: 'Capitolul 2', file: two.key },
      ],
    });
    const book = await created<StaffAudiobook>(res, 'audiobook.create');
    const members = await (
      await client(t.app, singerToken).get(`/api/audio-books/${book.id}/`)
    ).json();
    expect(members.mp3s).toHaveLength(2);
    const list = await (await staff().get(`${BASE}/audiobooks/?q=poveste`)).json();
    expect(list.results).toEqual([{ id: book.id, name: 'Poveste de test', tracks: 2 }]);

    const edited = await staff().patch(`${BASE}/audiobooks/${book.id}/`, { name: 'Poveste nouă' });
    expect(edited.status).toBe(200);
    expect((await edited.json()).tracks).toHaveLength(2);
    expect((await lastAction('audiobook.update'))?.detail).toEqual({ fields: ['name'] });

    expect((await del(`${BASE}/audiobooks/${book.id}/`)).status).toBe(204);
    expect(await lastAction('audiobook.delete')).toMatchObject({ targetLabel: 'Poveste nouă' });
    expect(await stored(one.key)).toBeNull();
    expect(await stored(two.key)).toBeNull();
  });

  test('a video lesson: needs a video, takes each source in its field; recorded; removed', async () => {
    const mp4 = await uploadFile('video', 'lectie.mp4');
    const poster = await uploadFile('image', 'lectie.jpg');
    const none = await staff().post(`${BASE}/video-lessons/`, { title: 'Fără video' });
    expect(await none.json()).toEqual({ mp4: [lib.needsVideo] });
    const misplaced = await staff().post(`${BASE}/video-lessons/`, { title: 'X', webm: mp4.key });
    expect(await misplaced.json()).toEqual({ webm: [lib.wrongType('video')] });

    const res = await staff().post(`${BASE}/video-lessons/`, {
      title: 'Respirația',
      description: 'Exerciții',
      mp4: mp4.key,
      poster: poster.key,
    });
    const lesson = await created<StaffVideoLesson>(res, 'video_lesson.create');
    const conductor = (await demoAccounts(t)).tokens.conductor;
    const seen = await client(t.app, conductor).get(`/api/video-lessons/${lesson.id}/`);
    expect((await seen.json()).mp4).toBe(`/api/library/video/${lesson.id}/mp4/`);

    const edited = await staff().patch(`${BASE}/video-lessons/${lesson.id}/`, { poster: null });
    expect((await edited.json()).poster).toBeNull();
    expect(await stored(poster.key)).toBeNull();
    expect((await lastAction('video_lesson.update'))?.detail).toEqual({ fields: ['poster'] });

    expect((await del(`${BASE}/video-lessons/${lesson.id}/`)).status).toBe(204);
    expect(await lastAction('video_lesson.delete')).toMatchObject({ targetId: lesson.id });
    expect(await stored(mp4.key)).toBeNull();
  });

  test('a resource: create, edit (a new file replaces the old), delete; recorded', async () => {
    const file = await uploadFile('resource', 'regulament.pdf');
    const res = await staff().post(`${BASE}/resources/`, {
      box: 'others',
      name: 'Regulament de test',
      file: file.key,
    });
    const resource = await created<StaffResource>(res, 'resource.create');
    const boxes = await (await client(t.app, singerToken).get('/api/resources/')).json();
    expect(boxes.others.map((r: { id: number }) => r.id)).toContain(resource.id);
    const bad = await staff().post(`${BASE}/resources/`, { box: 'x', name: 'X', file: file.key });
    expect(Object.keys(await bad.json())).toEqual(['box']);

    const image = await uploadFile('resource', 'afis-gala.png');
    const edited = await staff().patch(`${BASE}/resources/${resource.id}/`, {
      box: 'posters',
      file: image.key,
    });
    expect(await edited.json()).toMatchObject({ box: 'posters', file: image.key });
    expect(await stored(file.key)).toBeNull();
    expect((await lastAction('resource.update'))?.detail).toEqual({ fields: ['box', 'file'] });

    expect((await del(`${BASE}/resources/${resource.id}/`)).status).toBe(204);
    expect(await lastAction('resource.delete')).toMatchObject({
      targetLabel: 'Regulament de test',
    });
    expect(await stored(image.key)).toBeNull();
  });
});

describe('vocabularies', () => {
  test('create, rename, reorder and delete a term; a used term answers 409', async () => {
    const res = await staff().post(`${BASE}/terms/`, { kind: 'theme', name: 'Primăvara' });
    expect(res.status).toBe(201);
    const term: StaffTerm = await res.json();
    expect(term).toMatchObject({ name: 'Primăvara', uses: 0 });
    expect(await lastAction('library_term.create')).toMatchObject({
      actorId: staffId,
      targetId: term.id,
      detail: { kind: 'theme' },
    });
    const twice = await staff().post(`${BASE}/terms/`, { kind: 'theme', name: 'primăvara' });
    expect(await twice.json()).toEqual({ name: [lib.termExists] });
    // Members see it in the filters at once.
    const filters = await (await client(t.app, singerToken).get('/api/song/filters')).json();
    expect(filters.themes.map((x: { name: string }) => x.name)).toContain('Primăvara');

    const renamed = await staff().patch(`${BASE}/terms/${term.id}/`, {
      name: 'Primăvară',
      position: 0,
    });
    expect(await renamed.json()).toMatchObject({ name: 'Primăvară', position: 0 });
    expect(await lastAction('library_term.update')).toMatchObject({
      targetLabel: 'Primăvară',
      detail: { kind: 'theme', from: 'Primăvara', fields: ['name', 'position'] },
    });

    await staff().post(`${BASE}/scores/`, { name: 'De primăvară', themes: [term.id] });
    const used = await del(`${BASE}/terms/${term.id}/`);
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({ detail: lib.termInUse });
    const all: StaffTerms = await (await staff().get(`${BASE}/terms/`)).json();
    expect(all.theme.find((x) => x.id === term.id)?.uses).toBe(1);

    const spare = await (
      await staff().post(`${BASE}/terms/`, { kind: 'voice', name: 'Bariton' })
    ).json();
    expect((await del(`${BASE}/terms/${spare.id}/`)).status).toBe(204);
    expect(await lastAction('library_term.delete')).toMatchObject({
      targetId: spare.id,
      targetLabel: 'Bariton',
    });
    const gone = await t.db
      .select()
      .from(libraryTerms)
      .where(and(eq(libraryTerms.id, spare.id)));
    expect(gone).toEqual([]);
    expect((await staff().post(`${BASE}/terms/`, { kind: 'nope', name: 'X' })).status).toBe(400);
    const nothing = await staff().patch(`${BASE}/terms/${term.id}/`, {});
    expect(await nothing.json()).toEqual({ non_field_errors: [lib.nothingToChange] });
    expect((await staff().patch(`${BASE}/terms/999999/`, { name: 'X' })).status).toBe(404);
  });
});
