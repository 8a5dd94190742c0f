/** The bot-check challenge the `altcha` widget fetches before solving it in the browser. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

export function captchaRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  // GET /api/captcha/challenge/: the app is not strict about trailing slashes, so no slash here.
  app.get('/challenge', async (c) => {
    // Each challenge is single-use: a cached one would be refused the second time.
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.captcha.challenge());
  });
  return app;
}
