/** The back office's sign-ups and consents (GET /api/staff/submissions/<form>/…). */
import * as v from 'valibot';
import { pageSchema } from './page.ts';

/** The public forms whose submissions staff read (GET /api/staff/submissions/<form>/). */
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

/**
 * A list row: its id, when it was sent (ISO) and the form's main fields, ready to show, under the
 * keys of SUBMISSION_COLUMNS (src/lib/messages-staff-submissions.ts); a consent adds `state`.
 */
export const submissionRowSchema = v.looseObject({
  id: v.number(),
  created_at: v.string(),
  state: v.optional(v.picklist(CONSENT_STATES)),
});
export type SubmissionRow = v.InferOutput<typeof submissionRowSchema> &
  Record<string, string | number | null | undefined>;
export const submissionPageSchema = pageSchema(submissionRowSchema);

/** One submission whole: every field with its label, as the form (or the export) names it. */
export const submissionDetailSchema = v.strictObject({
  id: v.number(),
  form: v.string(),
  created_at: v.string(),
  fields: v.array(v.strictObject({ label: v.string(), value: v.string() })),
  /** Consents only: the state, the dates, and the signed PDF's staff-only address. */
  consent: v.optional(
    v.strictObject({
      state: v.picklist(CONSENT_STATES),
      signed_at: v.string(),
      withdrawn_at: v.nullable(v.string()),
      expires_at: v.string(),
      pdf: v.string(),
    }),
  ),
});
export type SubmissionDetail = v.InferOutput<typeof submissionDetailSchema>;

/** GET /api/staff/submissions/workshops/choices/: the workshops to filter by, newest session first. */
export const workshopChoicesSchema = v.array(v.strictObject({ id: v.number(), label: v.string() }));
export type WorkshopChoice = v.InferOutput<typeof workshopChoicesSchema>[number];
