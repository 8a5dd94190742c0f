/**
 * The back office's API (issue #12), under /api/staff/: every route answers 401 to a visitor and
 * 403 to every account but the programme's staff (requireStaff, once here for all of them, scoped
 * to /staff/* since the modules are mounted at /api; the matrix test tests/api/staff-matrix.test.ts
 * walks every route the app has under this prefix). Each area is its own file, its paths in
 * src/lib/paths/staff.ts; every change and every export is recorded (src/server/staff/audit.ts).
 */
import { Hono } from 'hono';
import { type AppEnv, requireStaff } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAuditRoutes } from './audit.ts';
import { staffChoirListRoutes } from './choir-list.ts';
import { staffChoirRoutes } from './choirs.ts';
import { staffEventRoutes } from './events.ts';
import { staffHomeRoutes } from './home.ts';
import { staffLibraryRoutes } from './library.ts';
import { staffMembersListRoutes } from './members-list.ts';
import { staffMessageRoutes } from './messages.ts';
import { staffPeopleListRoutes } from './people-list.ts';
import { staffPersonRoutes } from './person.ts';
import { staffPersonAccessRoutes } from './person-access.ts';
import { staffReportRoutes } from './reports.ts';
import { staffRetentionRoutes } from './retention.ts';
import { staffSubmissionRoutes } from './submissions.ts';
import { staffWorkshopRoutes } from './workshops.ts';

export function staffRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>({ strict: false })
      .use('/staff/*', requireStaff)
      .route('/', staffHomeRoutes(deps))
      .route('/', staffChoirListRoutes(deps))
      .route('/', staffChoirRoutes(deps))
      .route('/', staffPeopleListRoutes(deps))
      // Before the account's route: /staff/people/members/ is not the account 'members'.
      .route('/', staffMembersListRoutes(deps))
      .route('/', staffPersonRoutes(deps))
      .route('/', staffPersonAccessRoutes(deps))
      .route('/', staffLibraryRoutes(deps))
      .route('/', staffWorkshopRoutes(deps))
      .route('/', staffEventRoutes(deps))
      .route('/', staffSubmissionRoutes(deps))
      .route('/', staffMessageRoutes(deps))
      .route('/', staffReportRoutes(deps))
      .route('/', staffAuditRoutes(deps))
      .route('/', staffRetentionRoutes(deps))
  );
}
