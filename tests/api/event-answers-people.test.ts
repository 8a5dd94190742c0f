/**
 * An event's answers and announcement as the conductor reads them (issue #23): GET answers/ counts
 * no conductor among those who have not answered and tells two members of the same name apart;
 * GET notify/ shows who 'Anunță corul' would mail, and what, sending nothing.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type EventAnswers,
  eventAnswersSchema,
  eventNotifyPreviewSchema,
} from '../../src/lib/api/events.ts';
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
  const singer = await add('radu.omonime@example.com', 'Radu');
  const id = await insertEvent(t, {
    choirId,
    start: hoursFromNow(48),
    end: hoursFromNow(50),
  });
  return { id, conductor, second, first, singer };
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

describe('GET /api/event/{id}/notify/', () => {
  test('answers 403 to a singer', async () => {
    const { id, singer } = await choirEvent();
    expect((await api(t.app, singer.token).get(`/api/event/${id}/notify/`)).status).toBe(403);
  });

  test('names every member the mail would reach and its text, and sends nothing', async () => {
    const { id, conductor } = await choirEvent();
    const mark = await t.mailMark();
    const res = await api(t.app, conductor.token).get(`/api/event/${id}/notify/`);
    expect(res.status).toBe(200);
    const preview = await res.json();
    expect(v.safeParse(eventNotifyPreviewSchema, preview).success).toBe(true);
    expect(preview.recipients.map((r: { name: string }) => r.name)).toEqual([
      'Dana Test',
      'Elena Test',
      'Elena Test',
      'Mihai Test',
      'Radu Test',
    ]);
    expect(preview.subject).toContain('Eveniment');
    expect(preview.text).toMatch(/^Bună, Dana Test!/);
    expect(preview.already_notified).toBe(false);
    expect(await t.mailMark(), 'no mail queued').toBe(mark);

    const sent = await api(t.app, conductor.token).post(`/api/event/${id}/notify/`);
    expect(await sent.json()).toEqual({ sent: 5 });
    const after = await (await api(t.app, conductor.token).get(`/api/event/${id}/notify/`)).json();
    expect(after.already_notified).toBe(true);
  });
});
