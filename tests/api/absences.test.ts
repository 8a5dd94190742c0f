/**
 * Planned absences (issue #28): the range rules, the answers they give (and the kept answer lists
 * that follow them), an event created later inside one, deleting, and a parent acting for a child.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AbsenceCreated } from '../../src/lib/api/attendance.ts';
import type { EventAnswers } from '../../src/lib/api/events.ts';
import { absenceRules } from '../../src/lib/messages-attendance.ts';
import { parentOfTeen } from '../../src/lib/messages-family-rules.ts';
import { familyLinks, users } from '../../src/server/db/schema.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';
import { actingAs } from '../helpers/acting.ts';
import type { TestApp } from '../helpers/app.ts';
import { attendanceWorld } from '../helpers/attendance.ts';
import { dayFromToday, eventBody, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { addMembership, createMember } from '../helpers/members.ts';

const w = attendanceWorld();
const { as } = w;
let t: TestApp;
let choirId: number;
let people: typeof w.people;
let started: number;
let listPath: string;
// After the world's own beforeAll, which made them.
beforeAll(() => {
  ({ t, choirId, people, started } = w);
  listPath = `/api/event/${started}/attendance/`;
});

describe('absences', () => {
  const absence = (from: number, to: number, reason = 'Tabără cu școala') => ({
    starts_on: dayFromToday(from),
    ends_on: dayFromToday(to),
    reason,
  });

  test.each([
    ['a start in the past', absence(-1, 2), { starts_on: [absenceRules.inPast] }],
    ['an end before the start', absence(5, 3), { ends_on: [absenceRules.endBeforeStart] }],
    ['more than 60 days', absence(1, 61), { ends_on: [absenceRules.tooLong] }],
    ['a long reason', absence(1, 2, 'x'.repeat(201)), { reason: [absenceRules.reasonTooLong] }],
  ])('POST /api/absences/ answers 400 to %s', async (_, body, errors) => {
    const res = await as('singer2').post('/api/absences/', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
  });

  test.each([
    ['an impossible day', { starts_on: '2026-02-30', ends_on: dayFromToday(2) }],
    ['a year 0', { starts_on: '0000-01-01', ends_on: dayFromToday(2) }],
    ['a reason with a line break', { ...absence(1, 2), reason: 'a\nb' }],
    ['no days', {}],
  ])('POST /api/absences/ answers 400 to %s', async (_, body) => {
    expect((await as('singer2').post('/api/absences/', body)).status).toBe(400);
  });

  test("answers the events inside it 'Nu particip' with the reason, and the kept lists follow", async () => {
    const inside = await insertEvent(t, {
      choirId,
      start: hoursFromNow(24 * 3),
      end: hoursFromNow(24 * 3 + 2),
    });
    const outside = await insertEvent(t, {
      choirId,
      start: hoursFromNow(24 * 20),
      end: hoursFromNow(24 * 20 + 2),
    });
    await as('singer2').put(`/api/event/${inside}/answer/`, { answer: 'yes', note: 'vin' });
    const answersPath = `/api/event/${inside}/answers/`;
    const before = (await (await as('conductor').get(answersPath)).json()) as EventAnswers;
    expect(before.members.find((m) => m.user_id === people.singer2.id)?.answer).toBe('yes');

    const res = await as('singer2').post('/api/absences/', absence(2, 9));
    expect(res.status).toBe(201);
    const created = (await res.json()) as AbsenceCreated;
    expect(created.answered).toBe(1);
    const after = (await (await as('conductor').get(answersPath)).json()) as EventAnswers;
    expect(after.members.find((m) => m.user_id === people.singer2.id)).toMatchObject({
      answer: 'no',
      note: 'Tabără cu școala',
    });
    const outsideAnswer = await rowsOf(
      t.db,
      sql`select 1 from event_answers
      where event_id = ${outside} and user_id = ${people.singer2.id}`,
    );
    expect(outsideAnswer).toHaveLength(0);

    // An event created later inside the absence is answered at its creation.
    const made = await as('conductor').post('/api/event/', eventBody(choirId, {}, 5));
    expect(made.status).toBe(201);
    const { id: later } = (await made.json()) as { id: number };
    const laterList = (await (
      await as('conductor').get(`/api/event/${later}/answers/`)
    ).json()) as EventAnswers;
    expect(laterList.members.find((m) => m.user_id === people.singer2.id)).toMatchObject({
      answer: 'no',
      note: 'Tabără cu școala',
    });
    expect(laterList.members.find((m) => m.user_id === people.singer.id)?.answer).toBeNull();

    const list = (await (await as('singer2').get('/api/absences/')).json()) as { id: number }[];
    expect(list.map((a) => a.id)).toEqual([created.absence.id]);
    expect(await (await as('singer').get('/api/absences/')).json()).toEqual([]);
  });

  test('DELETE /api/absences/{id}/ deletes only the caller’s own', async () => {
    const created = (await (
      await as('singer2').post('/api/absences/', absence(30, 31))
    ).json()) as AbsenceCreated;
    const path = `/api/absences/${created.absence.id}/`;
    expect((await as('singer').delete(path)).status).toBe(404);
    expect((await as('singer2').delete('/api/absences/abc/')).status).toBe(404);
    expect((await as('singer2').delete(path)).status).toBe(204);
    expect((await as('singer2').delete(path)).status).toBe(404);
  });

  test('a parent announces it for a managed child; a child of 16+ with a login decides alone', async () => {
    const parent = await createMember(t, 'prezenta.parinte@example.com', { firstName: 'Părinte' });
    const child = await createMember(t, 'prezenta.copil@example.com', { firstName: 'Copil' });
    const teen = await createMember(t, 'prezenta.adolescent@example.com', { firstName: 'Teo' });
    await t.db
      .update(users)
      .set({ birthDate: `${Number(dayFromToday(0).slice(0, 4)) - 17}-01-01` })
      .where(eq(users.id, teen.id));
    for (const kid of [child, teen]) {
      await addMembership(t, kid.id, choirId, { confirmed: true });
      await t.db.insert(familyLinks).values({
        parentId: parent.id,
        childId: kid.id,
        requestedBy: parent.id,
        confirmedAt: sql`now()`,
      });
    }
    const event = await insertEvent(t, {
      choirId,
      start: hoursFromNow(24 * 4),
      end: hoursFromNow(24 * 4 + 2),
    });
    const forChild = actingAs(t, '10.0.0.28', parent.token, child.id);
    const res = await forChild.post('/api/absences/', absence(3, 5, 'Bolnav'));
    expect(res.status).toBe(201);
    const rows = await rowsOf(
      t.db,
      sql`select user_id, answer, note from event_answers where event_id = ${event}`,
    );
    expect(rows).toEqual([{ user_id: child.id, answer: 'no', note: 'Bolnav' }]);
    expect(
      await (await actingAs(t, '10.0.0.28', parent.token).get('/api/absences/')).json(),
    ).toEqual([]);

    const forTeen = actingAs(t, '10.0.0.28', parent.token, teen.id);
    const refused = await forTeen.post('/api/absences/', absence(3, 5));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: parentOfTeen.refused });
    expect((await forTeen.get('/api/absences/')).status).toBe(200);
    // The parent is no conductor: acting or not, the list stays closed.
    expect((await forChild.get(listPath)).status).toBe(403);
  });
});
