/**
 * The singer's one-tap answers (issue #23): PUT /api/event/{id}/answer/ without a note, and the
 * announcement mail's signed answer links, GET and PUT /api/event-answer/{token}/ (no login).
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { answerLinkSchema } from '../../src/lib/api/event-answer-link.ts';
import { EVENT_ANSWERS, eventAnswerLink as m } from '../../src/lib/messages-events.ts';
import { eventAnswers, users } from '../../src/server/db/schema.ts';
import { signAnswerToken } from '../../src/server/events/answer-link.ts';
import { eventTestApp, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { addMembership, createMember } from '../helpers/members.ts';

const cast = eventTestApp();
const { as, futureEvent } = cast;

const LINK =
  /http:\/\/localhost:4321\/cont\/raspuns-eveniment\?t=([\w.-]+)&raspuns=(yes|no|maybe)/g;

/** Announces a new event and reads the answer links of the demo singer's mail. */
async function linksFromMail(title: string) {
  const id = await futureEvent(title);
  const mark = await cast.t.mailMark();
  expect((await as('conductor').post(`/api/event/${id}/notify/`)).status).toBe(200);
  const mail = await cast.t.lastMail(mark, 'corist@example.com');
  const links = [...mail.text.matchAll(LINK)].map(([, token, answer]) => ({ token, answer }));
  return { id, mail, links };
}

const linkPath = (token: string) => `/api/event-answer/${token}/`;

async function storedAnswer(eventId: number, userId: number) {
  return cast.t.db
    .select({ answer: eventAnswers.answer, note: eventAnswers.note })
    .from(eventAnswers)
    .where(and(eq(eventAnswers.eventId, eventId), eq(eventAnswers.userId, userId)));
}

describe('PUT /api/event/{id}/answer/ (one tap)', () => {
  test('without a note changes the answer and keeps the note given before', async () => {
    const id = await futureEvent('Repetiție cu notă');
    const first = await as('singer').put(`/api/event/${id}/answer/`, {
      answer: 'maybe',
      note: 'Ajung mai târziu',
    });
    expect(first.status).toBe(200);
    const res = await as('singer').put(`/api/event/${id}/answer/`, { answer: 'yes' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ my_answer: 'yes', my_note: 'Ajung mai târziu' });
    expect(await storedAnswer(id, cast.ids.singer ?? 0)).toEqual([
      { answer: 'yes', note: 'Ajung mai târziu' },
    ]);
  });

  test('with an empty note clears it', async () => {
    const id = await futureEvent('Repetiție fără notă');
    await as('singer').put(`/api/event/${id}/answer/`, { answer: 'no', note: 'Sunt bolnav' });
    const res = await as('singer').put(`/api/event/${id}/answer/`, { answer: 'no', note: '' });
    expect(await res.json()).toMatchObject({ my_answer: 'no', my_note: '' });
  });
});

describe('GET /api/dashboard/{id}/events (the marker)', () => {
  test("gives each event's end and the member's own answer, null when not answered", async () => {
    // The soonest events of all, so the box's five hold them.
    const soon = (hours: number) => ({
      choirId: cast.t.choirId,
      start: hoursFromNow(hours),
      end: hoursFromNow(hours + 1),
    });
    const answered = await insertEvent(cast.t, soon(0.5));
    const open = await insertEvent(cast.t, soon(0.6));
    await as('singer').put(`/api/event/${answered}/answer/`, { answer: 'maybe' });
    const res = await as('singer').get(`/api/dashboard/${cast.t.choirId}/events`);
    const list = (await res.json()) as { id: number; end: string; my_answer: string | null }[];
    expect(list.find((e) => e.id === answered)?.my_answer).toBe('maybe');
    expect(list.find((e) => e.id === open)?.my_answer).toBeNull();
    const other = await (
      await as('secondSinger').get(`/api/dashboard/${cast.t.choirId}/events`)
    ).json();
    expect(other.find((e: { id: number }) => e.id === answered)?.my_answer).toBeNull();
    for (const e of list) expect(Date.parse(e.end)).not.toBeNaN();
  });
});

describe('/api/event-answer/{token}/', () => {
  test('is refused for a forged token: a changed mac, another member or event, garbage', async () => {
    const { id, links } = await linksFromMail('Repetiție falsificată');
    const token = links[0]?.token ?? '';
    const [userId, , mac] = token.split('.');
    const forged = [
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      `${cast.ids.other}.${id}.${mac}`,
      `${userId}.${id + 1}.${mac}`,
      'nu-e-un-token',
      signAnswerToken('alt-secret-cu-cel-putin-32-de-caractere!', Number(userId), id),
    ];
    for (const bad of forged) {
      for (const res of [
        await as().get(linkPath(bad)),
        await as().put(linkPath(bad), { answer: 'yes' }),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ detail: m.invalid });
      }
    }
    expect(await storedAnswer(id, Number(userId))).toEqual([]);
  });

  test('is refused once the event has started, with the Romanian message', async () => {
    const id = await insertEvent(cast.t, {
      choirId: cast.t.choirId,
      start: hoursFromNow(-1),
      end: hoursFromNow(1),
    });
    const token = signAnswerToken(cast.t.deps.secret, cast.ids.singer ?? 0, id);
    const res = await as().put(linkPath(token), { answer: 'yes' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: m.expired });
    expect(await storedAnswer(id, cast.ids.singer ?? 0)).toEqual([]);
  });

  test('a member of another choir, or a pending one, gets no answer through a signed token', async () => {
    const id = await futureEvent('Repetiție străină');
    for (const who of ['other', 'pending'] as const) {
      const token = signAnswerToken(cast.t.deps.secret, cast.ids[who] ?? 0, id);
      const res = await as().put(linkPath(token), { answer: 'yes' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: m.notMember });
    }
  });

  test('is refused after the member left the choir, and when the account is blocked', async () => {
    const leaver = await createMember(cast.t, 'pleaca@example.com', { firstName: 'Ioana' });
    await addMembership(cast.t, leaver.id, cast.t.choirId, { confirmed: true });
    const id = await futureEvent('Repetiție de rămas bun');
    const token = signAnswerToken(cast.t.deps.secret, leaver.id, id);
    expect((await as().get(linkPath(token))).status).toBe(200);
    const left = await cast.t.app.request('/api/account/remove_choir', {
      method: 'POST',
      headers: { authorization: `Token ${leaver.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ choir: cast.t.choirId }),
    });
    expect(left.status).toBe(200);
    const res = await as().put(linkPath(token), { answer: 'yes' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: m.notMember });

    const blocked = await createMember(cast.t, 'blocat@example.com');
    await addMembership(cast.t, blocked.id, cast.t.choirId, { confirmed: true });
    await cast.t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
    const refused = await as().get(linkPath(signAnswerToken(cast.t.deps.secret, blocked.id, id)));
    expect(refused.status).toBe(403);
  });

  test('of a deleted event says the event is gone', async () => {
    const id = await futureEvent('Repetiție anulată');
    const token = signAnswerToken(cast.t.deps.secret, cast.ids.singer ?? 0, id);
    expect((await as('conductor').delete(`/api/event/${id}/`)).status).toBe(204);
    const res = await as().get(linkPath(token));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: m.eventGone });
  });

  test('the mail holds one link per answer, the member’s own token in each', async () => {
    const { mail, links } = await linksFromMail('Repetiție cu linkuri');
    expect(links.map((l) => l.answer)).toEqual(['yes', 'no', 'maybe']);
    expect(new Set(links.map((l) => l.token)).size).toBe(1);
    expect(mail.text).toContain(
      `${EVENT_ANSWERS.no}: http://localhost:4321/cont/raspuns-eveniment`,
    );
    expect(mail.text).toContain(m.mailIntro);
  });

  test('GET shows the event and the first name only, and writes nothing', async () => {
    const { id, links } = await linksFromMail('Concert de primăvară');
    const res = await as().get(linkPath(links[0]?.token ?? ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = v.parse(answerLinkSchema, await res.json());
    expect(body).toMatchObject({ first_name: 'Matei', event_id: id, answer: null });
    expect(body.title).toBe('Concert de primăvară');
    expect(JSON.stringify(body)).not.toMatch(/Ionescu|corist@example\.com/);
    expect(await storedAnswer(id, cast.ids.singer ?? 0)).toEqual([]);
  });

  test('PUT records the answer with no login, again and again the same (idempotent), and keeps the note', async () => {
    const { id, links } = await linksFromMail('Repetiție dintr-un clic');
    const token = links[0]?.token ?? '';
    await as('singer').put(`/api/event/${id}/answer/`, { answer: 'maybe', note: 'Cu mama' });
    for (let i = 0; i < 2; i++) {
      const res = await as().put(linkPath(token), { answer: 'yes' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ first_name: 'Matei', answer: 'yes' });
    }
    expect(await storedAnswer(id, cast.ids.singer ?? 0)).toEqual([
      { answer: 'yes', note: 'Cu mama' },
    ]);
    const changed = await as().put(linkPath(token), { answer: 'no' });
    expect(await changed.json()).toMatchObject({ answer: 'no' });
    const seen = await (await as('singer').get(`/api/event/${id}/`)).json();
    expect(seen).toMatchObject({ my_answer: 'no', my_note: 'Cu mama' });
  });

  test('PUT refuses an answer that is not one of the three', async () => {
    const { links } = await linksFromMail('Repetiție cu răspuns greșit');
    const res = await as().put(linkPath(links[0]?.token ?? ''), { answer: 'da' });
    expect(res.status).toBe(400);
  });
});
