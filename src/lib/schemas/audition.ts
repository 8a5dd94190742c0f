/**
 * The audition sign-up of /auditii (document 1 §7, §9): the island's form and
 * POST /api/signup/auditions/ share it.
 */
import * as v from 'valibot';
import { AUDITION_AGE, TEXT_MAX_LENGTH } from '../limits.ts';
import { validation } from '../messages.ts';
import { AUDITION_CATEGORIES, auditions } from '../messages-auditions.ts';
import { agreement, phone, requiredText, signupEmail } from './fields.ts';
import { ageWithin, optionalAnswer, signupEnvelope } from './signup.ts';

/** Stored with each sign-up: raise it when the form's fields change meaning. */
export const AUDITION_FORM_VERSION = 1;

export const auditionSchema = v.object({
  /** What the person signs up for, e.g. 'national-choir'. */
  category: v.picklist(AUDITION_CATEGORIES, validation.required),
  firstName: requiredText(1, TEXT_MAX_LENGTH, auditions.firstNameMissing),
  lastName: requiredText(1, TEXT_MAX_LENGTH, auditions.lastNameMissing),
  /** 5 to 99, whole years (the slider's range). */
  age: ageWithin(AUDITION_AGE),
  email: signupEmail,
  /** e.g. '0722123456' (typed '0722 123 456' too) */
  phone,
  school: requiredText(1, TEXT_MAX_LENGTH, auditions.schoolMissing),
  reason: optionalAnswer,
  experience: optionalAnswer,
  agreed: agreement,
  ...signupEnvelope,
});
export type AuditionInput = v.InferInput<typeof auditionSchema>;
export type Audition = v.InferOutput<typeof auditionSchema>;
