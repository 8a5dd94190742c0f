/**
 * The back office's paths for what the public sends (issue #12): the workshops and their
 * sign-ups, the public forms' submissions and consents, the contact messages and the madrigal
 * singers' inbox.
 */
export const staffWorkshopPaths = {
  sessions: '/api/staff/workshops/sessions/',
  session: '/api/staff/workshops/sessions/{id}/',
  sessionSignUps: '/api/staff/workshops/sessions/{id}/sign-ups/',
  sessionWorkshops: '/api/staff/workshops/sessions/{id}/workshops/',
  workshop: '/api/staff/workshops/{id}/',
  workshopSignUps: '/api/staff/workshops/{id}/sign-ups/',
} as const;

export const submissionPaths = {
  workshopChoices: '/api/staff/submissions/workshops/choices/',
  consentPdf: '/api/staff/submissions/consents/{id}/pdf/',
  list: '/api/staff/submissions/{form}/',
  submission: '/api/staff/submissions/{form}/{id}/',
} as const;

/** Each inbox (src/lib/api/staff-messages.ts MessageBox): its list, a thread, the reply. */
export const staffMessagePaths = {
  contact: {
    list: '/api/staff/messages/contact/',
    thread: '/api/staff/messages/contact/{id}/',
    reply: '/api/staff/messages/contact/{id}/reply/',
  },
  madrigalist: {
    list: '/api/staff/messages/madrigalist/',
    thread: '/api/staff/messages/madrigalist/{id}/',
    reply: '/api/staff/messages/madrigalist/{id}/reply/',
  },
} as const;
