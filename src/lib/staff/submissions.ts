/**
 * The back office's sign-ups and consents (issue #12): the public forms whose submissions staff
 * read (GET /api/staff/submissions/<form>/), the consent states and the journal's words for this
 * area. The page's texts: src/lib/messages-staff-submissions.ts.
 */
export const SUBMISSION_FORMS = [
  'auditions',
  'campaign',
  'questionnaire',
  'workshops',
  'consents',
] as const;
export type SubmissionForm = (typeof SUBMISSION_FORMS)[number];

/** valid: signed less than CONSENT_VALID_YEARS ago and not withdrawn. */
export const CONSENT_STATES = ['valid', 'withdrawn', 'expired'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** The Romanian labels of this area's staff actions (merged into src/lib/staff/actions.ts). */
export const SUBMISSIONS_ACTIONS = {
  'consent.pdf': 'a deschis PDF-ul semnat al consimțământului',
};
