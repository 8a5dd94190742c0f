/** Answers of the parental consent's own routes (its send answers the sign-up receipt, signups.ts). */
import * as v from 'valibot';

/**
 * 200 of POST /api/sign-ups/consent/withdraw/: when the consent was withdrawn (ISO time), and
 * whether that happened at an earlier use of the link (the link works once; a second use says so).
 */
export const consentWithdrawnSchema = v.strictObject({
  withdrawn_at: v.string(),
  already_withdrawn: v.boolean(),
});
export type ConsentWithdrawn = v.InferOutput<typeof consentWithdrawnSchema>;
