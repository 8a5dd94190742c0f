/**
 * GET /api/health/ (liveness): the process answers and the database runs a query.
 * GET /api/health/ready/ (readiness): a load balancer sends traffic here only while the database
 * answers, the migrations of this version are applied, the mail sender runs and the server is not
 * stopping (main.ts answers 503 from SIGTERM on, so the balancer drains it first).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health, Readiness } from '../../lib/api/health.ts';
import type { AppEnv } from '../auth.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { errorFields } from '../log.ts';
import { publicOps as ops } from '../openapi/paths/public.ts';
import { route } from '../openapi/route.ts';

/** The creation time of the newest migration this version ships (drizzle's journal). */
const newestMigration = (): number => {
  const journal = JSON.parse(
    readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
};

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

  const shipped = newestMigration();
  route(app, ops.ready, async (c) => {
    // A stopping process says so at once: under load the database query would keep the
    // balancer waiting, and sending to this process, for seconds.
    if (deps.ops?.stopping()) {
      const stopping: Readiness = {
        status: 'error',
        database: 'unchecked',
        migrations: 'unchecked',
        mail_worker: deps.ops.mailer.alive() ? 'ok' : 'stopped',
        server: 'stopping',
      };
      return c.json(stopping, 503);
    }
    const migrations = await migrationState(deps.db, shipped);
    const checks: Omit<Readiness, 'status'> = {
      database: migrations === 'unavailable' ? 'unavailable' : 'ok',
      migrations,
      mail_worker: !deps.ops ? 'none' : deps.ops.mailer.alive() ? 'ok' : 'stopped',
      server: deps.ops?.stopping() ? 'stopping' : 'ok',
    };
    const ok = Object.values(checks).every((value) => value === 'ok' || value === 'none');
    return c.json({ status: ok ? 'ok' : 'error', ...checks } satisfies Readiness, ok ? 200 : 503);
  });
  return app;
}

/** drizzle records each applied migration's creation time in drizzle.__drizzle_migrations. */
async function migrationState(db: Db, shipped: number): Promise<Readiness['migrations']> {
  try {
    const [row] = await db
      .select({ applied: sql<string | null>`max(created_at)::text` })
      .from(sql`drizzle.__drizzle_migrations`);
    const applied = Number(row?.applied ?? 0);
    return applied >= shipped ? 'ok' : 'pending';
  } catch {
    return 'unavailable';
  }
}
