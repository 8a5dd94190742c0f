/** Every API route's description, grouped as the OpenAPI document's tags. */
import type { Operation } from './operation.ts';
import { accountOperations } from './paths/account.ts';
import { authOperations } from './paths/auth.ts';
import { choirOperations } from './paths/choirs.ts';
import { consentOps } from './paths/consent.ts';
import { dashboardOperations } from './paths/dashboard.ts';
import { eventOps } from './paths/events.ts';
import { libraryOps } from './paths/library.ts';
import { madrigalistOps } from './paths/madrigalist.ts';
import { publicOperations } from './paths/public.ts';
import { signupOps } from './paths/signups.ts';
import { staffOperations } from './paths/staff.ts';
import { staffLibraryOperations } from './paths/staff-library.ts';
import { staffSubmissionOperations } from './paths/staff-submissions.ts';
import { workshopOps } from './paths/workshops.ts';

export const operationsByTag: Record<string, Operation[]> = {
  auth: authOperations,
  account: accountOperations,
  choirs: choirOperations,
  dashboard: dashboardOperations,
  events: Object.values(eventOps),
  library: Object.values(libraryOps),
  madrigalist: Object.values(madrigalistOps),
  public: publicOperations,
  signups: Object.values(signupOps),
  consent: Object.values(consentOps),
  workshops: Object.values(workshopOps),
  staff: staffOperations,
  'staff-library': staffLibraryOperations,
  'staff-submissions': staffSubmissionOperations,
};

export const operations: Operation[] = Object.values(operationsByTag).flat();
