/**
 * The in-memory session cache of src/server/auth.ts: sessions are reused for a few seconds,
 * yet a logout, a password reset or an account change made through this process is seen by the
 * very next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { mail } from '../../src/lib/messages.ts';
import { SESSION_CACHE_SECONDS } from '../../src/server/auth.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { client, linkIn, login, type TestApp, testApp } from '../helpers/app.ts';
import { createMember, LASTARII_CHOIR } from '../helpers/members.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const api = (token?: string, ip?: string) => client(t.app, token, ip);
const details = async (token: string) => (await api(token).get('/api/account/details/')).status;

describe('the session cache', () => {
  test('keeps a session for a few seconds: a change made behind its back shows after that', async () => {
    const person = await createMember(t, 'cache@example.com');
    // The library boxes are for staff (and confirmed members): this person is neither, yet.
    expect((await api(person.token).get('/api/dashboard/scores/')).status).toBe(403);
    // Another process (here: straight into the database) makes the person staff.
    await t.db.update(users).set({ isStaff: true }).where(eq(users.id, person.id));
    expect((await api(person.token).get('/api/dashboard/scores/')).status).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_SECONDS * 1000 + 1);
    expect((await api(person.token).get('/api/dashboard/scores/')).status).toBe(200);
  });

  test('a download keeps the cached session, where a write forgets it', async () => {
    const person = await createMember(t, 'laborator@example.com');
    await t.db.update(users).set({ isStaff: true }).where(eq(users.id, person.id));
    expect(await details(person.token)).toBe(200);
    // Another process ends the session behind this one's back (no notification reaches it).
    await t.db.delete(sessions).where(eq(sessions.userId, person.id));
    expect((await api(person.token).post('/api/download/resources/posters/')).status).toBe(200);
    expect(await details(person.token)).toBe(200);
    const write = await api(person.token).post('/api/account/agree_gdpr/', { consent: true });
    expect(write.status).toBeLessThan(400);
    expect(await details(person.token)).toBe(401);
  });

  test('a logout revokes the token at once', async () => {
    const token = await login(t.app, 'corist@example.com');
    expect(await details(token)).toBe(200);
    expect(await details(token)).toBe(200);
    expect((await api(token).post('/api/auth/logout/')).status).toBe(204);
    expect(await details(token)).toBe(401);
    expect((await api(token).get('/api/dashboard/scores/')).status).toBe(401);
  });

  test('a logout ends only its own session', async () => {
    const kept = await login(t.app, 'dirijor@example.com');
    const ended = await login(t.app, 'dirijor@example.com');
    expect(await details(kept)).toBe(200);
    expect((await api(ended).post('/api/auth/logout/')).status).toBe(204);
    expect(await details(ended)).toBe(401);
    expect(await details(kept)).toBe(200);
  });

  test('a password reset ends every session of the user at once, even when asked with another token', async () => {
    const email = 'nou@example.com';
    const first = await login(t.app, email);
    const second = await login(t.app, email);
    const bystander = await login(t.app, 'admin@example.com');
    for (const token of [first, second, bystander]) expect(await details(token)).toBe(200);

    const mark = await t.mailMark();
    await api().post('/api/auth/reset_password/', { email });
    const resetToken = linkIn((await t.lastMail(mark, email, mail.resetSubject)).text)
      .split('/')
      .at(-1);
    // The browser sends the token cookie of whoever is signed in there, here somebody else.
    const confirm = await api(bystander).post('/api/auth/reset_password_confirm/', {
      password: 'parola-noua-de-tot',
      token: resetToken,
    });
    expect(confirm.status).toBe(200);

    expect(await details(first)).toBe(401);
    expect(await details(second)).toBe(401);
    expect(await details(bystander)).toBe(200);
  });

  test('an account edit is seen by the next request', async () => {
    const person = await createMember(t, 'editare@example.com');
    expect(await details(person.token)).toBe(200);
    const edited = await api(person.token).post('/api/account/edit', {
      first_name: 'Anastasia',
      last_name: 'Test',
      birth_date: '2010-05-04',
      localitate: 'Iași',
      judet: 'IS',
    });
    expect(edited.status).toBe(200);
    // The mail to the programme's team names the founder from the signed-in user.
    const mark = await t.mailMark();
    const founded = await api(person.token).post('/api/choir/', LASTARII_CHOIR);
    expect(founded.status).toBe(201);
    expect((await t.lastMail(mark, 'admin@example.com')).text).toContain('Anastasia Test');
  });
});
