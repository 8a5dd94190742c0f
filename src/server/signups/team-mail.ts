/**
 * The team's notification of a sign-up: the form's name and who sent it in the subject, then every
 * question with its answer, so the team can act from the mail without opening anything else.
 */
import { signups as m } from '../../lib/messages.ts';
import type { SignupMail } from './submit.ts';

/** `answers`: [question, answer] in the form's order; an empty answer shows as '—'. */
export function teamMail(
  form: { name: string; version: number },
  who: string,
  id: number,
  answers: readonly (readonly [string, string])[],
): SignupMail {
  const lines = answers.map(([question, answer]) => m.answerLine(question, answer));
  return {
    subject: m.teamSubject(form.name, who),
    text: [m.teamIntro(form.name), ...lines, m.submissionLine(id, form.version)].join('\n\n'),
  };
}
