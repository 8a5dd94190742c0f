/** Every API route's description, grouped as the OpenAPI document's tags. */
import type { Operation } from './operation.ts';
import { accountOps } from './paths/account.ts';
import { accountDeletionOps } from './paths/account-deletion.ts';
import { attendanceOps } from './paths/attendance.ts';
import { authOps } from './paths/auth.ts';
import { choirOps } from './paths/choirs.ts';
import { consentOps } from './paths/consent.ts';
import { contentOps } from './paths/content.ts';
import { dashboardOps } from './paths/dashboard.ts';
import { eventAnswerLinkOps } from './paths/event-answer-link.ts';
import { eventOps } from './paths/events.ts';
import { familyConsentOps, familyOps } from './paths/families.ts';
import { libraryOps } from './paths/library.ts';
import { madrigalistOps } from './paths/madrigalist.ts';
import { notificationOps } from './paths/notifications.ts';
import { ownDataOps } from './paths/own-data.ts';
import { programmeOps } from './paths/programme.ts';
import { publicOps } from './paths/public.ts';
import { reminderOps } from './paths/reminders.ts';
import { signupOps } from './paths/signups.ts';
import { staffOps } from './paths/staff.ts';
import { staffLibraryOps } from './paths/staff-library.ts';
import { contactMessageOps, madrigalistMessageOps } from './paths/staff-messages.ts';
import { staffRetentionOps } from './paths/staff-retention.ts';
import { submissionOps } from './paths/staff-submissions.ts';
import { staffWorkshopOps } from './paths/staff-workshops.ts';
import { workshopOps } from './paths/workshops.ts';

export const operationsByTag: Record<string, Operation[]> = {
  auth: Object.values(authOps),
  families: [...Object.values(familyOps), ...Object.values(familyConsentOps)],
  'own-data': Object.values(ownDataOps),
  account: [...Object.values(accountOps), ...Object.values(accountDeletionOps)],
  choirs: Object.values(choirOps),
  dashboard: Object.values(dashboardOps),
  events: [
    ...Object.values(eventOps),
    ...Object.values(eventAnswerLinkOps),
    ...Object.values(reminderOps),
  ],
  attendance: Object.values(attendanceOps),
  library: Object.values(libraryOps),
  programme: Object.values(programmeOps),
  madrigalist: Object.values(madrigalistOps),
  notifications: Object.values(notificationOps),
  public: Object.values(publicOps),
  content: Object.values(contentOps),
  signups: Object.values(signupOps),
  consent: Object.values(consentOps),
  workshops: Object.values(workshopOps),
  staff: Object.values(staffOps),
  'staff-retention': Object.values(staffRetentionOps),
  'staff-library': Object.values(staffLibraryOps).flatMap((group) => Object.values(group)),
  'staff-submissions': [
    staffWorkshopOps,
    submissionOps,
    contactMessageOps,
    madrigalistMessageOps,
  ].flatMap((ops) => Object.values(ops)),
};

export const operations: Operation[] = Object.values(operationsByTag).flat();
