/** GET /api/health/: the process answers and the database runs a query. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '../../lib/api/health.ts';
import type { AppEnv } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { errorFields } from '../log.ts';
import { publicOps as ops } from '../openapi/paths/public.ts';
import { route } from '../openapi/route.ts';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, ops.health, async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' } satisfies Health);
    } catch (error) {
      deps.log.error('health check failed', { ...errorFields(error) });
      return c.json({ status: 'error', database: 'unavailable' } satisfies Health, 503);
    }
  });
  return app;
}
