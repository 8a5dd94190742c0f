/** The contact dialog (spec §5): the island's form and POST /api/messaging/contact/ share it. */
import * as v from 'valibot';
import { MIN_LENGTH_MEDIUM, MIN_LENGTH_MESSAGE, TEXT_MAX_LENGTH } from '../limits.ts';
import { contact as m } from '../messages.ts';
import { agreement, requiredMultiLineText, requiredText, signupEmail } from './fields.ts';

/** The longest message the team receives (a few pages of text). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSchema = v.object({
  /** The visitor's name, e.g. 'Maria Popescu'. */
  name: requiredText(MIN_LENGTH_MEDIUM, TEXT_MAX_LENGTH, m.nameMissing),
  /** 'Scrie adresa de e-mail.' when empty, like the sign-up forms' e-mail. */
  email: signupEmail,
  message: requiredMultiLineText(MIN_LENGTH_MESSAGE, CONTACT_MESSAGE_MAX_LENGTH, m.messageMissing),
  /** The GDPR checkbox: must be ticked. */
  gdpr: agreement,
});
export type ContactInput = v.InferInput<typeof contactSchema>;
