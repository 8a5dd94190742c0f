/** The back office: workshops (issue #12). Mounted under /api/staff/workshops by ./index.ts, behind requireStaff. */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';

export function staffWorkshopRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false });
}
