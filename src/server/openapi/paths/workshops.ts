/** The workshop sign-up of /ateliere (routes/workshops.ts). */
import { workshopSessionsSchema } from '../../../lib/api/workshops.ts';
import { signupPaths as paths } from '../../../lib/paths/signups.ts';
import { workshopSignupSchema } from '../../../lib/schemas/workshops.ts';
import type { Operation } from '../operation.ts';
import { CHECKED, REPLAYED, signupOp } from './signups.ts';

export const workshopOps = {
  list: {
    method: 'get',
    path: paths.workshops,
    summary:
      'The session dates open for sign-up today (Bucharest), with their workshops and places left',
    auth: 'public',
    responses: { 200: workshopSessionsSchema },
  },
  signup: signupOp(
    paths.workshops,
    'Workshop sign-up: places taken under the workshops’ lock, confirmed by mail, the team notified',
    `${REPLAYED}400 on \`workshops\` when a chosen workshop is full, not open today or unknown; ${CHECKED}`,
    workshopSignupSchema,
  ),
} satisfies Record<string, Operation>;
