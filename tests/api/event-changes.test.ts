/**
 * Events: global events across choirs, edits, answers and the mail that tells the choir
 * (events.test.ts: rights, validation, window).
 */
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { eventAnswersSchema } from '../../src/lib/api/events.ts';
import { mail as mailTexts } from '../../src/lib/messages.ts';
import { events as em, eventMail, validation } from '../../src/lib/messages-events.ts';
import { choirs, eventAnswers, events, outbox } from '../../src/server/db/schema.ts';
import {
  eventBody,
  eventTestApp,
  hoursFromNow,
  insertEvent,
  windowPath,
} from '../helpers/events.ts';

const cast = eventTestApp();
const { as, futureEvent } = cast;

describe('global events', () => {
  test('are seen by members of every confirmed choir, not by members of an unconfirmed one', async () => {
    const id = await insertEvent(cast.t, {
      choirId: null,
      start: hoursFromNow(30),
      end: hoursFromNow(32),
    });
    expect((await as('other').get(`/api/event/${id}/`)).status).toBe(200);
    expect((await as('singer').get(`/api/event/${id}/`)).status).toBe(200);
    expect((await as('founder').get(`/api/event/${id}/`)).status).toBe(403);
    expect((await as('pending').get(`/api/event/${id}/`)).status).toBe(403);
    // Answered by members, edited by staff only.
    expect((await as('other').put(`/api/event/${id}/answer/`, { answer: 'maybe' })).status).toBe(
      200,
    );
    const body = eventBody(0);
    expect((await as('conductor').patch(`/api/event/${id}/`, body)).status).toBe(403);
    expect((await as('staff').patch(`/api/event/${id}/`, body)).status).toBe(200);
  });

  test("answers list the chosen choir's members; the choir is required", async () => {
    const id = await insertEvent(cast.t, {
      choirId: null,
      start: hoursFromNow(30),
      end: hoursFromNow(32),
    });
    const missing = await as('conductor').get(`/api/event/${id}/answers/`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ choir_id: [em.choirRequired] });
    expect(
      (await as('conductor').get(`/api/event/${id}/answers/?choir_id=${cast.otherChoir}`)).status,
    ).toBe(403);
    const res = await as('conductor').get(`/api/event/${id}/answers/?choir_id=${cast.t.choirId}`);
    expect(res.status).toBe(200);
  });

  test('are not mailed', async () => {
    const id = await insertEvent(cast.t, {
      choirId: null,
      start: hoursFromNow(30),
      end: hoursFromNow(32),
    });
    const res = await as('staff').post(`/api/event/${id}/notify/`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [em.globalNotNotified] });
    expect((await as('conductor').post(`/api/event/${id}/notify/`)).status).toBe(403);
  });
});

describe('PATCH /api/event/{id}/', () => {
  test('lets the creator edit, not another singer; sets updated_at', async () => {
    const made = await (await as('singer').post('/api/event/', eventBody(cast.t.choirId))).json();
    expect(
      (await as('secondSinger').patch(`/api/event/${made.id}/`, eventBody(cast.t.choirId))).status,
    ).toBe(403);
    const [before] = await cast.t.db.select().from(events).where(eq(events.id, made.id));
    const res = await as('singer').patch(
      `/api/event/${made.id}/`,
      eventBody(cast.t.choirId, { title: 'Repetiție mutată', startTime: '17:00' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Repetiție mutată', startTime: '17:00' });
    const [after] = await cast.t.db.select().from(events).where(eq(events.id, made.id));
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(after?.createdAt.getTime() ?? 0);
  });

  test('refuses to move the event to another choir', async () => {
    const id = await futureEvent();
    const res = await as('staff').patch(`/api/event/${id}/`, eventBody(cast.otherChoir));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ cor: [em.choirFixed] });
  });

  test('refuses to edit an event that has started, and still deletes it', async () => {
    const id = await insertEvent(cast.t, {
      choirId: cast.t.choirId,
      start: hoursFromNow(-1),
      end: hoursFromNow(1),
    });
    const res = await as('conductor').patch(`/api/event/${id}/`, eventBody(cast.t.choirId));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [em.started] });
    expect((await as('conductor').delete(`/api/event/${id}/`)).status).toBe(204);
    expect((await as('conductor').get(`/api/event/${id}/`)).status).toBe(404);
  });

  test('two edits at once are served one after the other: one wins whole, none fails', async () => {
    const id = await futureEvent();
    const bodies = [
      eventBody(cast.t.choirId, { title: 'Varianta întâi', location: 'Sala unu' }),
      eventBody(cast.t.choirId, { title: 'Varianta a doua', location: 'Sala doi' }),
    ];
    const statuses = await Promise.all([
      as('conductor').patch(`/api/event/${id}/`, bodies[0]),
      as('staff').patch(`/api/event/${id}/`, bodies[1]),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await cast.t.db.select().from(events).where(eq(events.id, id));
    const won = bodies.find((b) => b.title === row?.title);
    expect(row?.location).toBe(won?.location);
  });
});

describe('PUT /api/event/{id}/answer/', () => {
  test('refuses an unknown answer and a long note', async () => {
    const id = await futureEvent();
    const bad = await as('singer').put(`/api/event/${id}/answer/`, { answer: 'da' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ answer: [em.answer] });
    const long = await as('singer').put(`/api/event/${id}/answer/`, {
      answer: 'yes',
      note: 'a'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ note: [validation.maxLength(2000)] });
  });

  test('freezes the answers once the event has ended', async () => {
    const id = await insertEvent(cast.t, {
      choirId: cast.t.choirId,
      start: hoursFromNow(-3),
      end: hoursFromNow(-1),
    });
    const res = await as('singer').put(`/api/event/${id}/answer/`, { answer: 'no' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [em.answersFrozen] });
  });

  test('answers while running, changes the answer, and shows it in the list', async () => {
    const id = await futureEvent('Concert de Crăciun');
    const first = await as('singer').put(`/api/event/${id}/answer/`, { answer: 'maybe' });
    expect(await first.json()).toMatchObject({ my_answer: 'maybe', my_note: '' });
    const res = await as('singer').put(`/api/event/${id}/answer/`, {
      answer: 'yes',
      note: ' Vin cu 10 minute mai târziu ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      my_answer: 'yes',
      my_note: 'Vin cu 10 minute mai târziu',
    });
    const [n] = await cast.t.db
      .select({ n: count() })
      .from(eventAnswers)
      .where(eq(eventAnswers.eventId, id));
    expect(n?.n).toBe(1);
    const list = await (await as('singer').get(windowPath(cast.t.choirId))).json();
    expect(list.find((e: { id: number }) => e.id === id)).toMatchObject({ my_answer: 'yes' });

    const answers = await (await as('conductor').get(`/api/event/${id}/answers/`)).json();
    expect(v.safeParse(eventAnswersSchema, answers).success).toBe(true);
    // The conductor (Ana Popescu) is not expected to answer (issue #23).
    expect(answers.counts).toEqual({ yes: 1, no: 0, maybe: 0, none: 1 });
    expect(answers.members.map((m: { name: string }) => m.name)).toEqual([
      'Matei Ionescu',
      'Ana Popescu',
      'Bianca Test',
    ]);
    expect(answers.members[0]).toMatchObject({
      answer: 'yes',
      note: 'Vin cu 10 minute mai târziu',
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(answers.members[1]).toMatchObject({ answer: null, note: '', updated_at: null });
  });
});

describe('POST /api/event/{id}/notify/', () => {
  test('mails every approved member once, refuses a second time, and again after an edit', async () => {
    const body = eventBody(cast.t.choirId, {
      title: 'Concert de Crăciun',
      type: 1,
      location: 'Ateneul Român, București',
      description: 'Ținută: cămașă albă.',
      startTime: '18:00',
      endTime: '20:00',
    });
    const made = await (await as('conductor').post('/api/event/', body)).json();
    const mark = await cast.t.mailMark();
    const res = await as('conductor').post(`/api/event/${made.id}/notify/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 3 });

    const longDay = new Intl.DateTimeFormat('ro-RO', {
      timeZone: 'Europe/Bucharest',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(made.start));
    const when = `${longDay}, 18:00–20:00`;
    const [choir] = await cast.t.db
      .select({ name: choirs.name })
      .from(choirs)
      .where(eq(choirs.id, cast.t.choirId));
    const mail = await cast.t.lastMail(
      mark,
      'corist@example.com',
      eventMail.subject(choir?.name ?? '', 'Concert de Crăciun', when),
    );
    expect(mail.text).toContain('Bună, Matei Ionescu!');
    expect(mail.text).toContain('Concert de Crăciun');
    expect(mail.text).toContain('Tip: Concert');
    expect(mail.text).toContain(`Când: ${when}`);
    expect(mail.text).toContain('Unde: Ateneul Român, București');
    expect(mail.text).toContain('Ținută: cămașă albă.');
    expect(mail.text).toContain(`http://localhost:4321/cont/evenimente?event=${made.id}`);
    expect(mail.subject).toContain('Concert de Crăciun');
    expect(mail.text.split(mailTexts.signature)).toHaveLength(2);
    expect(mail.row.priority).toBe(1);

    const again = await as('conductor').post(`/api/event/${made.id}/notify/`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: em.alreadyNotified });

    await as('conductor').patch(`/api/event/${made.id}/`, { ...body, startTime: '17:00' });
    const after = await as('conductor').post(`/api/event/${made.id}/notify/`);
    expect(after.status).toBe(200);
    const [n] = await cast.t.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.to, 'corist@example.com'));
    expect(n?.n).toBeGreaterThanOrEqual(2);
  });

  test('two notifications at once send one round of mails', async () => {
    const id = await futureEvent('Repetiție dublă');
    const statuses = await Promise.all([
      as('conductor').post(`/api/event/${id}/notify/`),
      as('staff').post(`/api/event/${id}/notify/`),
    ]);
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
