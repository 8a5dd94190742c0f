/** The back office: messages (issue #12). Mounted under /api/staff/messages by ./index.ts, behind requireStaff. */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';

export function staffMessageRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false });
}
