import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUTH_COOKIE,
  LOGIN_CHALLENGE,
  RATE_LIMITS,
  SESSION_HINT_COOKIE,
} from '../../src/lib/limits.ts';
import {
  activation,
  login as loginText,
  mail,
  register,
  resetPassword,
  validation,
} from '../../src/lib/messages.ts';
import { createApp } from '../../src/server/app.ts';
import { oneTimeCodes, users } from '../../src/server/db/schema.ts';
import { signResetToken } from '../../src/server/services/tokens.ts';
import { client, linkIn, login, type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client IP per test, so per-IP limits do not leak between tests. */
const api = (token?: string) => client(t.app, token, `10.1.0.${++ipCounter}`);

async function registration(email: string) {
  return {
    email,
    first_name: 'Elena',
    last_name: 'Dumitrescu',
    password: 'parola-buna',
    repeat_password: 'parola-buna',
    agreed: true,
    altcha: await solveCaptcha(t.deps.captcha),
  };
}

/** Registers and activates through the API; returns the e-mail. */
async function registeredUser(email: string) {
  const mark = await t.mailMark();
  expect((await api().post('/api/auth/register/', await registration(email))).status).toBe(201);
  const code = linkIn((await t.lastMail(mark, email)).text)
    .split('/')
    .at(-1);
  expect((await api().post(`/api/auth/${code}/activate/`)).status).toBe(200);
  return email;
}

describe('POST /api/auth/register/', () => {
  test('answers 400 with a message per missing field', async () => {
    const res = await api().post('/api/auth/register/', {});
    expect(res.status).toBe(400);
    const body = await res.json();
    for (const field of [
      'email',
      'first_name',
      'last_name',
      'password',
      'repeat_password',
      'agreed',
      'altcha',
    ]) {
      expect(body[field], field).toHaveLength(1);
    }
    expect(body.email).toEqual([validation.required]);
  });

  test.each([
    ['email', { email: 'nu-e-email' }, validation.email],
    ['password', { password: 'scurta', repeat_password: 'scurta' }, validation.minLength(8)],
    ['repeat_password', { repeat_password: 'alta-parola' }, validation.passwordMismatch],
    ['agreed', { agreed: false }, validation.agreementRequired],
    ['first_name', { first_name: '   ' }, validation.required],
  ])('answers 400 on a bad %s', async (field, change, message) => {
    const res = await api().post('/api/auth/register/', {
      ...(await registration('regula@example.com')),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test('answers 400 when the bot check is not solved, and creates nothing', async () => {
    const res = await api().post('/api/auth/register/', {
      ...(await registration('bot@example.com')),
      altcha: 'e30=',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ altcha: [register.captchaFailed] });
    expect(await t.db.select().from(users).where(eq(users.email, 'bot@example.com'))).toHaveLength(
      0,
    );
  });

  test('answers 400 with only an e-mail field error for a taken e-mail', async () => {
    const res = await api().post('/api/auth/register/', await registration('Dirijor@Example.com '));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ email: [validation.emailTaken] });
  });

  test('creates an inactive account, ignores unknown fields and mails an activation link', async () => {
    const body = { ...(await registration('elena@example.com')), is_staff: true };
    const mark = await t.mailMark();
    const res = await api().post('/api/auth/register/', body);
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'elena@example.com'));
    expect(user?.activatedAt).toBeNull();
    expect(user?.isStaff).toBe(false);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(linkIn((await t.lastMail(mark, 'elena@example.com')).text)).toMatch(
      /^http:\/\/localhost:4321\/cont\/activate\/[\w-]{20,}$/,
    );
  });

  test('refuses a bot-check solution used twice', async () => {
    const body = await registration('dublu1@example.com');
    expect((await api().post('/api/auth/register/', body)).status).toBe(201);
    const again = await api().post('/api/auth/register/', { ...body, email: 'dublu2@example.com' });
    expect(await again.json()).toEqual({ altcha: [register.captchaFailed] });
  });
});

describe('POST /api/auth/{code}/activate/', () => {
  test('answers 400 for an unknown code', async () => {
    const res = await api().post('/api/auth/cod-inexistent-0123456789/activate/');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [activation.failed] });
  });

  test('answers 400 for an expired code', async () => {
    const mark = await t.mailMark();
    expect(
      (await api().post('/api/auth/register/', await registration('expirat@example.com'))).status,
    ).toBe(201);
    const code = linkIn((await t.lastMail(mark, 'expirat@example.com')).text)
      .split('/')
      .at(-1);
    await t.db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await api().post(`/api/auth/${code}/activate/`)).status).toBe(400);
  });

  test('activates once: the account can log in, the code cannot be used again', async () => {
    const mark = await t.mailMark();
    expect(
      (await api().post('/api/auth/register/', await registration('activ@example.com'))).status,
    ).toBe(201);
    const login1 = await api().post('/api/token-auth/', {
      username: 'activ@example.com',
      password: 'parola-buna',
    });
    expect(await login1.json()).toEqual({ non_field_errors: [loginText.notActivated] });
    const code = linkIn((await t.lastMail(mark, 'activ@example.com')).text)
      .split('/')
      .at(-1);
    expect((await api().post(`/api/auth/${code}/activate/`)).status).toBe(200);
    expect((await api().post(`/api/auth/${code}/activate/`)).status).toBe(400);
    expect(await login(t.app, 'activ@example.com', 'parola-buna')).toMatch(/^[\w-]{40,}$/);
  });
});

describe('POST /api/token-auth/', () => {
  test('answers 400 with field errors for a malformed body', async () => {
    const res = await api().post('/api/token-auth/', { username: 'x' });
    expect(await res.json()).toEqual({
      username: [validation.email],
      password: [validation.required],
    });
  });

  test('answers the same 400 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await api().post('/api/token-auth/', {
      username: 'corist@example.com',
      password: 'gresita-1',
    });
    const unknown = await api().post('/api/token-auth/', {
      username: 'nimeni@example.com',
      password: 'gresita-1',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ non_field_errors: [loginText.failed] });
    expect(await unknown.json()).toEqual({ non_field_errors: [loginText.failed] });
  });

  test('returns a token that opens the account, with the e-mail trimmed and case-insensitive', async () => {
    const res = await api().post('/api/token-auth/', {
      username: '  CORIST@example.com ',
      password: 'parola-demo',
    });
    const { token } = await res.json();
    const details = await api(token).get('/api/account/details/');
    expect((await details.json()).email).toBe('corist@example.com');
  });

  const tryLogin = (
    from: ReturnType<typeof api>,
    username: string,
    password: string,
    altcha?: string,
  ) => from.post('/api/token-auth/', { username, password, altcha });

  test('asks one address for the bot check after repeated failures on one account, never locks', async () => {
    const attacker = api();
    for (let i = 0; i < LOGIN_CHALLENGE.perPair; i++) {
      expect((await tryLogin(attacker, 'admin@example.com', `x-${i}`)).status).toBe(400);
    }
    // Even the right password now needs a solved challenge from that address…
    const asked = await tryLogin(attacker, 'admin@example.com', 'parola-demo');
    expect(asked.status).toBe(400);
    expect(await asked.json()).toEqual({ altcha: [loginText.challenge] });
    const forged = await tryLogin(attacker, 'admin@example.com', 'parola-demo', 'falsificat');
    expect(await forged.json()).toEqual({ altcha: [loginText.challenge] });
    // …and with one it opens, without waiting.
    const solved = await tryLogin(
      attacker,
      'admin@example.com',
      'parola-demo',
      await solveCaptcha(t.deps.captcha),
    );
    expect(solved.status).toBe(200);
    // The owner, from another address, was never stopped.
    expect((await tryLogin(api(), 'admin@example.com', 'parola-demo')).status).toBe(200);
  });

  test('asks every address for the bot check once one account had many failures, and its owner still logs in', async () => {
    const email = await registeredUser('tinta@example.com');
    for (let i = 0; i < LOGIN_CHALLENGE.perAccount; i++) {
      expect((await tryLogin(api(), email, `gresita-${i}`)).status).toBe(400);
    }
    const owner = api();
    expect(await (await tryLogin(owner, email, 'parola-buna')).json()).toEqual({
      altcha: [loginText.challenge],
    });
    const res = await tryLogin(owner, email, 'parola-buna', await solveCaptcha(t.deps.captcha));
    expect(res.status).toBe(200);
  });

  test('a shared address with many failures is asked for the bot check, not refused', async () => {
    const school = client(t.app, undefined, '10.9.9.9');
    for (let i = 0; i < LOGIN_CHALLENGE.perIp; i++) {
      await tryLogin(school, `p${i}@example.com`, 'x');
    }
    expect(await (await tryLogin(school, 'corist@example.com', 'parola-demo')).json()).toEqual({
      altcha: [loginText.challenge],
    });
    const altcha = await solveCaptcha(t.deps.captcha);
    expect((await tryLogin(school, 'corist@example.com', 'parola-demo', altcha)).status).toBe(200);
    // A solved challenge is accepted once.
    expect((await tryLogin(school, 'corist@example.com', 'parola-demo', altcha)).status).toBe(400);
  });

  test('sets the session as an HttpOnly cookie with a readable hint, and the cookie opens the account', async () => {
    const res = await tryLogin(api(), 'corist@example.com', 'parola-demo');
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${AUTH_COOKIE}=`));
    const hint = cookies.find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(hint).toMatch(/^__cm_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const token = /^[^=]+=([^;]+)/.exec(session ?? '')?.[1];
    const details = await t.app.request('/api/account/details/', {
      headers: { cookie: `${AUTH_COOKIE}=${token}` },
    });
    expect(details.status).toBe(200);
  });

  test('marks the cookie Secure behind https', async () => {
    const secure = createApp({ ...t.deps, siteUrl: 'https://cor.example.ro' });
    const res = await client(secure).post('/api/token-auth/', {
      username: 'corist@example.com',
      password: 'parola-demo',
    });
    expect(res.headers.getSetCookie().every((c) => /;\s*Secure/i.test(c))).toBe(true);
  });
});

describe('cookie sessions and cross-site requests', () => {
  async function cookieOf(email: string) {
    const res = await api().post('/api/token-auth/', { username: email, password: 'parola-demo' });
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${AUTH_COOKIE}=`));
    return `${session?.split(';')[0]}; ${SESSION_HINT_COOKIE}=1`;
  }
  const edit = {
    first_name: 'Ion',
    last_name: 'Corist',
    birth_date: '2012-05-17',
    localitate: 'Iași',
    judet: 'IS',
  };
  const post = (cookie: string, headers: Record<string, string> = {}) =>
    t.app.request('/api/account/edit', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(edit),
    });

  test.each([
    ['an Origin of another site', { origin: 'https://rau.example.com' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a write with %s (403), changing nothing', async (_, headers) => {
    const cookie = await cookieOf('corist@example.com');
    const res = await post(cookie, { ...headers, 'x-forwarded-for': '10.7.0.1' });
    expect(res.status).toBe(403);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'corist@example.com'));
    expect(user?.firstName).not.toBe('Ion');
  });

  test('accepts a write from the site itself', async () => {
    const cookie = await cookieOf('corist@example.com');
    const res = await post(cookie, {
      origin: 'http://localhost:4321',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status).toBe(200);
  });

  test('logout ends the session and clears both cookies', async () => {
    const cookie = await cookieOf('corist@example.com');
    const res = await t.app.request('/api/auth/logout/', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith(`${AUTH_COOKIE}=;`) && /Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=;`))).toBe(true);
    const after = await t.app.request('/api/account/details/', { headers: { cookie } });
    expect(after.status).toBe(401);
    // The browser that still shows the hint is told to forget it.
    expect(after.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=;`))).toBe(
      true,
    );
  });
});

describe('POST /api/auth/logout/', () => {
  test('answers 401 without a token', async () => {
    expect((await api().post('/api/auth/logout/')).status).toBe(401);
  });

  test('revokes the token', async () => {
    const token = await login(t.app, 'corist@example.com');
    expect((await api(token).post('/api/auth/logout/')).status).toBe(204);
    expect((await api(token).get('/api/account/details/')).status).toBe(401);
  });
});

describe('POST /api/auth/reset_password/', () => {
  test('answers 400 for a malformed e-mail', async () => {
    expect(await (await api().post('/api/auth/reset_password/', { email: 'x@' })).json()).toEqual({
      email: [validation.email],
    });
  });

  test('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const mark = await t.mailMark();
    const known = await api().post('/api/auth/reset_password/', { email: 'nou@example.com' });
    const unknown = await api().post('/api/auth/reset_password/', { email: 'nimeni@example.com' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(linkIn((await t.lastMail(mark, 'nou@example.com', mail.resetSubject)).text)).toContain(
      '/cont/reseteaza-parola/',
    );
    await expect(t.lastMail(mark, 'nimeni@example.com')).rejects.toThrow();
  });

  test('a newer link ends the earlier ones, and using one ends every other', async () => {
    const email = await registeredUser('doua-linkuri@example.com');
    const linkToken = async () => {
      const mark = await t.mailMark();
      expect((await api().post('/api/auth/reset_password/', { email })).status).toBe(200);
      return linkIn((await t.lastMail(mark, email, mail.resetSubject)).text)
        .split('/')
        .at(-1);
    };
    const confirm = (token: string | undefined, password: string) =>
      api().post('/api/auth/reset_password_confirm/', { password, token });
    const first = await linkToken();
    const second = await linkToken();
    // Asking again ended the first link.
    expect(await (await confirm(first, 'parola-intai')).json()).toEqual({
      token: [resetPassword.expired],
    });
    const third = await linkToken();
    expect((await confirm(third, 'parola-noua')).status).toBe(200);
    expect((await confirm(second, 'parola-atacator')).status).toBe(400);
    expect(await login(t.app, email, 'parola-noua')).toBeTruthy();
  });

  test('answers 429 after too many requests for one e-mail', async () => {
    for (let i = 0; i < RATE_LIMITS.reset.perEmail; i++) {
      expect(
        (await api().post('/api/auth/reset_password/', { email: 'flood@example.com' })).status,
      ).toBe(200);
    }
    const res = await api().post('/api/auth/reset_password/', { email: 'flood@example.com' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/auth/reset_password_confirm/', () => {
  const expiredError = { token: [resetPassword.expired] };

  test('answers 400 for a forged token', async () => {
    const res = await api().post('/api/auth/reset_password_confirm/', {
      password: 'parola-noua',
      token: 'a.b.c',
    });
    expect(await res.json()).toEqual(expiredError);
  });

  test('answers 400 for an expired token', async () => {
    const token = await signResetToken(
      t.deps.secret,
      1,
      'jti-expirat',
      new Date(Date.now() - 1000),
    );
    expect(
      await (
        await api().post('/api/auth/reset_password_confirm/', { password: 'parola-noua', token })
      ).json(),
    ).toEqual(expiredError);
  });

  test('sets the new password once, and ends the old sessions', async () => {
    const email = await registeredUser('resetare@example.com');
    const oldSession = await login(t.app, email, 'parola-buna');
    const mark = await t.mailMark();
    await api().post('/api/auth/reset_password/', { email });
    const token = linkIn((await t.lastMail(mark, email, mail.resetSubject)).text)
      .split('/')
      .at(-1);
    expect(
      JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString()).exp,
    ).toBeGreaterThan(Date.now() / 1000);

    const short = await api().post('/api/auth/reset_password_confirm/', {
      password: 'scurta',
      token,
    });
    expect(await short.json()).toEqual({ password: [validation.minLength(8)] });
    expect(
      (await api().post('/api/auth/reset_password_confirm/', { password: 'parola-noua', token }))
        .status,
    ).toBe(200);
    expect(
      (await api().post('/api/auth/reset_password_confirm/', { password: 'alta-parola', token }))
        .status,
    ).toBe(400);

    expect((await api(oldSession).get('/api/account/details/')).status).toBe(401);
    expect(
      (await api().post('/api/token-auth/', { username: email, password: 'parola-buna' })).status,
    ).toBe(400);
    expect(await login(t.app, email, 'parola-noua')).toBeTruthy();
  });
});
