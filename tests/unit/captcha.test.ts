import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CAPTCHA_EXPIRES_MINUTES } from '../../src/lib/limits.ts';
import type { Database } from '../../src/server/db/client.ts';
import { usedCaptchas } from '../../src/server/db/schema.ts';
import { createCaptcha } from '../../src/server/services/captcha.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { testDatabase } from '../helpers/db.ts';

const secret = 'un-secret-de-test-suficient-de-lung-pentru-hmac';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

function decode(payload: string): {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(atob(payload));
}

describe('createCaptcha', () => {
  test('issues a challenge the altcha widget accepts', async () => {
    const captcha = createCaptcha({ db: database.db, secret });
    const challenge = JSON.parse(JSON.stringify(await captcha.challenge()));
    expect(challenge).toMatchObject({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: expect.any(String),
        salt: expect.any(String),
        keyPrefix: expect.any(String),
      },
      signature: expect.any(String),
    });
    const expiresInSeconds = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(expiresInSeconds).toBeGreaterThan(CAPTCHA_EXPIRES_MINUTES * 60 - 5);
    expect(expiresInSeconds).toBeLessThanOrEqual(CAPTCHA_EXPIRES_MINUTES * 60);
  });

  test('accepts a solved payload once and refuses it the second time', async () => {
    const captcha = createCaptcha({ db: database.db, secret, cost: 1 });
    const payload = await solveCaptcha(captcha);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
    // Another server process sharing the database refuses it too.
    expect(await createCaptcha({ db: database.db, secret, cost: 1 }).verify(payload)).toBe(false);
  });

  test('refuses a tampered payload', async () => {
    const captcha = createCaptcha({ db: database.db, secret, cost: 1 });
    const original = decode(await solveCaptcha(captcha));

    const wrongCounter = structuredClone(original);
    wrongCounter.solution.counter += 1;
    const wrongKey = structuredClone(original);
    // Its last hex digit changed (a fixed '00' would equal the real key once in 256 runs).
    const key = wrongKey.solution.derivedKey;
    wrongKey.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const easierChallenge = structuredClone(original);
    easierChallenge.challenge.parameters.cost = 2;
    const longerLife = structuredClone(original);
    longerLife.challenge.parameters.expiresAt =
      Number(longerLife.challenge.parameters.expiresAt) + 3600;
    const noSignature = structuredClone(original);
    noSignature.challenge.signature = '';

    for (const tampered of [wrongCounter, wrongKey, easierChallenge, longerLife, noSignature]) {
      expect(await captcha.verify(btoa(JSON.stringify(tampered)))).toBe(false);
    }
    // The untouched payload still works: the refusals above did not use it up.
    expect(await captcha.verify(btoa(JSON.stringify(original)))).toBe(true);
  });

  test('refuses a payload signed with another secret', async () => {
    const other = createCaptcha({ db: database.db, secret: `${secret}-altul`, cost: 1 });
    const captcha = createCaptcha({ db: database.db, secret, cost: 1 });
    expect(await captcha.verify(await solveCaptcha(other))).toBe(false);
  });

  test('refuses garbage without throwing', async () => {
    const captcha = createCaptcha({ db: database.db, secret, cost: 1 });
    const garbage: unknown[] = [
      undefined,
      null,
      42,
      {},
      [],
      '',
      'nu-este-base64!!',
      btoa('nu este json'),
      btoa('null'),
      btoa(JSON.stringify({ challenge: null, solution: null, test: true })),
      btoa(JSON.stringify({ challenge: { parameters: {}, signature: 'ab' }, solution: {} })),
      'A'.repeat(100_000),
    ];
    for (const payload of garbage) {
      expect(await captcha.verify(payload)).toBe(false);
    }
  });

  test('refuses an expired challenge', async () => {
    let clock = new Date(Date.now() - (CAPTCHA_EXPIRES_MINUTES + 1) * 60_000);
    const captcha = createCaptcha({ db: database.db, secret, cost: 1, now: () => clock });
    const payload = await solveCaptcha(captcha);
    clock = new Date();
    expect(await captcha.verify(payload)).toBe(false);
  });

  test('forgets used challenges once they expire', async () => {
    let clock = new Date();
    const captcha = createCaptcha({ db: database.db, secret, cost: 1, now: () => clock });
    expect(await captcha.verify(await solveCaptcha(captcha))).toBe(true);
    const before = await database.db.select().from(usedCaptchas);
    expect(before.length).toBeGreaterThan(0);

    clock = new Date(Date.now() + (CAPTCHA_EXPIRES_MINUTES + 2) * 60_000);
    // The next accepted payload sweeps the rows of expired challenges.
    const late = createCaptcha({ db: database.db, secret, cost: 1, now: () => clock });
    expect(await late.verify(await solveCaptcha(late))).toBe(true);
    const after = await database.db.select().from(usedCaptchas);
    expect(after).toHaveLength(1);
  });
});
