/** GET /api/health/: the process answers and the database runs a query. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '../../lib/api/health.ts';
import type { AppDeps } from '../deps.ts';
import { errorFields } from '../log.ts';

export function healthRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' } satisfies Health);
    } catch (error) {
      deps.log.error('health check failed', { ...errorFields(error) });
      return c.json({ status: 'error', database: 'unavailable' } satisfies Health, 503);
    }
  });
}
