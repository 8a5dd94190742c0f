/** The back office: submissions (issue #12). Mounted under /api/staff/submissions by ./index.ts, behind requireStaff. */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';

export function staffSubmissionRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false });
}
