/**
 * The announcement mail's answer links (issue #23; paths: src/lib/paths/event-answer-link.ts): the
 * page /cont/raspuns-eveniment reads the link's event (GET, which writes nothing) and records the
 * link's answer (PUT), with no session: the signed token is the credential (events/answer-link.ts).
 * The request log writes the route's pattern, never the URL, so no token reaches the logs (app.ts).
 */
import { Hono } from 'hono';
import type { AnswerLink } from '../../lib/api/event-answer-link.ts';
import { answerLinkBodySchema } from '../../lib/schemas/event.ts';
import type { AppEnv } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { type AnswerLinkTarget, openAnswerLink } from '../events/answer-link.ts';
import { saveAnswer } from '../events/answers.ts';
import { whenText } from '../events/time.ts';
import { parseJson } from '../http.ts';
import { eventAnswerLinkOps as ops } from '../openapi/paths/event-answer-link.ts';
import { route } from '../openapi/route.ts';

/** The answer a link may hold: no cache keeps it. */
const NO_STORE = { 'cache-control': 'private, no-store' };

const present = ({ firstName, read }: AnswerLinkTarget, answer: AnswerLink['answer']) =>
  ({
    first_name: firstName,
    event_id: read.event.id,
    title: read.event.title,
    when: whenText(read.event.startsAt, read.event.endsAt),
    location: read.event.location,
    answer,
  }) satisfies AnswerLink;

export function eventAnswerLinkRoutes(deps: AppDeps) {
  const { db, secret } = deps;
  const app = new Hono<AppEnv>();
  route(app, ops.read, async (c) => {
    const target = await openAnswerLink(db, secret, c.req.param('token') ?? '');
    return c.json(present(target, target.read.answer), 200, NO_STORE);
  });
  route(app, ops.answer, async (c) => {
    const target = await openAnswerLink(db, secret, c.req.param('token') ?? '');
    const { answer } = await parseJson(c, answerLinkBodySchema);
    await saveAnswer(db, target.read.event.id, target.userId, { answer });
    return c.json(present(target, answer), 200, NO_STORE);
  });
  return app;
}
