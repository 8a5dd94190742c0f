/** The workshop sign-up of /ateliere (routes/workshops.ts). */
import { signupReceiptSchema } from '../../../lib/api/signups.ts';
import { workshopSessionsSchema } from '../../../lib/api/workshops.ts';
import { workshopSignupSchema } from '../../../lib/schemas/workshops.ts';
import type { Operation } from '../operation.ts';

export const workshopOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/sign-ups/workshops/',
    summary:
      'The session dates open for sign-up today (Bucharest), with their workshops and places left',
    auth: 'public',
    responses: { 200: workshopSessionsSchema },
  },
  {
    method: 'post',
    path: '/api/sign-ups/workshops/',
    summary:
      'Workshop sign-up: places taken under the workshops’ lock, confirmed by mail, the team notified',
    description:
      'A repeated send of a stored submission_id answers the same id and mails nothing. ' +
      '400 on `workshops` when a chosen workshop is full, not open today or unknown; ' +
      '400 `{ altcha: [...] }` when the bot check fails; 429 per IP and per e-mail.',
    auth: 'public',
    body: workshopSignupSchema,
    responses: { 201: signupReceiptSchema },
    errors: [429],
  },
];
