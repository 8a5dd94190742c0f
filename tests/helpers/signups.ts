/** Sends public sign-ups as a browser does, for the API tests of the forms (issue #11). */
import { expect } from 'vitest';
import { http } from '../../src/lib/messages.ts';
import { client, type TestApp } from './app.ts';
import { solveCaptcha } from './captcha.ts';

/** The answer is 400 with exactly these field errors. */
export async function expectFieldErrors(res: Response, errors: Record<string, string[]>) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual(errors);
}

/** The answer is 429 with a Retry-After and the Romanian message (a limit of spec §9 met). */
export async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ detail: http.tooManyRequests });
}

/** The answer is 201 with the new row's id; answers the id. */
export async function createdId(res: Response): Promise<number> {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/**
 * `post` sends a body to `path` from a new IP with a freshly solved bot check (a body's own
 * `altcha` or the `ip` given win), so one test's sends never meet another's rate limit; `postBare`
 * sends it as it is, from a new IP. `testApp` is read at each call: the test file makes it in
 * beforeAll.
 */
export function signupSender(testApp: () => TestApp, path: string) {
  let ipCounter = 0;
  const nextIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  async function post(body: Record<string, unknown>, ip = nextIp()) {
    const t = testApp();
    return client(t.app, undefined, ip).post(path, {
      altcha: await solveCaptcha(t.deps.captcha),
      ...body,
    });
  }
  const postBare = (body: unknown) => client(testApp().app, undefined, nextIp()).post(path, body);
  /**
   * A `method` request of `at` (the answers, which no one reads back through the API) as `token`
   * finds nothing: 401, 403, 404 or 405, and no `text` of a stored answer.
   */
  async function expectUnreadable(
    method: string,
    at: string,
    token: string | undefined,
    text: string,
  ) {
    const res = await testApp().app.request(at, {
      method,
      headers: {
        'x-forwarded-for': nextIp(),
        ...(token ? { authorization: `Token ${token}` } : {}),
      },
    });
    expect([401, 403, 404, 405]).toContain(res.status);
    expect(await res.text()).not.toContain(text);
  }
  return { post, postBare, nextIp, expectUnreadable };
}
