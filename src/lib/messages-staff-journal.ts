/**
 * Texts of the back office's journal (table staff_actions): what it says of each staff action, by
 * key, and its page (JournalPage.tsx) and export (routes/staff/audit.ts). Each area names its own
 * actions beside its texts; recordStaffAction accepts only these keys (src/server/staff/audit.ts).
 */

import { CHILD_CONSENT_ACTIONS } from './messages-child-consent.ts';
import { OWN_DATA_ACTIONS } from './messages-own-data.ts';
import { RETENTION_ACTIONS } from './messages-retention.ts';
import { CHOIRS_ACTIONS } from './messages-staff-choirs.ts';
import { LIBRARY_ACTIONS } from './messages-staff-library.ts';
import { MESSAGES_ACTIONS } from './messages-staff-messages.ts';
import { PEOPLE_ACTIONS } from './messages-staff-people.ts';
import { SUBMISSIONS_ACTIONS } from './messages-staff-submissions.ts';
import { WORKSHOPS_ACTIONS } from './messages-staff-workshops.ts';

export const STAFF_ACTIONS = {
  'list.export': 'a exportat lista',
  ...CHOIRS_ACTIONS,
  ...PEOPLE_ACTIONS,
  ...LIBRARY_ACTIONS,
  ...WORKSHOPS_ACTIONS,
  ...SUBMISSIONS_ACTIONS,
  ...MESSAGES_ACTIONS,
  ...RETENTION_ACTIONS,
  ...CHILD_CONSENT_ACTIONS,
  ...OWN_DATA_ACTIONS,
};
export type StaffActionKey = keyof typeof STAFF_ACTIONS;

const labels: Record<string, string> = STAFF_ACTIONS;
export const actionLabel = (action: string) => labels[action] ?? action;

/** The journal's texts: its page (JournalPage.tsx) and its export (routes/staff/audit.ts). */
export const journal = {
  list: 'Jurnalul acțiunilor',
  fileName: 'jurnal-actiuni',
  search: 'Caută după obiect sau e-mailul autorului',
  when: 'Data',
  who: 'Cine',
  action: 'Acțiunea',
  target: 'Asupra',
  targetType: 'Tipul',
  targetId: 'Id',
  detail: 'Detalii',
  deleted: 'cont șters',
  from: 'De la data',
  to: 'Până la data',
  badRange: 'Data de sfârșit nu poate fi înaintea celei de început.',
} as const;
