/** The back office: reports (issue #12). Mounted under /api/staff/reports by ./index.ts, behind requireStaff. */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';

export function staffReportRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false });
}
