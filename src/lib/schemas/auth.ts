/** Schemas of the account forms that work without a session: login, register, reset. */
import * as v from 'valibot';
import { validation as m } from '../messages.ts';
import {
  agreement,
  email,
  newPassword,
  repeatPassword,
  requiredText,
  withRepeatedPassword,
} from './fields.ts';

/**
 * POST /api/token-auth/: `username` is the e-mail; `altcha`, the bot-check payload, is needed only
 * after repeated failures (LOGIN_CHALLENGE), when the server asks for it.
 */
export const loginSchema = v.object({
  username: email,
  password: v.pipe(v.string(m.required), v.nonEmpty(m.required)),
  altcha: v.optional(v.string()),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

/** POST /api/auth/register/: `altcha` is the bot-check payload filled by the widget. */
export const registerSchema = withRepeatedPassword(
  v.object({
    email,
    first_name: requiredText(),
    last_name: requiredText(),
    password: newPassword,
    repeat_password: repeatPassword,
    agreed: agreement,
    altcha: v.pipe(v.string(m.captchaRequired), v.nonEmpty(m.captchaRequired)),
  }),
);
export type RegisterInput = v.InferInput<typeof registerSchema>;

/** POST /api/auth/reset_password/ */
export const resetRequestSchema = v.object({ email });

/** POST /api/auth/reset_password_confirm/: the body the API reads. */
export const resetConfirmSchema = v.object({
  password: newPassword,
  token: v.pipe(v.string(m.required), v.nonEmpty(m.required)),
});

/** The reset-confirm form: the API body plus the repeated password, checked in the browser. */
export const resetConfirmFormSchema = withRepeatedPassword(
  v.object({ ...resetConfirmSchema.entries, repeat_password: repeatPassword }),
);
