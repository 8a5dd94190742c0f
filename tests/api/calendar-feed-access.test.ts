/**
 * Who keeps a calendar feed (issue #19): a blocked account has none (404, like an unknown token)
 * and a new address once unblocked; a password reset ends the old address; a logout does not.
 * calendar-feed.test.ts: the feed's content and the revoke button.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mail } from '../../src/lib/messages.ts';
import { users } from '../../src/server/db/schema.ts';
import { linkIn, login, type TestApp } from '../helpers/app.ts';
import { api } from '../helpers/events.ts';
import { addMembership, createMember, demoApp, openSession } from '../helpers/members.ts';

let t: TestApp;
let staffToken = '';
beforeAll(async () => {
  ({ t, staffToken } = await demoApp());
});
afterAll(() => t.close());

const UNKNOWN = '/api/calendar/unknown-token-of-43-characters-xxxxxxxxxxxxx.ics';

/** A singer approved in the demo choir, with a session. */
async function singer(email: string) {
  const member = await createMember(t, email);
  await addMembership(t, member.id, t.choirId, { confirmed: true });
  return member;
}

/** The path of the member's feed, as the calendar page shows it. */
async function feedPath(token: string): Promise<string> {
  const res = await api(t.app, token).get('/api/calendar/feed/');
  expect(res.status).toBe(200);
  return new URL((await res.json()).url).pathname;
}

const fetchFeed = (path: string) => t.app.request(path);

/** Status, type and body: what a calendar application can tell apart. */
async function answerOf(res: Response) {
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

describe('the feed of a blocked account', () => {
  test('answers 404 like an unknown token once blocked; unblocked, the member gets a new address', async () => {
    const member = await singer('feed-blocat@example.com');
    const before = await feedPath(member.token);
    expect((await fetchFeed(before)).status).toBe(200);

    const block = await api(t.app, staffToken).post(`/api/staff/people/${member.id}/block/`, {});
    expect(block.status).toBe(200);
    const blocked = await answerOf(await fetchFeed(before));
    expect(blocked.status).toBe(404);
    expect(blocked).toEqual(await answerOf(await fetchFeed(UNKNOWN)));

    const unblock = await api(t.app, staffToken).post(`/api/staff/people/${member.id}/unblock/`);
    expect(unblock.status).toBe(200);
    // The old address stays dead: whoever held it during the block holds nothing now.
    expect((await fetchFeed(before)).status).toBe(404);
    const after = await feedPath(await openSession(t, member.id));
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).status).toBe(200);
  });

  test('answers 404 whenever the account is blocked, however the block was written', async () => {
    const member = await singer('feed-blocat-direct@example.com');
    const path = await feedPath(member.token);
    // As a second server process or an operator's SQL would: only the account's row changes.
    await t.db.update(users).set({ blockedAt: sql`now()` }).where(eq(users.id, member.id));
    expect((await fetchFeed(path)).status).toBe(404);
  });
});

describe('the feed and the password', () => {
  test('a password reset ends the old address; the calendar page shows a new one', async () => {
    const member = await singer('feed-resetare@example.com');
    const before = await feedPath(member.token);
    const mark = await t.mailMark();
    const ask = await api(t.app).post('/api/auth/reset_password/', {
      email: 'feed-resetare@example.com',
    });
    expect(ask.status).toBe(200);
    const link = linkIn(
      (await t.lastMail(mark, 'feed-resetare@example.com', mail.resetSubject)).text,
    );
    const confirm = await api(t.app).post('/api/auth/reset_password_confirm/', {
      password: 'parola-noua-feed',
      token: link.split('/').at(-1),
    });
    expect(confirm.status).toBe(200);

    expect((await fetchFeed(before)).status).toBe(404);
    const token = await login(t.app, 'feed-resetare@example.com', 'parola-noua-feed');
    const after = await feedPath(token);
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).status).toBe(200);
  });

  test('logging out of one device keeps the address the phone is subscribed to', async () => {
    const member = await singer('feed-iesire@example.com');
    const path = await feedPath(member.token);
    expect((await api(t.app, member.token).post('/api/auth/logout/')).status).toBe(204);
    expect((await fetchFeed(path)).status).toBe(200);
    expect(await feedPath(await openSession(t, member.id))).toBe(path);
  });
});

describe('the cache rule of a feed', () => {
  test('no shared cache keeps a member’s feed, and no cache the answer that holds its address', async () => {
    const member = await singer('feed-cache@example.com');
    const address = await api(t.app, member.token).get('/api/calendar/feed/');
    expect(address.headers.get('cache-control')).toBe('private, no-store');
    const res = await fetchFeed(await feedPath(member.token));
    expect(res.status).toBe(200);
    // The member's own client may keep it, and asks again before each use (ETag, 304).
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const revoked = await api(t.app, member.token).post('/api/calendar/feed/revoke/');
    expect(revoked.headers.get('cache-control')).toBe('private, no-store');
  });
});
