/** Sends public sign-ups as a browser does, for the API tests of the forms (issue #11). */
import { client, type TestApp } from './app.ts';
import { solveCaptcha } from './captcha.ts';

/**
 * `post` sends a body to `path` from a new IP with a freshly solved bot check (a body's own
 * `altcha` or the `ip` given win), so one test's sends never meet another's rate limit.
 * `testApp` is read at each call: the test file makes it in beforeAll.
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
  return { post, nextIp };
}
