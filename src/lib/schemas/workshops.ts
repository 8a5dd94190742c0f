/**
 * The workshop sign-up of /ateliere (document 2 §3 and §5): the island's form and
 * POST /api/sign-ups/workshops/ share it. Whether a chosen workshop is open and has a place left
 * is the server's to say, under a lock (src/server/signups/workshops.ts).
 */
import * as v from 'valibot';
import {
  LONG_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  WORKSHOP_AGE,
  WORKSHOP_CHOICES_MAX,
} from '../limits.ts';
import { workshopSignup as m } from '../messages-workshops.ts';
import {
  agreement,
  idNumber,
  phone,
  requiredMultiLineText,
  requiredText,
  signupEmail,
} from './fields.ts';
import { ageWithin, signupEnvelope } from './signup.ts';

/** Stored with each sign-up: raise it when the form's fields change meaning. */
export const WORKSHOP_FORM_VERSION = 1;

/** The chosen workshops' ids, each once, at least one. */
const chosen = v.pipe(
  v.array(idNumber(m.chooseWorkshop), m.chooseWorkshop),
  v.minLength(1, m.chooseWorkshop),
  v.maxLength(WORKSHOP_CHOICES_MAX, m.tooManyWorkshops(WORKSHOP_CHOICES_MAX)),
  v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
);

/** A required answer of a few lines. */
const answer = (missing: string) => requiredMultiLineText(1, LONG_TEXT_MAX_LENGTH, missing);

export const workshopSignupSchema = v.object({
  /** The participant's name, e.g. 'Maria Popescu'. */
  name: requiredText(1, TEXT_MAX_LENGTH, m.nameMissing),
  email: signupEmail,
  /** e.g. '0722123456' */
  phone,
  /** 4 to 99 (the slider's range). */
  age: ageWithin(WORKSHOP_AGE),
  school: requiredText(1, TEXT_MAX_LENGTH, m.schoolMissing),
  workplace: requiredText(1, TEXT_MAX_LENGTH, m.workplaceMissing),
  knowledge: answer(m.knowledgeMissing),
  experience: answer(m.experienceMissing),
  /** Ids of workshops of GET /api/sign-ups/workshops/, e.g. [3, 5]. */
  workshops: chosen,
  agreed: agreement,
  ...signupEnvelope,
});
export type WorkshopSignupInput = v.InferInput<typeof workshopSignupSchema>;
export type WorkshopSignup = v.InferOutput<typeof workshopSignupSchema>;
