/**
 * A concert's programme (issue #27): the body of PUT /api/event/{id}/programme/ (the editor's
 * chosen pieces, in order) and of PUT /api/song/{id}/mark/ (a singer's 'Învăț' / 'Știu').
 */
import * as v from 'valibot';
import { MAX_ID, PROGRAMME_MAX_SCORES } from '../limits.ts';
import { programmeErrors as m } from '../messages-programme.ts';

/** A record id (1 to MAX_ID); a list's wrong item is reported on the list, not as 'scores.3'. */
const isId = (x: unknown): x is number =>
  Number.isInteger(x) && (x as number) >= 1 && (x as number) <= MAX_ID;

/** `{ scores }`: score ids in the concert's order, e.g. [12, 4, 9]; an empty list clears it. */
export const programmeBodySchema = v.object({
  scores: v.pipe(
    v.array(v.unknown(), m.scores),
    v.maxLength(PROGRAMME_MAX_SCORES, m.tooMany(PROGRAMME_MAX_SCORES)),
    v.check((ids): ids is number[] => ids.every(isId), m.scores),
    v.transform((ids) => ids as number[]),
    // A repeat is refused, not folded: the editor never sends one, so it is a client's mistake.
    v.check((ids) => new Set(ids).size === ids.length, m.duplicate),
  ),
});
export type ProgrammeBody = v.InferOutput<typeof programmeBodySchema>;

export const SCORE_MARK_STATES = ['learning', 'known'] as const;
export type ScoreMarkState = (typeof SCORE_MARK_STATES)[number];

/** `{ state }`: 'learning' ('Învăț'), 'known' ('Știu') or null (no mark). */
export const scoreMarkSchema = v.object({
  state: v.nullable(v.picklist(SCORE_MARK_STATES, m.state)),
});
export type ScoreMarkBody = v.InferOutput<typeof scoreMarkSchema>;
