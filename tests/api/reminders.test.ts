/**
 * Answer deadlines and reminders (issue #28): the answer-by day's validation, the announcement's
 * calendar attachment (parsed with ical.js, the feed's UID), the reminder by hand and its limit,
 * the permission matrix of the new routes, the reminder job at a set clock (exactly one mail per
 * member who has not answered or said 'Poate', delivered over real SMTP; none to those who
 * answered or are counted present by default; none twice) and the conductors' summary once.
 */
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTING_HEADER } from '../../src/lib/limits.ts';
import { reminders as rm } from '../../src/lib/messages-reminders.ts';
import { bucharestMoment } from '../../src/lib/schemas/event.ts';
import { eventAnswers, eventReminders, outbox, users } from '../../src/server/db/schema.ts';
import { silentLog } from '../../src/server/log.ts';
import { runReminders } from '../../src/server/reminders/run.ts';
import { createMailer } from '../../src/server/services/mail.ts';
import { login } from '../helpers/app.ts';
import { dayFromToday, eventBody, eventTestApp, insertEvent } from '../helpers/events.ts';
import { addMembership, createMember } from '../helpers/members.ts';
import { parseMessage, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const cast = eventTestApp();
const as = (role?: string) => cast.as(role);

/** A new event of the demo choir by its conductor (the API, so every rule applies); its JSON. */
async function created(overrides: Parameters<typeof eventBody>[1], days = 7) {
  const res = await as('conductor').post('/api/event/', eventBody(cast.t.choirId, overrides, days));
  expect(res.status).toBe(201);
  return res.json();
}

describe('POST /api/event/ answer_by', () => {
  test.each([
    ['the start day', 0],
    ['after the start', 1],
  ])('refuses an answer-by day on %s', async (_, after) => {
    const res = await as('conductor').post(
      '/api/event/',
      eventBody(cast.t.choirId, { answer_by: dayFromToday(7 + after) }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ answer_by: [rm.answerByNotBeforeStart] });
  });

  test('keeps a day before the start, and a series keeps it as many days before each occurrence', async () => {
    const one = await created({ answer_by: dayFromToday(5) });
    expect(one.answer_by).toBe(dayFromToday(5));
    const first = await created(
      {
        title: 'Repetiție cu termen',
        answer_by: dayFromToday(8),
        repeat: 'weekly',
        repeat_until: dayFromToday(24),
      },
      10,
    );
    const list = await (
      await as('singer').get(
        `/api/event/?choir_id=${cast.t.choirId}&from=${dayFromToday(9)}&to=${dayFromToday(25)}`,
      )
    ).json();
    const series = list.filter(
      (e: { series: { id: number } | null }) => e.series?.id === first.series.id,
    );
    expect(series.map((e: { answer_by: string }) => e.answer_by)).toEqual([
      dayFromToday(8),
      dayFromToday(15),
      dayFromToday(22),
    ]);
  });
});

describe('POST /api/event/{id}/notify/ attachment', () => {
  test('carries the event as one VEVENT with the UID the feed gives it', async () => {
    const event = await created({ title: 'Concert cu invitație', answer_by: dayFromToday(4) });
    const mark = await cast.t.mailMark();
    expect((await as('conductor').post(`/api/event/${event.id}/notify/`)).status).toBe(200);
    const mail = await cast.t.lastMail(mark, 'corist@example.com');
    expect(mail.text).toContain('răspunde până la');
    const [ics] = mail.attachments;
    expect(ics?.filename).toBe('eveniment.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const vevents = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(vevents).toHaveLength(1);
    expect(vevents[0]?.summary).toBe('Concert cu invitație');
    expect(vevents[0]?.startDate.toJSDate().toISOString()).toBe(event.start);

    const { url } = await (await as('singer').get('/api/calendar/feed/')).json();
    const feed = await (await cast.t.app.request(new URL(url).pathname)).text();
    const uids = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents('vevent')
      .map((c) => c.getFirstPropertyValue('uid'));
    expect(uids).toContain(vevents[0]?.uid);
  });
});

describe('reminder routes: permissions', () => {
  let eventId = 0;
  beforeAll(async () => {
    eventId = (await created({ title: 'Repetiție de permisiuni' })).id;
    await as('conductor').post(`/api/event/${eventId}/notify/`);
  });

  test.each([
    [undefined, 401],
    ['pending', 403],
    ['other', 403],
    ['founder', 403],
    ['singer', 403],
    ['secondSinger', 403],
  ])('GET and POST /api/event/{id}/remind/ as %s: %i', async (role, status) => {
    expect((await as(role).get(`/api/event/${eventId}/remind/`)).status).toBe(status);
    expect((await as(role).post(`/api/event/${eventId}/remind/`)).status).toBe(status);
  });

  test('a conductor sends once; another send within the limit is 429 with Retry-After', async () => {
    const preview = await (await as('conductor').get(`/api/event/${eventId}/remind/`)).json();
    expect(preview.refused).toBeNull();
    const names = preview.recipients.map((r: { name: string }) => r.name);
    expect(names).not.toContain('Ana Dirijor');
    const res = await as('conductor').post(`/api/event/${eventId}/remind/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: preview.recipients.length });
    const again = await as('staff').post(`/api/event/${eventId}/remind/`);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const after = await (await as('staff').get(`/api/event/${eventId}/remind/`)).json();
    expect(after.refused).toMatch(/^Ai trimis deja o reamintire/);
  });

  test('an event not yet announced cannot be reminded', async () => {
    const fresh = await created({ title: 'Neanunțat' });
    const res = await as('conductor').post(`/api/event/${fresh.id}/remind/`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [rm.notAnnouncedYet] });
  });

  test('PUT /api/calendar/counted-present/ needs a session and a boolean', async () => {
    expect(
      (await as().put('/api/calendar/counted-present/', { counted_present: true })).status,
    ).toBe(401);
    const bad = await as('singer').put('/api/calendar/counted-present/', { counted_present: 'da' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ counted_present: [rm.countedPresentInvalid] });
    const get = await as('singer').get('/api/calendar/counted-present/');
    expect(await get.json()).toEqual({ counted_present: false });
  });
});

describe('PUT /api/calendar/counted-present/ for a child', () => {
  test('a parent sets it for their managed child, not for someone else', async () => {
    const token = await login(cast.t.app, 'parinte@example.com');
    const [luca] = await cast.t.db
      .select()
      .from(users)
      .where(and(eq(users.firstName, 'Luca'), eq(users.lastName, 'Ionescu')));
    const put = (childId: number) =>
      cast.t.app.request('/api/calendar/counted-present/', {
        method: 'PUT',
        headers: {
          authorization: `Token ${token}`,
          'content-type': 'application/json',
          [ACTING_HEADER]: String(childId),
        },
        body: JSON.stringify({ counted_present: true }),
      });
    expect((await put(cast.ids.other ?? 0)).status).toBe(403);
    const res = await put(luca?.id ?? 0);
    expect(res.status).toBe(200);
    const [after] = await cast.t.db
      .select()
      .from(users)
      .where(eq(users.id, luca?.id ?? 0));
    expect(after?.countedPresent).toBe(true);
    const [parent] = await cast.t.db
      .select()
      .from(users)
      .where(eq(users.email, 'parinte@example.com'));
    expect(parent?.countedPresent).toBe(false);
  });
});

describe('the reminder job', () => {
  let smtp: TestSmtpServer;
  let eventId = 0;
  const start = dayFromToday(6);
  const answerBy = dayFromToday(3);
  const before = bucharestMoment(dayFromToday(2), '10:00');
  const inWindow = bucharestMoment(answerBy, '10:00');
  const deps = () => ({ db: cast.t.db, siteUrl: cast.t.deps.siteUrl, secret: cast.t.deps.secret });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const event = await created(
      { title: 'Repetiție cu termen de răspuns', answer_by: answerBy },
      6,
    );
    eventId = event.id;
    expect(event.startDate).toBe(start);
    // corist: Particip; corist2: nothing; Maria: Poate; Ioana: counted present, nothing.
    await as('singer').put(`/api/event/${eventId}/answer/`, { answer: 'yes' });
    const maybe = await createMember(cast.t, 'maria.poate@example.com', { firstName: 'Maria' });
    await addMembership(cast.t, maybe.id, cast.t.choirId, { confirmed: true });
    await cast.t.db.insert(eventAnswers).values({ eventId, userId: maybe.id, answer: 'maybe' });
    const implicit = await createMember(cast.t, 'ioana.implicit@example.com', {
      firstName: 'Ioana',
    });
    await addMembership(cast.t, implicit.id, cast.t.choirId, { confirmed: true });
    cast.tokens.implicit = implicit.token;
    const set = await as('implicit').put('/api/calendar/counted-present/', {
      counted_present: true,
    });
    expect(await set.json()).toEqual({ counted_present: true });
  });
  afterAll(() => smtp.close());

  const remindersOf = () =>
    cast.t.db
      .select({ to: outbox.to, text: outbox.text })
      .from(outbox)
      .where(like(outbox.subject, 'Reamintire: Repetiție cu termen de răspuns%'));

  test('sends nothing before its moment', async () => {
    await runReminders(deps(), before);
    expect(await remindersOf()).toEqual([]);
  });

  test('at its moment, one mail per member who has not answered or said Poate, over SMTP', async () => {
    const run = await runReminders(deps(), inWindow);
    expect(run.reminders).toBe(2);
    const mails = await remindersOf();
    expect(mails.map((m) => m.to).sort()).toEqual([
      'corist2@example.com',
      'maria.poate@example.com',
    ]);
    expect(mails.find((m) => m.to === 'maria.poate@example.com')?.text).toContain(rm.mailMaybe);

    const sender = createMailer({
      db: cast.t.db,
      smtpUrl: smtp.url,
      from: 'Cor <no-reply@example.com>',
      outboxDir: cast.t.dir,
      log: silentLog,
    });
    while ((await sender.deliverDue()) > 0);
    const received = smtp.messages.filter((m) =>
      m.subject.startsWith('Reamintire: Repetiție cu termen'),
    );
    expect(received.flatMap((m) => m.to).sort()).toEqual([
      'corist2@example.com',
      'maria.poate@example.com',
    ]);
    const text = parseMessage(received[0]?.raw ?? '').text;
    expect(text).toContain('/cont/raspuns-eveniment?t=');
    expect(text).toContain(`/cont/evenimente?event=${eventId}`);
  });

  test('a rerun, or a later one in the window, sends nothing again', async () => {
    expect((await runReminders(deps(), inWindow)).reminders).toBe(0);
    expect((await runReminders(deps(), new Date(inWindow.getTime() + 3_600_000))).reminders).toBe(
      0,
    );
    expect(await remindersOf()).toHaveLength(2);
  });

  test('the answers count a member counted present as Particip, by default', async () => {
    const answers = await (await as('conductor').get(`/api/event/${eventId}/answers/`)).json();
    const ioana = answers.members.find((m: { name: string }) => m.name === 'Ioana Test');
    expect(ioana).toMatchObject({ answer: null, by_default: true });
    const [row] = await cast.t.db
      .select()
      .from(users)
      .where(eq(users.email, 'ioana.implicit@example.com'));
    expect(row?.countedPresent).toBe(true);
    expect(answers.counts.yes).toBeGreaterThanOrEqual(2);
  });
});

describe('the conductors’ summary', () => {
  test('the day before a rehearsal, once per conductor, per voice part', async () => {
    const startsAt = bucharestMoment(dayFromToday(9), '17:00');
    const id = await insertEvent(cast.t, {
      choirId: cast.t.choirId,
      start: startsAt,
      end: new Date(startsAt.getTime() + 7_200_000),
      title: 'Repetiția de joi',
      type: 2,
    });
    const deps = { db: cast.t.db, siteUrl: cast.t.deps.siteUrl, secret: cast.t.deps.secret };
    const dayBefore = new Date(startsAt.getTime() - 20 * 3_600_000);
    expect(
      (await runReminders(deps, new Date(startsAt.getTime() - 30 * 3_600_000))).summaries,
    ).toBe(0);
    expect((await runReminders(deps, dayBefore)).summaries).toBe(1);
    expect((await runReminders(deps, dayBefore)).summaries).toBe(0);
    const rows = await cast.t.db
      .select()
      .from(eventReminders)
      .where(and(eq(eventReminders.eventId, id), eq(eventReminders.kind, 'summary')));
    expect(rows.map((r) => r.userId)).toEqual([cast.ids.conductor]);
    const [mail] = await cast.t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, 'Cine vine mâine: Repetiția de joi%'));
    expect(mail?.to).toBe('dirijor@example.com');
    expect(mail?.text).toMatch(/participă \(din care 1 implicit\)/);
  });
});

describe('attendance pre-marks', () => {
  test('a member counted present by default who did not answer is pre-marked present', async () => {
    const id = await insertEvent(cast.t, {
      choirId: cast.t.choirId,
      start: new Date(Date.now() - 3 * 3_600_000),
      end: new Date(Date.now() - 3_600_000),
      title: 'Repetiția de ieri',
    });
    const list = await (await as('conductor').get(`/api/event/${id}/attendance/`)).json();
    const ioana = list.members.find((m: { name: string }) => m.name === 'Ioana Test');
    expect(ioana).toMatchObject({ status: 'present', marked: false });
  });
});
