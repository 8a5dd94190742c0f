/** A concert's programme (src/server/routes/programme.ts, issue #27). */
import {
  programmeSchema,
  readinessSchema,
  scoreMarkAnswerSchema,
} from '../../../lib/api/programme.ts';
import { PROGRAMME_MAX_SCORES } from '../../../lib/limits.ts';
import { programmePaths } from '../../../lib/paths/programme.ts';
import { programmeBodySchema, scoreMarkSchema } from '../../../lib/schemas/programme.ts';
import type { Operation } from '../operation.ts';

const SEES =
  "Whoever sees the event: a choir's event, its confirmed members (the choir confirmed) and staff; a global event has no programme (an empty list).";
const CONDUCTORS =
  "The event's choir's confirmed conductors only (staff too are refused: the programme and the singers' readiness are the choir's own).";
const LIBRARY = 'A member confirmed in some confirmed choir, or staff (as the library).';

export const programmeOps = {
  get: {
    method: 'get',
    path: programmePaths.programme,
    summary: "An event's programme: its scores in order, each with the caller's own mark",
    description: SEES,
    auth: 'user',
    responses: { 200: programmeSchema },
    errors: [403, 404],
  },
  replace: {
    method: 'put',
    path: programmePaths.programme,
    summary: "Replaces an event's programme with the given scores, in order (`[]` clears it)",
    description: `${CONDUCTORS} At most ${PROGRAMME_MAX_SCORES} scores, each once and existing (400 otherwise); 400 for a global event.`,
    auth: 'user',
    body: programmeBodySchema,
    responses: { 200: programmeSchema },
    errors: [403, 404],
  },
  readiness: {
    method: 'get',
    path: programmePaths.readiness,
    summary:
      "Per piece of the programme and voice part: how many singers know it ('Știu') and who does not yet",
    description: `${CONDUCTORS} 400 for a global event.`,
    auth: 'user',
    responses: { 200: readinessSchema },
    errors: [400, 403, 404],
  },
  mark: {
    method: 'get',
    path: programmePaths.mark,
    summary: "The caller's own mark on a score: 'learning' ('Învăț'), 'known' ('Știu') or null",
    description: LIBRARY,
    auth: 'user',
    responses: { 200: scoreMarkAnswerSchema },
    errors: [403, 404],
  },
  setMark: {
    method: 'put',
    path: programmePaths.mark,
    summary: "Sets or clears (`null`) the caller's own mark on a score",
    description: `${LIBRARY} The mark is the caller's and the score's, for every concert that names it.`,
    auth: 'user',
    body: scoreMarkSchema,
    responses: { 200: scoreMarkAnswerSchema },
    errors: [403, 404],
  },
} satisfies Record<string, Operation>;
