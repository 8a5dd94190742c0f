/** Bodies of the account deletion routes (issue #26), used by 'Datele mele' and by the API. */
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { validation as m } from '../messages.ts';

/**
 * POST /api/account/deletion/: the password of whoever asks (a parent's own, for a child).
 * Never trimmed: it is compared as typed.
 */
export const deletionRequestSchema = v.object({
  password: v.pipe(
    v.string(m.required),
    v.nonEmpty(m.required),
    v.maxLength(PASSWORD_MAX_LENGTH, m.maxLength(PASSWORD_MAX_LENGTH)),
  ),
});
export type DeletionRequestInput = v.InferInput<typeof deletionRequestSchema>;

/** POST /api/account/deletion/cancel/: the token of the mailed link. */
export const deletionCancelSchema = v.object({
  token: v.pipe(v.string(m.required), v.nonEmpty(m.required)),
});
