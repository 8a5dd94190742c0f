/**
 * The back office's workshops and global events (issue #12): the journal's words for their
 * actions. Texts: src/lib/messages-staff-workshops.ts; the bodies of /api/staff/workshops/:
 * src/lib/schemas/staff-workshops.ts.
 */

/** The journal's words for each action of this area (merged into src/lib/staff/actions.ts). */
export const WORKSHOPS_ACTIONS = {
  'workshop_session.create': 'a creat data de ateliere',
  'workshop_session.update': 'a modificat data de ateliere',
  'workshop_session.delete': 'a șters data de ateliere',
  'workshop.create': 'a creat atelierul',
  'workshop.update': 'a modificat atelierul',
  'workshop.delete': 'a șters atelierul',
  'event.create': 'a creat evenimentul global',
  'event.update': 'a modificat evenimentul global',
  'event.delete': 'a șters evenimentul global',
} as const;
