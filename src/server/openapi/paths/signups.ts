/** The public sign-up forms of routes/signups.ts (issue #11), and the sending every form shares. */
import type * as v from 'valibot';
import { signupReceiptSchema } from '../../../lib/api/signups.ts';
import { signupPaths as paths } from '../../../lib/paths/signups.ts';
import { auditionSchema } from '../../../lib/schemas/audition.ts';
import { campaignSchema } from '../../../lib/schemas/campaign.ts';
import { questionnaireSchema } from '../../../lib/schemas/questionnaire.ts';
import type { Operation } from '../operation.ts';

/** What a form's sending says of a repeated send (src/server/signups/submit.ts). */
export const REPLAYED =
  'A repeated send of a stored submission_id answers the same id and mails nothing. ';
/** …and of its bot check and rate limits. */
export const CHECKED =
  '400 `{ altcha: [...] }` when the bot check fails; 429 per IP and per e-mail.';

/** A public form's sending through the shared pipeline: its receipt, 429 past the limits. */
export const signupOp = (
  path: string,
  summary: string,
  description: string,
  body: v.GenericSchema,
): Operation => ({
  method: 'post',
  path,
  summary,
  description,
  auth: 'public',
  body,
  responses: { 201: signupReceiptSchema },
  errors: [429],
});

export const signupOps = {
  auditions: signupOp(
    paths.auditions,
    'Audition sign-up: stored once per submission_id, confirmed by mail, the team notified',
    REPLAYED + CHECKED,
    auditionSchema,
  ),
  campaign: signupOp(
    paths.campaign,
    "The survey 'DA pentru ora de muzică': stored once per submission_id, the team notified",
    'The e-mail is optional: given, it gets a thank-you mail and its own rate limit. ' +
      'A repeated send of a stored submission_id answers the same id.',
    campaignSchema,
  ),
  questionnaire: signupOp(
    paths.questionnaire,
    "The conductors' questionnaire 'Muzica pentru toți' (q1–q39): stored once, the team notified",
    'q1–q16: the value of the chosen option (a list for q9 and q11); q17–q39: optional text. ' +
      'Rate-limited per IP (there is no e-mail).',
    questionnaireSchema,
  ),
} satisfies Record<string, Operation>;
