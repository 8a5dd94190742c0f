/** The back office: choirs (issue #12). Mounted under /api/staff/choirs by ./index.ts, behind requireStaff. */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';

export function staffChoirRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false });
}
