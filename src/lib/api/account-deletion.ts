/** Answers of the account deletion routes (issue #26). */
import * as v from 'valibot';

/** GET and POST /api/account/deletion/: the account's deletion, if one is asked for. */
export const deletionStateSchema = v.strictObject({
  /** When it was asked for, ISO 8601; null when none is. */
  requested_at: v.nullable(v.string()),
  /** When the daily retention run will delete the account (the first run after this moment). */
  deletes_after: v.nullable(v.string()),
});
export type DeletionState = v.InferOutput<typeof deletionStateSchema>;
