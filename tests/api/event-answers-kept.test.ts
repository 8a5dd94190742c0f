/**
 * An event's answers kept beside the choir's answers version (issue #21, migration 0020), and a
 * member's month beside that and its calendars' versions: read again after any change of what
 * they show, whichever way it is written (the API, or straight into the database as another
 * process would), and kept while nothing changed.
 * event-answers-people.test.ts and events.test.ts: the list's content and who may read it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CalendarEvent, EventAnswers } from '../../src/lib/api/events.ts';
import { choirs, eventAnswers, events, memberships, users } from '../../src/server/db/schema.ts';
import type { TestApp } from '../helpers/app.ts';
import { api, hoursFromNow, insertEvent, windowPath } from '../helpers/events.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await demoApp());
});
afterAll(() => t.close());

let made = 0;
/** A choir with a conductor and a singer, and an event of it two days ahead. */
async function choirEvent() {
  const i = ++made;
  const choirId = await createChoir(t, { name: `Corul Păstrat ${i}` });
  const conductor = await createMember(t, `pastrat.dirijor${i}@example.com`, {
    firstName: 'Dana',
  });
  await addMembership(t, conductor.id, choirId, { confirmed: true, conductor: true });
  const singer = await createMember(t, `pastrat.corist${i}@example.com`, { firstName: 'Radu' });
  await addMembership(t, singer.id, choirId, { confirmed: true });
  const id = await insertEvent(t, { choirId, start: hoursFromNow(48), end: hoursFromNow(50) });
  return { choirId, id, conductor, singer };
}

async function answersOf(token: string, path: string): Promise<EventAnswers> {
  const res = await api(t.app, token).get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as EventAnswers;
}

const answerOf = (list: EventAnswers, userId: number) =>
  list.members.find((m) => m.user_id === userId);

describe('GET /api/event/{id}/answers/, kept', () => {
  test('answers the kept list while nothing it shows has changed', async () => {
    const { id, conductor, singer } = await choirEvent();
    const path = `/api/event/${id}/answers/`;
    await api(t.app, singer.token).put(`/api/event/${id}/answer/`, { answer: 'yes' });
    expect(answerOf(await answersOf(conductor.token, path), singer.id)?.answer).toBe('yes');
    // A write the triggers do not count (replica mode skips them): the kept list is answered.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(eventAnswers)
        .set({ answer: 'no' })
        .where(and(eq(eventAnswers.eventId, id), eq(eventAnswers.userId, singer.id)));
    });
    expect(answerOf(await answersOf(conductor.token, path), singer.id)?.answer).toBe('yes');
  });

  test('shows an answer at once, through the API or written by another process', async () => {
    const { id, conductor, singer } = await choirEvent();
    const path = `/api/event/${id}/answers/`;
    expect((await answersOf(conductor.token, path)).counts).toMatchObject({ yes: 0, none: 1 });
    await api(t.app, singer.token).put(`/api/event/${id}/answer/`, { answer: 'maybe', note: 'N' });
    const first = await answersOf(conductor.token, path);
    expect(first.counts).toMatchObject({ maybe: 1, none: 0 });
    expect(answerOf(first, singer.id)?.note).toBe('N');
    await t.db
      .update(eventAnswers)
      .set({ answer: 'no' })
      .where(and(eq(eventAnswers.eventId, id), eq(eventAnswers.userId, singer.id)));
    expect(answerOf(await answersOf(conductor.token, path), singer.id)?.answer).toBe('no');
    await t.db.delete(eventAnswers).where(eq(eventAnswers.eventId, id));
    expect(answerOf(await answersOf(conductor.token, path), singer.id)?.answer).toBeNull();
  });

  test('follows the choir: a member added, approved, removed, renamed', async () => {
    const { choirId, id, conductor, singer } = await choirEvent();
    const path = `/api/event/${id}/answers/`;
    const names = async () =>
      (await answersOf(conductor.token, path)).members.map((m) => m.name).sort();
    expect(await names()).toEqual(['Dana Test', 'Radu Test']);

    const late = await createMember(t, `pastrat.nou${made}@example.com`, { firstName: 'Ioana' });
    await addMembership(t, late.id, choirId);
    expect(await names()).toEqual(['Dana Test', 'Radu Test']); // waiting: not listed
    await t.db
      .update(memberships)
      .set({ isConfirmed: true })
      .where(and(eq(memberships.userId, late.id), eq(memberships.choirId, choirId)));
    expect(await names()).toEqual(['Dana Test', 'Ioana Test', 'Radu Test']);

    await t.db.update(users).set({ firstName: 'Radu-Mihai' }).where(eq(users.id, singer.id));
    expect(await names()).toEqual(['Dana Test', 'Ioana Test', 'Radu-Mihai Test']);

    await t.db
      .delete(memberships)
      .where(and(eq(memberships.userId, late.id), eq(memberships.choirId, choirId)));
    expect(await names()).toEqual(['Dana Test', 'Radu-Mihai Test']);
  });

  test('a conductor demoted loses the list at once, and it counts them as a singer', async () => {
    const { choirId, id, conductor, singer } = await choirEvent();
    const path = `/api/event/${id}/answers/`;
    expect((await answersOf(conductor.token, path)).counts.none).toBe(1);
    await t.db
      .update(memberships)
      .set({ isConductor: true })
      .where(and(eq(memberships.userId, singer.id), eq(memberships.choirId, choirId)));
    await t.db
      .update(memberships)
      .set({ isConductor: false })
      .where(and(eq(memberships.userId, conductor.id), eq(memberships.choirId, choirId)));
    expect((await api(t.app, conductor.token).get(path)).status).toBe(403);
    const list = await answersOf(singer.token, path);
    expect(answerOf(list, conductor.id)?.is_conductor).toBe(false);
    expect(list.counts.none).toBe(1);
  });

  test('a global event: an answer shows in the list of each choir of the member', async () => {
    const a = await choirEvent();
    const b = await choirEvent();
    // The singer of choir a sings in choir b too.
    await addMembership(t, a.singer.id, b.choirId, { confirmed: true });
    const id = await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(70),
      end: hoursFromNow(72),
    });
    const inA = `/api/event/${id}/answers/?choir_id=${a.choirId}`;
    const inB = `/api/event/${id}/answers/?choir_id=${b.choirId}`;
    expect(answerOf(await answersOf(a.conductor.token, inA), a.singer.id)?.answer).toBeNull();
    expect(answerOf(await answersOf(b.conductor.token, inB), a.singer.id)?.answer).toBeNull();
    await api(t.app, a.singer.token).put(`/api/event/${id}/answer/`, { answer: 'yes' });
    expect(answerOf(await answersOf(a.conductor.token, inA), a.singer.id)?.answer).toBe('yes');
    expect(answerOf(await answersOf(b.conductor.token, inB), a.singer.id)?.answer).toBe('yes');
  });
});

describe('GET /api/event/ (a member’s month), kept', () => {
  const myAnswer = async (token: string, path: string, id: number) => {
    const res = await api(t.app, token).get(path);
    expect(res.status).toBe(200);
    const list = (await res.json()) as CalendarEvent[];
    return list.find((e) => e.id === id);
  };

  test('is kept while nothing it shows changed, and read again after any change', async () => {
    const { choirId, id, singer } = await choirEvent();
    const path = windowPath(choirId);
    expect((await myAnswer(singer.token, path, id))?.my_answer).toBeNull();
    await api(t.app, singer.token).put(`/api/event/${id}/answer/`, { answer: 'no' });
    expect((await myAnswer(singer.token, path, id))?.my_answer).toBe('no');
    // Uncounted (replica mode): the kept month is answered.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(events).set({ title: 'Necontorizat' }).where(eq(events.id, id));
    });
    expect((await myAnswer(singer.token, path, id))?.title).not.toBe('Necontorizat');
    // Counted, as another process's write: seen at once.
    await t.db.update(events).set({ title: 'Mutată' }).where(eq(events.id, id));
    expect((await myAnswer(singer.token, path, id))?.title).toBe('Mutată');
    const global = await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(30),
      end: hoursFromNow(31),
    });
    expect(await myAnswer(singer.token, path, global)).toBeDefined();
    await t.db
      .update(eventAnswers)
      .set({ answer: 'maybe' })
      .where(and(eq(eventAnswers.eventId, id), eq(eventAnswers.userId, singer.id)));
    expect((await myAnswer(singer.token, path, id))?.my_answer).toBe('maybe');
  });

  test('a member made conductor may edit at once; one removed gets 403 at once', async () => {
    const { choirId, id, singer } = await choirEvent();
    const path = windowPath(choirId);
    expect((await myAnswer(singer.token, path, id))?.can_edit).toBe(false);
    const mine = and(eq(memberships.userId, singer.id), eq(memberships.choirId, choirId));
    await t.db.update(memberships).set({ isConductor: true }).where(mine);
    expect((await myAnswer(singer.token, path, id))?.can_edit).toBe(true);
    await t.db.delete(memberships).where(mine);
    expect((await api(t.app, singer.token).get(path)).status).toBe(403);
  });

  test('a choir no longer confirmed: its members get 403 at once', async () => {
    const { choirId, id, singer } = await choirEvent();
    const path = windowPath(choirId);
    expect(await myAnswer(singer.token, path, id)).toBeDefined();
    await t.db.update(choirs).set({ isConfirmed: false }).where(eq(choirs.id, choirId));
    expect((await api(t.app, singer.token).get(path)).status).toBe(403);
  });
});
