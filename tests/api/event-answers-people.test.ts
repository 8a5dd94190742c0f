/**
 * GET /api/event/{id}/answers/ as the conductor reads it (issue #23): conductors are not counted
 * among those who have not answered, and two members of the same name are told apart.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type EventAnswers, eventAnswersSchema } from '../../src/lib/api/events.ts';
import type { TestApp } from '../helpers/app.ts';
import { api, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await demoApp());
});
afterAll(() => t.close());

/** A choir of two conductors, two singers both called Elena Test, and Radu; an event of it. */
let made = 0;
async function choirEvent() {
  const i = ++made;
  const choirId = await createChoir(t, { name: `Corul Omonimelor ${i}` });
  const add = async (email: string, firstName: string, conductor = false) => {
    const p = await createMember(t, `${i}.${email}`, { firstName });
    await addMembership(t, p.id, choirId, { confirmed: true, conductor });
    return p;
  };
  const conductor = await add('dirijoarea.omonime@example.com', 'Dana', true);
  const second = await add('al-doilea.omonime@example.com', 'Mihai', true);
  const first = await add('elena.a@example.com', 'Elena');
  await add('elena.b@example.com', 'Elena');
  await add('radu.omonime@example.com', 'Radu');
  const id = await insertEvent(t, {
    choirId,
    start: hoursFromNow(48),
    end: hoursFromNow(50),
  });
  return { id, conductor, second, first };
}

describe('GET /api/event/{id}/answers/', () => {
  test('counts the conductors apart: one who has not answered is not waited for', async () => {
    const { id, conductor, second } = await choirEvent();
    expect(
      (await api(t.app, second.token).put(`/api/event/${id}/answer/`, { answer: 'yes' })).status,
    ).toBe(200);
    const res = await api(t.app, conductor.token).get(`/api/event/${id}/answers/`);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as EventAnswers;
    expect(v.safeParse(eventAnswersSchema, answers).success).toBe(true);
    expect(answers.counts).toEqual({ yes: 1, no: 0, maybe: 0, none: 3 });
    const conductors = answers.members.filter((m) => m.is_conductor).map((m) => m.name);
    expect(conductors.sort()).toEqual(['Dana Test', 'Mihai Test']);
  });

  test("tells two members of the same name apart by their e-mail's first part, and no one else", async () => {
    const { id, conductor } = await choirEvent();
    const answers = (await (
      await api(t.app, conductor.token).get(`/api/event/${id}/answers/`)
    ).json()) as EventAnswers;
    const hints = Object.fromEntries(
      answers.members.map((m) => [`${m.name} ${m.user_id}`, m.name_hint]),
    );
    expect(Object.values(hints).filter(Boolean).sort()).toEqual([
      `${made}.elena.a`,
      `${made}.elena.b`,
    ]);
    expect(answers.members.find((m) => m.name === 'Radu Test')?.name_hint).toBeNull();
  });
});
