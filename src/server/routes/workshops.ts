/**
 * /api/sign-ups/workshops/ (document 2 §7): GET the session dates open today with their
 * workshops and places left; POST a sign-up through the shared pipeline, the chosen workshops'
 * places taken under their rows' lock (src/server/signups/workshops.ts). Public: no token.
 */
import { Hono } from 'hono';
import type { WorkshopSessions } from '../../lib/api/workshops.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import type { AppEnv } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { workshopOps as ops } from '../openapi/paths/workshops.ts';
import { route } from '../openapi/route.ts';
import { submitHandler } from '../signups/submit.ts';
import { workshopSignupForm } from '../signups/workshop-form.ts';
import { openSessions } from '../signups/workshops.ts';

export function workshopRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, ops.list, async (c) => {
    const sessions = await openSessions(deps.db, todayInBucharest());
    // Places change with every sign-up: never kept by a cache.
    c.header('Cache-Control', 'no-store');
    return c.json(sessions satisfies WorkshopSessions);
  });
  route(app, ops.signup, submitHandler(deps, workshopSignupForm(deps.siteUrl)));
  return app;
}
