/**
 * The conductors' questionnaire of /chestionar (document 2 §3, §5): q1–q16 required, each the
 * value of its chosen option (a list of values for q9 and q11, at least one); q17–q39 optional
 * free text. The island's form and POST /api/sign-ups/questionnaire/ share it. The form holds the
 * radio values as text: a value arrives as a number or as its digits, and leaves as a number.
 */
import * as v from 'valibot';
import {
  CLOSED_QUESTIONS,
  type ClosedKey,
  questionnaire as m,
  OPEN_QUESTIONS,
  type OpenKey,
} from '../messages-questionnaire.ts';
import { optionalAnswer, signupEnvelope } from './signup.ts';

/** Stored with each submission: raise it when a question's wording or options change. */
export const QUESTIONNAIRE_FORM_VERSION = 1;

const size = (key: ClosedKey) => CLOSED_QUESTIONS[key].options.length;

/** One option's value, 1 to `count`, sent as a number or as its digits; else `missing`. */
const oneOf = (count: number, missing: string = m.chooseOne) =>
  v.pipe(
    // Missing reads as empty: a missing answer gets the same message as an empty one.
    v.optional(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))], missing),
      '',
    ),
    v.integer(missing),
    v.minValue(1, missing),
    v.maxValue(count, missing),
  );

/** Several options' values, at least one; each once, in order. */
const someOf = (count: number) =>
  v.pipe(
    v.optional(v.array(oneOf(count, m.chooseSome), m.chooseSome), []),
    v.minLength(1, m.chooseSome),
    v.maxLength(count, m.chooseSome),
    v.transform((values) => [...new Set(values)].sort((a, b) => a - b)),
  );

const OPEN_KEYS = Object.keys(OPEN_QUESTIONS) as OpenKey[];
const openEntries = Object.fromEntries(OPEN_KEYS.map((key) => [key, optionalAnswer])) as Record<
  OpenKey,
  typeof optionalAnswer
>;

export const questionnaireSchema = v.object({
  q1: oneOf(size('q1')),
  q2: oneOf(size('q2')),
  q3: oneOf(size('q3')),
  q4: oneOf(size('q4')),
  q5: oneOf(size('q5')),
  q6: oneOf(size('q6')),
  q7: oneOf(size('q7')),
  q8: oneOf(size('q8')),
  q9: someOf(size('q9')),
  q10: oneOf(size('q10')),
  q11: someOf(size('q11')),
  q12: oneOf(size('q12')),
  q13: oneOf(size('q13')),
  q14: oneOf(size('q14')),
  q15: oneOf(size('q15')),
  q16: oneOf(size('q16')),
  ...openEntries,
  ...signupEnvelope,
});
export type QuestionnaireInput = v.InferInput<typeof questionnaireSchema>;
export type Questionnaire = v.InferOutput<typeof questionnaireSchema>;
