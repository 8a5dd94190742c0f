/** The public sign-up forms of routes/signups.ts (issue #11). */
import { signupReceiptSchema } from '../../../lib/api/signups.ts';
import { auditionSchema } from '../../../lib/schemas/audition.ts';
import { campaignSchema } from '../../../lib/schemas/campaign.ts';
import { questionnaireSchema } from '../../../lib/schemas/questionnaire.ts';
import type { Operation } from '../operation.ts';

export const signupOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/signup/auditions/',
    summary:
      'Audition sign-up: stored once per submission_id, confirmed by mail, the team notified',
    description:
      'A repeated send of a stored submission_id answers the same id and mails nothing. ' +
      '400 `{ altcha: [...] }` when the bot check fails; 429 per IP and per e-mail.',
    auth: 'public',
    body: auditionSchema,
    responses: { 201: signupReceiptSchema },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/sign-ups/campaign/',
    summary:
      "The survey 'DA pentru ora de muzică': stored once per submission_id, the team notified",
    description:
      'The e-mail is optional: given, it gets a thank-you mail and its own rate limit. ' +
      'A repeated send of a stored submission_id answers the same id.',
    auth: 'public',
    body: campaignSchema,
    responses: { 201: signupReceiptSchema },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/sign-ups/questionnaire/',
    summary:
      "The conductors' questionnaire 'Muzica pentru toți' (q1–q39): stored once, the team notified",
    description:
      'q1–q16: the value of the chosen option (a list for q9 and q11); q17–q39: optional text. ' +
      'Rate-limited per IP (there is no e-mail).',
    auth: 'public',
    body: questionnaireSchema,
    responses: { 201: signupReceiptSchema },
    errors: [429],
  },
];
