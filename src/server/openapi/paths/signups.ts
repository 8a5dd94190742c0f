/** The public sign-up forms of routes/signups.ts (issue #11). */
import { signupReceiptSchema } from '../../../lib/api/signups.ts';
import { auditionSchema } from '../../../lib/schemas/audition.ts';
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
];
