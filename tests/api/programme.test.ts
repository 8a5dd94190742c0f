/**
 * A concert's programme (issue #27): the demo concert's pieces, the conductor's replacement of them,
 * each singer's 'Învăț' / 'Știu', the readiness view (the choir's own conductors only, not staff).
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type Programme,
  programmeSchema,
  type Readiness,
  readinessSchema,
  scoreMarkAnswerSchema,
} from '../../src/lib/api/programme.ts';
import { PROGRAMME_MAX_SCORES } from '../../src/lib/limits.ts';
import { validation } from '../../src/lib/messages.ts';
import { programmeErrors as m } from '../../src/lib/messages-programme.ts';
import { events, scoreProgress, scores } from '../../src/server/db/schema.ts';
import { DEMO_PART_SCORES } from '../../src/server/db/seed/library-data.ts';
import { eventTestApp, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { createConductor } from '../helpers/members.ts';

const cast = eventTestApp();
const as = cast.as;

/** The demo concert (demoConcert) sings the demo scores in parts (seed/library.ts). */
const DEMO_PROGRAMME = DEMO_PART_SCORES.map((score) => score.name);

async function demoConcert() {
  const [row] = await cast.t.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.choirId, cast.t.choirId), eq(events.type, 1)));
  return row?.id ?? 0;
}

/** Score ids of the library, by name. */
async function scoreIds() {
  const rows = await cast.t.db.select({ id: scores.id, name: scores.name }).from(scores);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

// After eventTestApp's own beforeAll (hooks run in order): the conductor of another choir.
beforeAll(async () => {
  const made = await createConductor(cast.t, 'dirijor-alt-program@example.com', cast.otherChoir);
  cast.tokens.otherConductor = made.token;
});

/** A global event of the programme, in two days. */
const globalEvent = () =>
  insertEvent(cast.t, { choirId: null, start: hoursFromNow(48), end: hoursFromNow(50) });

const programmePath = (id: number) => `/api/event/${id}/programme/`;
const readinessPath = (id: number) => `/api/event/${id}/readiness/`;
const markPath = (id: number) => `/api/song/${id}/mark/`;

describe('GET /api/event/{id}/programme/', () => {
  test('401 for a visitor, 403 for a member of another choir', async () => {
    const id = await demoConcert();
    expect((await as().get(programmePath(id))).status).toBe(401);
    expect((await as('other').get(programmePath(id))).status).toBe(403);
  });

  test('the demo concert sings its pieces in order; only the conductor may edit', async () => {
    const id = await demoConcert();
    const forSinger = v.parse(
      programmeSchema,
      await (await as('singer').get(programmePath(id))).json(),
    );
    expect(forSinger.scores.map((piece) => piece.name)).toEqual(DEMO_PROGRAMME);
    expect(forSinger.scores.every((piece) => piece.has_mp3 && piece.my_state === null)).toBe(true);
    expect(forSinger.can_edit).toBe(false);
    const forConductor = await (await as('conductor').get(programmePath(id))).json();
    expect(forConductor.can_edit).toBe(true);
    const forStaff = await (await as('staff').get(programmePath(id))).json();
    expect(forStaff.can_edit).toBe(false);
  });

  test('a global event has no programme', async () => {
    const id = await globalEvent();
    const res = await as('singer').get(programmePath(id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ event_id: id, can_edit: false, scores: [] });
  });
});

describe('PUT /api/event/{id}/programme/', () => {
  test('401 for a visitor', async () => {
    expect((await as().put(programmePath(await cast.futureEvent()), { scores: [] })).status).toBe(
      401,
    );
  });

  describe.each([
    ['a singer of the choir', 'singer'],
    ['a member waiting for approval', 'pending'],
    ['a member of another choir', 'other'],
    ['the conductor of another choir', 'otherConductor'],
    ['staff (the programme is the choir’s own)', 'staff'],
  ])('403 for %s', (_, role) => {
    test('and the programme stays', async () => {
      const id = await cast.futureEvent('Concert de probă');
      const ids = await scoreIds();
      const res = await as(role).put(programmePath(id), { scores: [ids['Florile dalbe']] });
      expect(res.status).toBe(403);
      expect((await (await as('conductor').get(programmePath(id))).json()).scores).toEqual([]);
    });
  });

  test('404 for an unknown event', async () => {
    expect((await as('conductor').put(programmePath(999_999), { scores: [] })).status).toBe(404);
  });

  test('400 for a global event', async () => {
    const id = await globalEvent();
    const res = await as('staff').put(programmePath(id), { scores: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [m.global] });
  });

  test.each([
    ['not a list', { scores: 'Florile dalbe' }, m.scores],
    ['no list', {}, validation.required],
    ['a text among the ids', { scores: [1, 'doi'] }, m.scores],
    ['a fraction', { scores: [1.5] }, m.scores],
    ['a negative id', { scores: [-3] }, m.scores],
    ['an id past the largest', { scores: [2 ** 31] }, m.scores],
    ['a repeated piece', { scores: [1, 2, 1] }, m.duplicate],
    [
      'too many pieces',
      { scores: Array.from({ length: PROGRAMME_MAX_SCORES + 1 }, (_, i) => i + 1) },
      m.tooMany(PROGRAMME_MAX_SCORES),
    ],
  ])('400 for %s', async (_, body, message) => {
    const res = await as('conductor').put(programmePath(await cast.futureEvent()), body);
    expect(res.status).toBe(400);
    expect((await res.json()).scores).toEqual([message]);
  });

  test('400 for a body that is not JSON', async () => {
    const res = await cast.t.app.request(programmePath(await cast.futureEvent()), {
      method: 'PUT',
      headers: {
        authorization: `Token ${cast.tokens.conductor}`,
        'content-type': 'application/json',
      },
      body: '{scores:',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [validation.invalidBody] });
  });

  test('400 naming the scores that do not exist, and nothing is saved', async () => {
    const id = await cast.futureEvent();
    const ids = await scoreIds();
    const res = await as('conductor').put(programmePath(id), {
      scores: [ids['Florile dalbe'], 888_888, 999_999],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ scores: [m.unknown('888888, 999999')] });
    expect((await (await as('conductor').get(programmePath(id))).json()).scores).toEqual([]);
  });

  test('replaces the whole programme in the given order; [] clears it', async () => {
    const id = await cast.futureEvent('Concert de primăvară');
    const ids = await scoreIds();
    const order = ['Lugojana', 'Florile dalbe', 'Trei păstori'];
    const res = await as('conductor').put(programmePath(id), {
      scores: order.map((name) => ids[name]),
    });
    expect(res.status).toBe(200);
    const saved: Programme = v.parse(programmeSchema, await res.json());
    expect(saved.scores.map((piece) => piece.name)).toEqual(order);
    const again = await as('conductor').put(programmePath(id), {
      scores: [ids['Trei păstori'], ids.Lugojana],
    });
    expect((await again.json()).scores.map((p: { name: string }) => p.name)).toEqual([
      'Trei păstori',
      'Lugojana',
    ]);
    const cleared = await as('conductor').put(programmePath(id), { scores: [] });
    expect((await cleared.json()).scores).toEqual([]);
  });

  test('a deleted score leaves the programme', async () => {
    const id = await cast.futureEvent();
    const [extra] = await cast.t.db
      .insert(scores)
      .values({ name: 'Piesă de șters', author: 'Test' })
      .returning({ id: scores.id });
    const ids = await scoreIds();
    await as('conductor').put(programmePath(id), { scores: [extra?.id, ids.Lugojana] });
    await cast.t.db.delete(scores).where(eq(scores.id, extra?.id ?? 0));
    const left = await (await as('singer').get(programmePath(id))).json();
    expect(left.scores.map((p: { name: string }) => p.name)).toEqual(['Lugojana']);
  });
});

describe('PUT /api/song/{id}/mark/', () => {
  test('401 for a visitor, 403 for an account confirmed in no choir, 404 for no score', async () => {
    const ids = await scoreIds();
    const id = ids['Florile dalbe'] ?? 0;
    expect((await as().put(markPath(id), { state: 'known' })).status).toBe(401);
    expect((await as('pending').put(markPath(id), { state: 'known' })).status).toBe(403);
    expect((await as('pending').get(markPath(id))).status).toBe(403);
    expect((await as('singer').put(markPath(999_999), { state: 'known' })).status).toBe(404);
    expect((await as('singer').get(markPath(999_999))).status).toBe(404);
  });

  test.each([
    ['another word', { state: 'stiu' }],
    ['a number', { state: 1 }],
  ])('400 for %s', async (_, body) => {
    const ids = await scoreIds();
    const res = await as('singer').put(markPath(ids.Ciuleandra ?? 0), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ state: [m.state] });
  });

  test('sets, changes and clears the singer’s own mark, seen in the programme', async () => {
    const ids = await scoreIds();
    const score = ids[DEMO_PROGRAMME[1] ?? ''] ?? 0;
    const concert = await demoConcert();
    const mine = async () =>
      (await (await as('secondSinger').get(programmePath(concert))).json()).scores.find(
        (p: { id: number }) => p.id === score,
      ).my_state;
    const set = await as('secondSinger').put(markPath(score), { state: 'learning' });
    expect(v.parse(scoreMarkAnswerSchema, await set.json())).toEqual({
      score_id: score,
      state: 'learning',
    });
    expect(await mine()).toBe('learning');
    await as('secondSinger').put(markPath(score), { state: 'known' });
    expect(await mine()).toBe('known');
    expect(await (await as('secondSinger').get(markPath(score))).json()).toEqual({
      score_id: score,
      state: 'known',
    });
    // Another singer's view is their own.
    const forSinger = await (await as('singer').get(programmePath(concert))).json();
    expect(forSinger.scores.find((p: { id: number }) => p.id === score).my_state).toBe(null);
    await as('secondSinger').put(markPath(score), { state: null });
    expect(await mine()).toBe(null);
    const rows = await cast.t.db
      .select()
      .from(scoreProgress)
      .where(eq(scoreProgress.scoreId, score));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/event/{id}/readiness/', () => {
  test('401 for a visitor', async () => {
    expect((await as().get(readinessPath(await demoConcert()))).status).toBe(401);
  });

  test.each(['singer', 'pending', 'other', 'otherConductor', 'staff'])(
    '403 for %s',
    async (role) => {
      expect((await as(role).get(readinessPath(await demoConcert()))).status).toBe(403);
    },
  );

  test('400 for a global event', async () => {
    const id = await globalEvent();
    const res = await as('conductor').get(readinessPath(id));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [m.global] });
  });

  test('per piece and part: who knows it, and who does not yet', async () => {
    const ids = await scoreIds();
    const concert = await demoConcert();
    const [first = 0, second = 0] = DEMO_PROGRAMME.map((name) => ids[name] ?? 0);
    await as('singer').put(markPath(first), { state: 'known' });
    await as('secondSinger').put(markPath(first), { state: 'learning' });
    await as('conductor').put(markPath(second), { state: 'known' });
    const res = await as('conductor').get(readinessPath(concert));
    expect(res.status).toBe(200);
    const view: Readiness = v.parse(readinessSchema, await res.json());
    // The conductor is not a singer of the choir: not counted, their mark not read.
    expect(view.singers).toBe(2);
    expect(view.scores.map((piece) => piece.name)).toEqual(DEMO_PROGRAMME);
    const all = (piece: number) => {
      const parts = view.scores.find((s) => s.id === piece)?.parts ?? [];
      return {
        singers: parts.reduce((n, part) => n + part.singers, 0),
        known: parts.reduce((n, part) => n + part.known, 0),
        notYet: parts.flatMap((part) => part.not_yet.map((s) => [s.name, s.state])),
      };
    };
    expect(all(first)).toEqual({ singers: 2, known: 1, notYet: [['Bianca Test', 'learning']] });
    expect(all(second).known).toBe(0);
    const alto = view.scores[0]?.parts.find((part) => part.known === 1);
    expect(alto?.voice_part).not.toBeNull();
    await as('singer').put(markPath(first), { state: null });
  });
});
