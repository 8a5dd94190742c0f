/** Answers of the routes without a session (the others answer `{ detail }`, see detail.ts). */
import * as v from 'valibot';

/** POST /api/token-auth/ */
export const tokenAnswerSchema = v.strictObject({
  /** The session token, sent back as `Authorization: Token <token>`. */
  token: v.string(),
  /** Present when the login cancelled the account's asked-for deletion (issue #26). */
  deletion_cancelled: v.optional(v.literal(true)),
});
export type TokenAnswer = v.InferOutput<typeof tokenAnswerSchema>;
