import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/lib/limits.ts';
import {
  activation,
  login as loginText,
  mail,
  register,
  resetPassword,
  validation,
} from '../../src/lib/messages.ts';
import { oneTimeCodes, users } from '../../src/server/db/schema.ts';
import { signResetToken } from '../../src/server/services/tokens.ts';
import { client, linkIn, login, type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
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
  expect((await api().post('/api/auth/register/', await registration(email))).status).toBe(201);
  const code = linkIn((await t.lastMail(email)).text)
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
    const res = await api().post('/api/auth/register/', body);
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'elena@example.com'));
    expect(user?.activatedAt).toBeNull();
    expect(user?.isStaff).toBe(false);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(linkIn((await t.lastMail('elena@example.com')).text)).toMatch(
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
    expect(
      (await api().post('/api/auth/register/', await registration('expirat@example.com'))).status,
    ).toBe(201);
    const code = linkIn((await t.lastMail('expirat@example.com')).text)
      .split('/')
      .at(-1);
    await t.db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await api().post(`/api/auth/${code}/activate/`)).status).toBe(400);
  });

  test('activates once: the account can log in, the code cannot be used again', async () => {
    expect(
      (await api().post('/api/auth/register/', await registration('activ@example.com'))).status,
    ).toBe(201);
    const login1 = await api().post('/api/token-auth/', {
      username: 'activ@example.com',
      password: 'parola-buna',
    });
    expect(await login1.json()).toEqual({ non_field_errors: [loginText.notActivated] });
    const code = linkIn((await t.lastMail('activ@example.com')).text)
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

  test('answers 429 with Retry-After after too many attempts for one e-mail', async () => {
    const { perEmail } = RATE_LIMITS.login;
    for (let i = 0; i < perEmail; i++) {
      expect(
        (
          await api().post('/api/token-auth/', {
            username: 'admin@example.com',
            password: `x-${i}`,
          })
        ).status,
      ).toBe(400);
    }
    const res = await api().post('/api/token-auth/', {
      username: 'admin@example.com',
      password: 'parola-demo',
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('answers 429 after too many attempts from one IP', async () => {
    const sameIp = client(t.app, undefined, '10.9.9.9');
    for (let i = 0; i < RATE_LIMITS.login.perIp; i++) {
      await sameIp.post('/api/token-auth/', { username: `p${i}@example.com`, password: 'x' });
    }
    expect(
      (
        await sameIp.post('/api/token-auth/', {
          username: 'corist@example.com',
          password: 'parola-demo',
        })
      ).status,
    ).toBe(429);
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
    const known = await api().post('/api/auth/reset_password/', { email: 'nou@example.com' });
    const unknown = await api().post('/api/auth/reset_password/', { email: 'nimeni@example.com' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(linkIn((await t.lastMail('nou@example.com', mail.resetSubject)).text)).toContain(
      '/cont/reseteaza-parola/',
    );
    await expect(t.lastMail('nimeni@example.com')).rejects.toThrow();
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
    await api().post('/api/auth/reset_password/', { email });
    const token = linkIn((await t.lastMail(email, mail.resetSubject)).text)
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
