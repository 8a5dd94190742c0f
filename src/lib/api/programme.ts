/** Answers of a concert's programme (issue #27): its pieces, a singer's mark, the readiness. */
import * as v from 'valibot';
import { SCORE_MARK_STATES } from '../schemas/programme.ts';

const mark = v.nullable(v.picklist(SCORE_MARK_STATES));

/** A piece of the programme, with the reader's own mark. */
export const programmePieceSchema = v.strictObject({
  /** The score's id (GET /api/song/{id}/). */
  id: v.number(),
  name: v.string(),
  author: v.string(),
  /** It has MP3 tracks (to practise). */
  has_mp3: v.boolean(),
  /** The reader's mark: 'learning' ('Învăț'), 'known' ('Știu'), or null. */
  my_state: mark,
});
export type ProgrammePiece = v.InferOutput<typeof programmePieceSchema>;

/** GET and PUT /api/event/{id}/programme/. */
export const programmeSchema = v.strictObject({
  event_id: v.number(),
  /** The reader may change it: a conductor of the event's choir. */
  can_edit: v.boolean(),
  /** In the concert's order. */
  scores: v.array(programmePieceSchema),
});
export type Programme = v.InferOutput<typeof programmeSchema>;

/** GET and PUT /api/song/{id}/mark/: the reader's mark on a score. */
export const scoreMarkAnswerSchema = v.strictObject({ score_id: v.number(), state: mark });
export type ScoreMark = v.InferOutput<typeof scoreMarkAnswerSchema>;

/** A singer who does not know a piece yet: 'Învăț' (`learning`) or not marked (null). */
export const notYetSchema = v.strictObject({
  user_id: v.number(),
  /** 'First Last' */
  name: v.string(),
  state: v.nullable(v.literal('learning')),
});

/** One voice part's readiness for one piece. */
export const partReadinessSchema = v.strictObject({
  /** A term id of GET /api/song/filters `voices`; null for singers without a part. */
  voice_part: v.nullable(v.number()),
  /** The part's confirmed singers (conductors apart). */
  singers: v.number(),
  /** How many of them marked it 'Știu'. */
  known: v.number(),
  /** The others, by name. */
  not_yet: v.array(notYetSchema),
});
export type PartReadiness = v.InferOutput<typeof partReadinessSchema>;

/** GET /api/event/{id}/readiness/: per piece of the programme, per voice part. */
export const readinessSchema = v.strictObject({
  event_id: v.number(),
  /** The choir's confirmed singers (conductors apart). */
  singers: v.number(),
  scores: v.array(
    v.strictObject({ id: v.number(), name: v.string(), parts: v.array(partReadinessSchema) }),
  ),
});
export type Readiness = v.InferOutput<typeof readinessSchema>;
