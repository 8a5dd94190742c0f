/** The back office's home (GET /api/staff/home/, issue #23): what waits for the staff today. */
import * as v from 'valibot';
import { SUBMISSION_FORMS } from './staff-submissions.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A Bucharest day, YYYY-MM-DD. */
const day = v.pipe(v.string(), v.isoDate());

export const staffHomeSchema = v.strictObject({
  /** Choirs the staff have not confirmed yet. */
  choirs_waiting: count,
  /** Messages nobody of the team has replied to, per inbox. */
  messages_unanswered: v.strictObject({ contact: count, madrigalist: count }),
  /** What the public forms received from `since` (today included: STAFF_HOME_RECENT_DAYS days). */
  sign_ups: v.strictObject({
    since: day,
    counts: v.strictObject(
      Object.fromEntries(SUBMISSION_FORMS.map((form) => [form, count])) as Record<
        (typeof SUBMISSION_FORMS)[number],
        typeof count
      >,
    ),
  }),
  /**
   * Signed consents (each with its PDF) that the hourly sweep deletes within
   * STAFF_HOME_SWEEP_NOTICE_DAYS: those sent up to `until` (that day included).
   */
  consents_swept: v.strictObject({ until: day, count }),
});
export type StaffHome = v.InferOutput<typeof staffHomeSchema>;
