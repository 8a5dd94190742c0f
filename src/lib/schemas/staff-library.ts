/**
 * The bodies of the back office's library (issue #12), shared by the page and the API: scores,
 * audiobooks, video lessons, resources and the scores' vocabularies. Files are named by the key
 * an upload answered (`uploads/<kind>-<random>.<extension>`), or the key the item already has.
 */
import * as v from 'valibot';
import { RESOURCE_BOXES } from '../api/library.ts';
import { TERM_KINDS } from '../api/staff-library.ts';
import {
  LIBRARY_DESCRIPTION_MAX_LENGTH,
  LIBRARY_FILE_KEY_MAX_LENGTH,
  LIBRARY_MAX_TERMS,
  LIBRARY_MAX_TRACKS,
  LIBRARY_NAME_MAX_LENGTH,
  LIBRARY_POSITION_MAX,
  LIBRARY_TERM_NAME_MAX_LENGTH,
  LIBRARY_TRACK_TITLE_MAX_LENGTH,
  STARTING_NOTE_MAX,
  STARTING_NOTE_MIN,
} from '../limits.ts';
import { lib } from '../messages-staff-library.ts';
import { noteName } from '../notes.ts';
import { idNumber, oneLine } from './fields.ts';

/** A single-line text (a name, a title, an author), trimmed. */
const text = (max: number) =>
  v.pipe(v.string(lib.required), oneLine, v.trim(), v.maxLength(max, lib.tooLong(max)));
const requiredText = (max: number) => v.pipe(text(max), v.nonEmpty(lib.required));
/** A description: its line breaks are kept. */
const paragraphs = (max: number) =>
  v.pipe(v.string(lib.required), v.trim(), v.maxLength(max, lib.tooLong(max)));
const fileKey = v.pipe(
  v.string(lib.required),
  oneLine,
  v.trim(),
  v.maxLength(LIBRARY_FILE_KEY_MAX_LENGTH, lib.missingUpload),
  v.nonEmpty(lib.required),
);
const ids = v.pipe(
  v.array(idNumber(lib.badId), lib.badId),
  v.maxLength(LIBRARY_MAX_TERMS, lib.tooMany(LIBRARY_MAX_TERMS)),
);
const position = v.pipe(
  v.number(lib.badPosition),
  v.integer(lib.badPosition),
  v.minValue(0, lib.badPosition),
  v.maxValue(LIBRARY_POSITION_MAX, lib.badPosition),
);

const badStartingNote = lib.badStartingNote(
  noteName(STARTING_NOTE_MIN),
  noteName(STARTING_NOTE_MAX),
);
/** A MIDI note number, a key of the piano. */
const startingNote = v.pipe(
  v.number(badStartingNote),
  v.integer(badStartingNote),
  v.minValue(STARTING_NOTE_MIN, badStartingNote),
  v.maxValue(STARTING_NOTE_MAX, badStartingNote),
);

export const trackBodySchema = v.object({
  title: requiredText(LIBRARY_TRACK_TITLE_MAX_LENGTH),
  file: fileKey,
  /** A score's track: the voice part it is (issue #27), a voice term id; null for the whole choir. */
  voice_part: v.optional(v.nullable(idNumber(lib.badId)), null),
  /** A score's track: the first note of its part (issue #27), a MIDI number; null when not given. */
  starting_note: v.optional(v.nullable(startingNote), null),
});
const tracks = v.pipe(
  v.array(trackBodySchema, lib.required),
  v.maxLength(LIBRARY_MAX_TRACKS, lib.tooMany(LIBRARY_MAX_TRACKS)),
);

export const scoreBodySchema = v.object({
  name: requiredText(LIBRARY_NAME_MAX_LENGTH),
  author: v.optional(text(LIBRARY_NAME_MAX_LENGTH), ''),
  voices: v.optional(ids, []),
  themes: v.optional(ids, []),
  difficulties: v.optional(ids, []),
  choir_types: v.optional(ids, []),
  pdf: v.optional(v.nullable(fileKey), null),
  tracks: v.optional(tracks, []),
});
export type ScoreBody = v.InferOutput<typeof scoreBodySchema>;

export const audiobookBodySchema = v.object({
  name: requiredText(LIBRARY_NAME_MAX_LENGTH),
  tracks: v.optional(tracks, []),
});
export type AudiobookBody = v.InferOutput<typeof audiobookBodySchema>;

export const videoLessonBodySchema = v.pipe(
  v.object({
    title: requiredText(LIBRARY_NAME_MAX_LENGTH),
    description: v.optional(paragraphs(LIBRARY_DESCRIPTION_MAX_LENGTH), ''),
    mp4: v.optional(v.nullable(fileKey), null),
    webm: v.optional(v.nullable(fileKey), null),
    ogg: v.optional(v.nullable(fileKey), null),
    poster: v.optional(v.nullable(fileKey), null),
  }),
  v.forward(
    v.check((body) => Boolean(body.mp4 || body.webm || body.ogg), lib.needsVideo),
    ['mp4'],
  ),
);
export type VideoLessonBody = v.InferOutput<typeof videoLessonBodySchema>;

export const resourceBodySchema = v.object({
  box: v.picklist(RESOURCE_BOXES, lib.required),
  name: requiredText(LIBRARY_NAME_MAX_LENGTH),
  file: fileKey,
  position: v.optional(position, 0),
});
export type ResourceBody = v.InferOutput<typeof resourceBodySchema>;

export const termCreateSchema = v.object({
  kind: v.picklist(TERM_KINDS, lib.required),
  name: requiredText(LIBRARY_TERM_NAME_MAX_LENGTH),
});
export const termEditSchema = v.pipe(
  v.object({
    name: v.optional(requiredText(LIBRARY_TERM_NAME_MAX_LENGTH)),
    position: v.optional(position),
  }),
  v.check((body) => body.name !== undefined || body.position !== undefined, lib.nothingToChange),
);
