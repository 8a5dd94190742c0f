/** The conductors' questionnaire (document 2 §3) in the shared pipeline of submit.ts: no e-mail, so only the team hears of it. */
import { questionnaire as m } from '../../lib/messages.ts';
import {
  CLOSED_QUESTIONS,
  type ClosedKey,
  OPEN_QUESTIONS,
  type OpenKey,
} from '../../lib/messages-questionnaire.ts';
import {
  QUESTIONNAIRE_FORM_VERSION,
  questionnaireSchema,
} from '../../lib/schemas/questionnaire.ts';
import { questionnaireAnswers } from '../db/schema.ts';
import type { SignupForm } from './submit.ts';
import { teamMail } from './team-mail.ts';

const CLOSED_KEYS = Object.keys(CLOSED_QUESTIONS) as ClosedKey[];
const OPEN_KEYS = Object.keys(OPEN_QUESTIONS) as OpenKey[];

/** The chosen options' texts: 'Urban', or 'Violență verbală; Ridică tonul'. */
const chosen = (key: ClosedKey, values: number | number[]) =>
  [values]
    .flat()
    .map((value) => CLOSED_QUESTIONS[key].options[value - 1] ?? String(value))
    .join('; ');

export const questionnaireForm: SignupForm<
  typeof questionnaireSchema,
  undefined,
  typeof questionnaireAnswers
> = {
  name: 'questionnaire',
  schema: questionnaireSchema,
  table: questionnaireAnswers,
  row(body) {
    const open = Object.fromEntries(
      OPEN_KEYS.flatMap((key) => (body[key] ? [[key, body[key]]] : [])),
    );
    return {
      submissionId: body.submission_id,
      formVersion: QUESTIONNAIRE_FORM_VERSION,
      q1: body.q1,
      q2: body.q2,
      q3: body.q3,
      q4: body.q4,
      q5: body.q5,
      q6: body.q6,
      q7: body.q7,
      q8: body.q8,
      q9: body.q9,
      q10: body.q10,
      q11: body.q11,
      q12: body.q12,
      q13: body.q13,
      q14: body.q14,
      q15: body.q15,
      q16: body.q16,
      open,
    };
  },
  mails(body, id) {
    const answers = [
      ...CLOSED_KEYS.map(
        (key, i) =>
          [m.numbered(i + 1, CLOSED_QUESTIONS[key].label), chosen(key, body[key])] as const,
      ),
      ...OPEN_KEYS.map(
        (key, i) =>
          [m.numbered(CLOSED_KEYS.length + i + 1, OPEN_QUESTIONS[key]), body[key]] as const,
      ),
    ];
    return {
      team: teamMail(
        { name: m.formName, version: QUESTIONNAIRE_FORM_VERSION },
        m.anonymous,
        id,
        answers,
      ),
    };
  },
};
