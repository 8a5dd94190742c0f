/**
 * Starting notes (issue #27): staff give each track of a score the first note of its part (a
 * MIDI number, 21–108), checked on the server with a Romanian message; members read it with the
 * score. The demo scores in parts (DEMO_PART_SCORES) have real part tracks, each with its voice
 * part and starting note, of one length per piece, and are the programme of the demo concert.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scoreFiltersSchema, scoreSchema } from '../../src/lib/api/library.ts';
import type { StaffScore, UploadedFile } from '../../src/lib/api/staff-library.ts';
import { lib } from '../../src/lib/messages-staff-library.ts';
import { eventScores, events, scores } from '../../src/server/db/schema.ts';
import { DEMO_PART_SCORES } from '../../src/server/db/seed/library-data.ts';
import { client } from '../helpers/app.ts';
import { type DemoApp, demoApp } from '../helpers/members.ts';

let { t, tokens } = {} as DemoApp;
let voice: Record<string, number> = {};
beforeAll(async () => {
  ({ t, tokens } = await demoApp());
  const filters = v.parse(
    scoreFiltersSchema,
    await (await client(t.app, tokens.singer).get('/api/song/filters')).json(),
  );
  voice = Object.fromEntries(filters.voices.map((term) => [term.name, term.id]));
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);
const readScore = async (id: number) =>
  v.parse(scoreSchema, await (await api(tokens.singer).get(`/api/song/${id}/`)).json());

describe('a track’s starting note in the back office', () => {
  const FILES = fileURLToPath(new URL('../../src/server/db/seed/library-files/', import.meta.url));
  async function upload(file: string): Promise<UploadedFile> {
    const res = await t.app.request(`/api/staff/library/files/?kind=audio&name=${file}`, {
      method: 'POST',
      headers: { authorization: `Token ${tokens.staff}` },
      body: await readFile(`${FILES}${file}`),
    });
    expect(res.status).toBe(201);
    return res.json();
  }
  let files: UploadedFile[] = [];
  beforeAll(async () => {
    files = [await upload('alto.mp3'), await upload('cor.mp3')];
  });
  const body = (note: unknown) => ({
    name: 'Colind cu note de început',
    tracks: [
      { title: 'Alto', file: files[0]?.key, voice_part: voice.Alto, starting_note: note },
      { title: 'Tot corul', file: files[1]?.key, voice_part: null },
    ],
  });
  const badNote = lib.badStartingNote('La0', 'Do8');

  test.each([
    ['below the piano', 20],
    ['above the piano', 109],
    ['not whole', 60.5],
    ['a note name', 'Do4'],
    ['a boolean', true],
  ])('400 with a Romanian message for a starting note %s', async (_, note) => {
    const res = await api(tokens.staff).post('/api/staff/library/scores/', body(note));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ 'tracks.0.starting_note': [badNote] });
  });

  test('403 for a member: only staff give a starting note', async () => {
    const res = await api(tokens.conductor).post('/api/staff/library/scores/', body(57));
    expect(res.status).toBe(403);
  });

  test('a note is saved, kept by an edit of other fields, cleared by null, read by members', async () => {
    const res = await api(tokens.staff).post('/api/staff/library/scores/', body(57));
    expect(res.status).toBe(201);
    const score: StaffScore = await res.json();
    expect(score.tracks.map((track) => track.starting_note)).toEqual([57, null]);
    expect((await readScore(score.id)).mp3s.map((track) => track.starting_note)).toEqual([
      57,
      null,
    ]);

    const path = `/api/staff/library/scores/${score.id}/`;
    const renamed = await api(tokens.staff).patch(path, { name: 'Colind redenumit' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as StaffScore).tracks[0]?.starting_note).toBe(57);

    const cleared = await api(tokens.staff).patch(path, body(null));
    expect(((await cleared.json()) as StaffScore).tracks[0]?.starting_note).toBeNull();
    expect((await readScore(score.id)).mp3s[0]?.starting_note).toBeNull();
  });

  test('an audiobook’s chapter has no starting note', async () => {
    const res = await api(tokens.staff).post('/api/staff/library/audiobooks/', {
      name: 'Poveste fără note',
      tracks: [
        { title: 'Capitolul 1', file: (await upload('capitol-1.mp3')).key, starting_note: 60 },
      ],
    });
    expect(res.status).toBe(201);
    const [track] = ((await res.json()) as StaffScore).tracks;
    expect(track?.starting_note).toBeNull();
  });
});

describe('the demo scores in parts', () => {
  const demoScores = async () =>
    t.db
      .select({ id: scores.id, name: scores.name })
      .from(scores)
      .where(
        inArray(
          scores.name,
          DEMO_PART_SCORES.map((score) => score.name),
        ),
      );

  test.each(DEMO_PART_SCORES)(
    '$name: every part with its voice and starting note, one length',
    async (demo) => {
      const row = (await demoScores()).find((r) => r.name === demo.name);
      const score = await readScore(row?.id ?? 0);
      expect(score.pdf).not.toBeNull();
      const byTitle = new Map(score.mp3s.map((track) => [track.title, track]));
      for (const [part, , note] of demo.parts) {
        expect(byTitle.get(part)?.voice_part).toBe(voice[part]);
        expect(byTitle.get(part)?.starting_note).toBe(note);
      }
      expect(byTitle.get('Tot corul')?.voice_part).toBeNull();
      // Constant bit rate: files of one length are of one size; more than a minute at 16 kbps.
      const sizes = new Set<number>();
      for (const track of score.mp3s) {
        const res = await api(tokens.singer).get(track.file);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('audio/mpeg');
        sizes.add((await res.arrayBuffer()).byteLength);
      }
      expect(sizes.size).toBe(1);
      expect([...sizes][0]).toBeGreaterThan(60 * 2000);
    },
  );

  test('they are the programme of the demo choir’s next concert, in order', async () => {
    const rows = await t.db
      .select({ name: scores.name, position: eventScores.position, title: events.title })
      .from(eventScores)
      .innerJoin(scores, eq(scores.id, eventScores.scoreId))
      .innerJoin(events, eq(events.id, eventScores.eventId))
      .orderBy(eventScores.position);
    expect(rows.map((r) => r.name)).toEqual(DEMO_PART_SCORES.map((score) => score.name));
    expect(new Set(rows.map((r) => r.title))).toEqual(new Set(['Concert de iarnă']));
  });
});
