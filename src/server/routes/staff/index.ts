/**
 * The back office's API (issue #12), under /api/staff/: every route answers 401 to a visitor and
 * 403 to every account but the programme's staff (requireStaff, once here for all of them; the
 * matrix test tests/api/staff-matrix.test.ts walks every route the app has under this prefix).
 * Each area is its own file; every change and every export is recorded (src/server/staff/audit.ts).
 */
import { Hono } from 'hono';
import { type AppEnv, requireStaff } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAuditRoutes } from './audit.ts';
import { staffChoirRoutes } from './choirs.ts';
import { staffEventRoutes } from './events.ts';
import { staffLibraryRoutes } from './library.ts';
import { staffMessageRoutes } from './messages.ts';
import { staffPeopleRoutes } from './people.ts';
import { staffReportRoutes } from './reports.ts';
import { staffSubmissionRoutes } from './submissions.ts';
import { staffWorkshopRoutes } from './workshops.ts';

export function staffRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false })
    .use('/staff/*', requireStaff)
    .route('/staff/choirs', staffChoirRoutes(deps))
    .route('/staff/people', staffPeopleRoutes(deps))
    .route('/staff/library', staffLibraryRoutes(deps))
    .route('/', staffWorkshopRoutes(deps))
    .route('/staff/events', staffEventRoutes(deps))
    .route('/', staffSubmissionRoutes(deps))
    .route('/', staffMessageRoutes(deps))
    .route('/staff/reports', staffReportRoutes(deps))
    .route('/staff/audit', staffAuditRoutes(deps));
}
