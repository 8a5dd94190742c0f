/** The back office: library (issue #12). Mounted under /api/staff/library by ./index.ts, behind requireStaff. */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';

export function staffLibraryRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false });
}
