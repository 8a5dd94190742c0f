/** The back office: people (issue #12). Mounted under /api/staff/people by ./index.ts, behind requireStaff. */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';

export function staffPeopleRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false });
}
