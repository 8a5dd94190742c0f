/** Every API route's description, grouped as the OpenAPI document's tags. */
import type { Operation } from './operation.ts';
import { accountOperations } from './paths/account.ts';
import { authOperations } from './paths/auth.ts';
import { choirOperations } from './paths/choirs.ts';
import { consentOperations } from './paths/consent.ts';
import { dashboardOperations } from './paths/dashboard.ts';
import { eventOps } from './paths/events.ts';
import { libraryOperations } from './paths/library.ts';
import { madrigalistOperations } from './paths/madrigalist.ts';
import { publicOperations } from './paths/public.ts';
import { signupOperations } from './paths/signups.ts';
import { staffOps } from './paths/staff.ts';
import { staffLibraryOps } from './paths/staff-library.ts';
import { contactMessageOps, madrigalistMessageOps } from './paths/staff-messages.ts';
import { submissionOps } from './paths/staff-submissions.ts';
import { staffWorkshopOps } from './paths/staff-workshops.ts';
import { workshopOperations } from './paths/workshops.ts';

export const operationsByTag: Record<string, Operation[]> = {
  auth: authOperations,
  account: accountOperations,
  choirs: choirOperations,
  dashboard: dashboardOperations,
  events: Object.values(eventOps),
  library: libraryOperations,
  madrigalist: madrigalistOperations,
  public: publicOperations,
  signups: signupOperations,
  consent: consentOperations,
  workshops: workshopOperations,
  staff: Object.values(staffOps),
  'staff-library': Object.values(staffLibraryOps).flatMap((group) => Object.values(group)),
  'staff-submissions': [
    staffWorkshopOps,
    submissionOps,
    contactMessageOps,
    madrigalistMessageOps,
  ].flatMap((ops) => Object.values(ops)),
};

export const operations: Operation[] = Object.values(operationsByTag).flat();
