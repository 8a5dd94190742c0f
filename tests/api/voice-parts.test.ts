/**
 * Voice parts (issue #27): a choir's own conductors set each approved member's part, a term of
 * the library's voices; the members table, the member's own choir details and an event's answers
 * carry it; a score's tracks name their part and the reader's own part comes first.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choirDetailsSchema } from '../../src/lib/api/choirs.ts';
import { eventAnswersSchema } from '../../src/lib/api/events.ts';
import { type Score, scoreFiltersSchema, scoreSchema } from '../../src/lib/api/library.ts';
import { choirMemberSchema } from '../../src/lib/api/members.ts';
import type { StaffScore, UploadedFile } from '../../src/lib/api/staff-library.ts';
import { choirs as cm, validation } from '../../src/lib/messages.ts';
import { lib } from '../../src/lib/messages-staff-library.ts';
import { mediaTracks, memberships } from '../../src/server/db/schema.ts';
import { client } from '../helpers/app.ts';
import { hoursFromNow, insertEvent } from '../helpers/events.ts';
import {
  addMembership,
  createChoir,
  createConductor,
  createMember,
  type DemoApp,
  demoApp,
} from '../helpers/members.ts';

let { t, tokens, ids } = {} as DemoApp;
/** The library's voices by name, and a term of another vocabulary. */
let voice: Record<string, number> = {};
let theme = 0;
beforeAll(async () => {
  ({ t, tokens, ids } = await demoApp());
  const filters = v.parse(
    scoreFiltersSchema,
    await (await client(t.app, tokens.singer).get('/api/song/filters')).json(),
  );
  voice = Object.fromEntries(filters.voices.map((term) => [term.name, term.id]));
  theme = filters.themes[0]?.id ?? 0;
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);
const setPart = (choirId: number, token: string | undefined, body: unknown) =>
  api(token).post(`/api/choir/${choirId}/set-voice-part/`, body);

/** A confirmed choir: its conductor, an approved singer, a request; another choir's conductor. */
let made = 0;
async function freshChoir() {
  const i = ++made;
  const choirId = await createChoir(t, { name: `Corul Vocilor ${i}` });
  const conductor = await createConductor(t, `dirijor-voci-${i}@example.com`, choirId);
  const singer = await createMember(t, `corist-voci-${i}@example.com`);
  await addMembership(t, singer.id, choirId, { confirmed: true });
  const pending = await createMember(t, `nou-voci-${i}@example.com`);
  await addMembership(t, pending.id, choirId);
  const otherChoir = await createChoir(t, { name: `Corul Vecin al Vocilor ${i}` });
  const other = await createConductor(t, `dirijor-vecin-voci-${i}@example.com`, otherChoir);
  return { choirId, conductor, singer, pending, other };
}

const partOf = async (userId: number, choirId: number) =>
  (
    await t.db
      .select({ part: memberships.voicePart })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.choirId, choirId)))
  )[0]?.part;

describe('POST /api/choir/{id}/set-voice-part/', () => {
  test('401 for a visitor', async () => {
    const { choirId, singer } = await freshChoir();
    const res = await setPart(choirId, undefined, { user_id: singer.id, voice_part: voice.Alto });
    expect(res.status).toBe(401);
  });

  describe.each([
    ['another choir’s conductor', 'other', 403],
    ['a singer of the choir', 'singer', 403],
    ['staff who do not conduct the choir', 'staff', 403],
    ['the choir’s own conductor', 'conductor', 200],
  ] as const)('by %s', (_who, role, status) => {
    test(`answers ${status}; the part is set only by the choir's conductor`, async () => {
      const choir = await freshChoir();
      const token = role === 'staff' ? tokens.staff : choir[role].token;
      const res = await setPart(choir.choirId, token, {
        user_id: choir.singer.id,
        voice_part: voice.Alto,
      });
      expect(res.status).toBe(status);
      expect(await partOf(choir.singer.id, choir.choirId)).toBe(status === 200 ? voice.Alto : null);
      if (status === 200) {
        const member = v.parse(choirMemberSchema, await res.json());
        expect(member.voice_part).toBe(voice.Alto);
      }
    });
  });

  test.each([
    ['a name instead of an id', 'Alto'],
    ['a term of another vocabulary', 'theme'],
    ['an id of no term', 999_999],
    ['zero', 0],
    ['a list', [1]],
  ])('400 with the Romanian message for %s', async (_what, part) => {
    const { choirId, conductor, singer } = await freshChoir();
    const res = await setPart(choirId, conductor.token, {
      user_id: singer.id,
      voice_part: part === 'theme' ? theme : part,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ voice_part: [cm.voicePartInvalid] });
    expect(await partOf(singer.id, choirId)).toBeNull();
  });

  test('400 "Acest câmp este necesar" without a part (null clears one)', async () => {
    const { choirId, conductor, singer } = await freshChoir();
    const res = await setPart(choirId, conductor.token, { user_id: singer.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ voice_part: [validation.required] });
  });

  test('400 for a request not yet approved, 404 for someone not in the choir', async () => {
    const { choirId, conductor, pending, other } = await freshChoir();
    const waiting = await setPart(choirId, conductor.token, {
      user_id: pending.id,
      voice_part: voice.Sopran,
    });
    expect(waiting.status).toBe(400);
    expect(await waiting.json()).toEqual({ non_field_errors: [cm.approveFirst] });
    const stranger = await setPart(choirId, conductor.token, {
      user_id: other.id,
      voice_part: voice.Sopran,
    });
    expect(stranger.status).toBe(404);
  });

  test('a conductor sets their own part; null clears a part', async () => {
    const { choirId, conductor, singer } = await freshChoir();
    const own = await setPart(choirId, conductor.token, {
      user_id: conductor.id,
      voice_part: String(voice.Bas),
    });
    expect(own.status).toBe(200);
    expect(await partOf(conductor.id, choirId)).toBe(voice.Bas);
    await setPart(choirId, conductor.token, { user_id: singer.id, voice_part: voice.Tenor });
    const cleared = await setPart(choirId, conductor.token, {
      user_id: singer.id,
      voice_part: null,
    });
    expect(cleared.status).toBe(200);
    expect(await partOf(singer.id, choirId)).toBeNull();
  });
});

describe('the part where it is read', () => {
  test('the members table: conductors get every part, singers none of the others’', async () => {
    const { choirId, conductor, singer } = await freshChoir();
    await setPart(choirId, conductor.token, { user_id: singer.id, voice_part: voice['Vocea I'] });
    const full = (await (
      await api(conductor.token).get(`/api/choir/${choirId}/members/`)
    ).json()) as { user_id: number; voice_part?: number | null }[];
    expect(full.find((m) => m.user_id === singer.id)?.voice_part).toBe(voice['Vocea I']);
    expect(full.find((m) => m.user_id === conductor.id)?.voice_part).toBeNull();
    const seen = (await (
      await api(singer.token).get(`/api/choir/${choirId}/members/`)
    ).json()) as Record<string, unknown>[];
    expect(seen.every((m) => !('voice_part' in m))).toBe(true);
  });

  test('the member sees their own part in their choir’s details', async () => {
    const { choirId, conductor, singer } = await freshChoir();
    const before = v.parse(
      choirDetailsSchema,
      await (await api(singer.token).get(`/api/choir/${choirId}/`)).json(),
    );
    expect(before.my_voice_part).toBeNull();
    await setPart(choirId, conductor.token, { user_id: singer.id, voice_part: voice.Alto });
    const after = v.parse(
      choirDetailsSchema,
      await (await api(singer.token).get(`/api/choir/${choirId}/`)).json(),
    );
    expect(after.my_voice_part).toBe(voice.Alto);
  });

  test('an event’s answers carry the part, read again once a part changes', async () => {
    const { choirId, conductor, singer } = await freshChoir();
    const id = await insertEvent(t, {
      choirId,
      start: hoursFromNow(48),
      end: hoursFromNow(50),
      createdBy: conductor.id,
    });
    const answers = async () =>
      v
        .parse(
          eventAnswersSchema,
          await (await api(conductor.token).get(`/api/event/${id}/answers/`)).json(),
        )
        .members.find((m) => m.user_id === singer.id)?.voice_part;
    expect(await answers()).toBeNull();
    await setPart(choirId, conductor.token, { user_id: singer.id, voice_part: voice.Sopran });
    expect(await answers()).toBe(voice.Sopran);
    await setPart(choirId, conductor.token, { user_id: singer.id, voice_part: voice.Alto });
    expect(await answers()).toBe(voice.Alto);
  });
});

describe('a track names its part in the back office', () => {
  const FILES = fileURLToPath(new URL('../../src/server/db/seed/library-files/', import.meta.url));
  async function uploadMp3(file: string): Promise<UploadedFile> {
    const res = await t.app.request(`/api/staff/library/files/?kind=audio&name=${file}`, {
      method: 'POST',
      headers: { authorization: `Token ${tokens.staff}` },
      body: await readFile(`${FILES}${file}`),
    });
    expect(res.status).toBe(201);
    return res.json();
  }

  test('400 for a part that is not a voice; a voice is saved and read by the members', async () => {
    const [sopran, cor] = [await uploadMp3('sopran.mp3'), await uploadMp3('cor.mp3')];
    const body = (part: unknown) => ({
      name: 'Colind cu voci de test',
      tracks: [
        { title: 'Sopran', file: sopran.key, voice_part: part },
        { title: 'Tot corul', file: cor.key, voice_part: null },
      ],
    });
    const wrong = await api(tokens.staff).post('/api/staff/library/scores/', body(theme));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ 'tracks.0.voice_part': [lib.unknownTerm] });

    const res = await api(tokens.staff).post('/api/staff/library/scores/', body(voice.Sopran));
    expect(res.status).toBe(201);
    const score: StaffScore = await res.json();
    expect(score.tracks.map((track) => track.voice_part)).toEqual([voice.Sopran, null]);
    const seen = v.parse(
      scoreSchema,
      await (await api(tokens.conductor).get(`/api/song/${score.id}/`)).json(),
    );
    expect(seen.mp3s.map((track) => track.voice_part)).toEqual([voice.Sopran, null]);
  });
});

describe("a score's playlist", () => {
  const titles = (score: Score) => score.mp3s.map((track) => track.title);
  /** The first demo score with Sopran, Alto, Tenor, Bas and the whole choir. */
  async function fourParts(token: string | undefined) {
    const page = (await (await api(token).get('/api/song/?page=1')).json()) as {
      results: Score[];
    };
    return page.results.find((s) => s.mp3s.length === 5);
  }

  test('each track names its part; the whole choir none', async () => {
    const score = await fourParts(tokens.conductor);
    expect(score?.mp3s.map((track) => track.voice_part)).toEqual([
      voice.Sopran,
      voice.Alto,
      voice.Tenor,
      voice.Bas,
      null,
    ]);
  });

  test('each track answers its starting note, null where none is given', async () => {
    const score = await fourParts(tokens.singer);
    const [alto, sopran] = score?.mp3s ?? [];
    await t.db
      .update(mediaTracks)
      .set({ startingNote: 57 })
      .where(eq(mediaTracks.id, alto?.id ?? 0));
    await t.db
      .update(mediaTracks)
      .set({ startingNote: null })
      .where(eq(mediaTracks.id, sopran?.id ?? 0));
    const one = v.parse(
      scoreSchema,
      await (await api(tokens.singer).get(`/api/song/${score?.id}/`)).json(),
    );
    expect(one.mp3s.slice(0, 2).map((track) => track.starting_note)).toEqual([57, null]);
  });

  test('the demo singer (Alto) hears their part first, in the list and in the score', async () => {
    const conductors = await fourParts(tokens.conductor);
    expect(conductors && titles(conductors)).toEqual([
      'Sopran',
      'Alto',
      'Tenor',
      'Bas',
      'Tot corul',
    ]);
    const singers = await fourParts(tokens.singer);
    expect(singers && titles(singers)).toEqual(['Alto', 'Sopran', 'Tenor', 'Bas', 'Tot corul']);
    const one = v.parse(
      scoreSchema,
      await (await api(tokens.singer).get(`/api/song/${singers?.id}/`)).json(),
    );
    expect(titles(one)).toEqual(['Alto', 'Sopran', 'Tenor', 'Bas', 'Tot corul']);
    // The conductor's next read is not the singer's order: the kept list is the same for all.
    const again = await fourParts(tokens.conductor);
    expect(again && titles(again)[0]).toBe('Sopran');
  });

  test('a singer given a part by their conductor hears it first from then on', async () => {
    const demoChoir = (
      await t.db
        .select({ choirId: memberships.choirId })
        .from(memberships)
        .where(eq(memberships.userId, ids.conductor ?? 0))
    )[0]?.choirId;
    const res = await setPart(demoChoir ?? 0, tokens.conductor, {
      user_id: ids.singer,
      voice_part: voice.Bas,
    });
    expect(res.status).toBe(200);
    const score = await fourParts(tokens.singer);
    expect(score && titles(score)[0]).toBe('Bas');
    await setPart(demoChoir ?? 0, tokens.conductor, {
      user_id: ids.singer,
      voice_part: voice.Alto,
    });
  });
});
