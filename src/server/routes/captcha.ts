/** The bot-check challenge the `altcha` widget fetches before solving it in the browser. */
import { Hono } from 'hono';
import type { AppEnv } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { authOps as ops } from '../openapi/paths/auth.ts';
import { route } from '../openapi/route.ts';

export function captchaRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, ops.captcha, async (c) => {
    // Each challenge is single-use: a cached one would be refused the second time.
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.captcha.challenge());
  });
  return app;
}
