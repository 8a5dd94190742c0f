/** The announcement mail's answer links (src/server/routes/event-answer-link.ts). */
import { answerLinkSchema } from '../../../lib/api/event-answer-link.ts';
import { eventAnswerLinkPaths } from '../../../lib/paths/event-answer-link.ts';
import { answerLinkBodySchema } from '../../../lib/schemas/event.ts';
import type { Operation } from '../operation.ts';

const REFUSALS =
  'No session: the signed token (one member, one event) is the credential. 404 a forged token or a deleted event; 403 once the event has started, or when the member is no longer an approved member of its choir (left, refused, blocked). Each refusal carries its Romanian `detail`.';

export const eventAnswerLinkOps = {
  read: {
    method: 'get',
    path: eventAnswerLinkPaths.link,
    summary: "The event of a mail's answer link, the member's first name and current answer",
    description: `Writes nothing: mail scanners that open links change no answer. ${REFUSALS}`,
    auth: 'public',
    responses: { 200: answerLinkSchema },
    errors: [403, 404],
  },
  answer: {
    method: 'put',
    path: eventAnswerLinkPaths.link,
    summary: 'Records the answer of a mail’s link (idempotent; the note stays)',
    description: REFUSALS,
    auth: 'public',
    body: answerLinkBodySchema,
    responses: { 200: answerLinkSchema },
    errors: [403, 404],
  },
} satisfies Record<string, Operation>;
