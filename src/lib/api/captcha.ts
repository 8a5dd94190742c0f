/**
 * GET /api/captcha/challenge/: an ALTCHA v3 challenge, the format the `altcha` widget reads.
 * Not strict: the format belongs to ALTCHA, and the widget ignores fields it does not know.
 */
import * as v from 'valibot';

export const captchaChallengeSchema = v.object({
  parameters: v.object({
    /** e.g. 'PBKDF2/SHA-256' */
    algorithm: v.string(),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.string(),
    /** Unix time in seconds. */
    expiresAt: v.optional(v.number()),
  }),
  signature: v.optional(v.string()),
});
export type CaptchaChallenge = v.InferOutput<typeof captchaChallengeSchema>;
