/**
 * The calendar feed's conditional requests (issue #21): an ETag that stands for what the feed
 * shows, 304 for a client that holds it, a new ETag after any change of the calendars shown, a
 * text built once per change, and no shared cache. calendar-feed.test.ts: the feed's content.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { events, memberships } from '../../src/server/db/schema.ts';
import { login, type TestApp, testApp } from '../helpers/app.ts';
import { api, eventBody, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';

let t: TestApp;
const paths: Record<string, string> = {};
let conductorToken = '';
let mover = { id: 0, token: '' };
beforeAll(async () => {
  t = await testApp();
  conductorToken = await login(t.app, 'dirijor@example.com');
  mover = await createMember(t, 'feed-etag-mutare@example.com');
  await addMembership(t, mover.id, t.choirId, { confirmed: true });
  for (const [name, token] of [
    ['singer', await login(t.app, 'corist@example.com')],
    ['conductor', conductorToken],
    ['mover', mover.token],
  ] as const) {
    const res = await api(t.app, token).get('/api/calendar/feed/');
    paths[name] = new URL((await res.json()).url).pathname;
  }
});
afterAll(() => t.close());

const fetchFeed = (name: string, ifNoneMatch?: string) =>
  t.app.request(paths[name] ?? '', {
    headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
  });

/** The feed's ETag now, after checking it answers 200 with a body. */
async function etagOf(name: string): Promise<string> {
  const res = await fetchFeed(name);
  expect(res.status).toBe(200);
  await res.text();
  const etag = res.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  return etag;
}

describe('GET /api/calendar/{token}.ics, conditionally', () => {
  test('answers 304 without a body to the ETag it gave, in any of its spellings', async () => {
    const etag = await etagOf('singer');
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await fetchFeed('singer', header);
      expect(res.status, header).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    }
    const other = await fetchFeed('singer', '"an-older-etag"');
    expect(other.status).toBe(200);
    expect(await other.text()).toMatch(/^BEGIN:VCALENDAR/);
  });

  test('no shared cache may keep it: private, never public nor s-maxage', async () => {
    const res = await fetchFeed('singer');
    const header = res.headers.get('cache-control') ?? '';
    expect(header.split(/,\s*/)).toContain('private');
    expect(header).not.toMatch(/public|s-maxage/);
  });

  test('members who see the same calendars share the ETag; it changes after an event is edited', async () => {
    const made = await (
      await api(t.app, conductorToken).post('/api/event/', eventBody(t.choirId))
    ).json();
    const before = await etagOf('singer');
    expect(await etagOf('mover')).toBe(before);

    const edited = await api(t.app, conductorToken).patch(
      `/api/event/${made.id}/`,
      eventBody(t.choirId, { title: 'Repetiție mutată în sala mare' }),
    );
    expect(edited.status).toBe(200);
    const after = await etagOf('singer');
    expect(after).not.toBe(before);
    const res = await fetchFeed('singer', before);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('SUMMARY:Repetiție mutată în sala mare');
    expect((await fetchFeed('singer', after)).status).toBe(304);

    expect((await api(t.app, conductorToken).delete(`/api/event/${made.id}/`)).status).toBe(204);
    expect(await etagOf('singer')).not.toBe(after);
  });

  test('changes with a global event and a membership, not with another choir’s events', async () => {
    const start = await etagOf('mover');
    const elsewhere = await createChoir(t, { name: 'Corul Vecin' });
    await insertEvent(t, { choirId: elsewhere, start: hoursFromNow(30), end: hoursFromNow(31) });
    expect(await etagOf('mover')).toBe(start);

    await insertEvent(t, { choirId: null, start: hoursFromNow(40), end: hoursFromNow(41) });
    const withGlobal = await etagOf('mover');
    expect(withGlobal).not.toBe(start);

    await t.db.delete(memberships).where(eq(memberships.userId, mover.id));
    const empty = await fetchFeed('mover', withGlobal);
    expect(empty.status).toBe(200);
    expect(await empty.text()).not.toContain('BEGIN:VEVENT');
  });

  test('keeps the text it built while no calendar shown has changed', async () => {
    const id = await insertEvent(t, {
      choirId: t.choirId,
      title: 'Repetiție de păstrat',
      start: hoursFromNow(50),
      end: hoursFromNow(51),
    });
    expect(await (await fetchFeed('conductor')).text()).toContain('SUMMARY:Repetiție de păstrat');
    // A write the triggers do not count (replica mode skips them): the kept text is answered.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(events).set({ title: 'Titlu necontorizat' }).where(eq(events.id, id));
    });
    const kept = await (await fetchFeed('conductor')).text();
    expect(kept).toContain('SUMMARY:Repetiție de păstrat');
    expect(kept).not.toContain('Titlu necontorizat');
  });
});
