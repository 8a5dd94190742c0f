/**
 * The query string of GET /api/song/ (SCORE_QUERY_KEYS of src/lib/api/library.ts):
 * `?voices=1,3&themes=2&files=mp3,pdf&search=ave&page=2`. The server reads it strictly (a value
 * that is not a list of ids or of file types answers 400 with the field's message); the page
 * reads the address leniently on its own (islands/members/library/score-query.ts).
 */
import * as v from 'valibot';
import { SCORE_FILE_TYPES } from '../api/library.ts';
import { LIBRARY_FILTER_MAX_IDS, TEXT_MAX_LENGTH } from '../limits.ts';
import { libraryApi as m, validation } from '../messages.ts';
import { oneLine } from './fields.ts';
import { isRecordId } from './query.ts';

/** 'a, b,,c' → ['a', 'b', 'c']: spaces and empty parts are forgiven. */
const parts = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** A comma-separated list of term ids; '' (or none) for no filter. */
const idList = v.pipe(
  v.optional(v.string(), ''),
  v.transform(parts),
  v.check((ids) => ids.every(isRecordId), m.termIds),
  v.maxLength(LIBRARY_FILTER_MAX_IDS, m.tooManyTerms),
  v.transform((ids) => [...new Set(ids.map(Number))]),
);

const fileTypes = v.pipe(
  v.optional(v.string(), ''),
  v.transform(parts),
  v.check(
    (types) => types.every((t) => (SCORE_FILE_TYPES as readonly string[]).includes(t)),
    m.fileTypes,
  ),
  v.transform((types) => SCORE_FILE_TYPES.filter((t) => types.includes(t))),
);

export const scoreListQuerySchema = v.object({
  /** Ids of GET /api/song/filters' voices: a score with any of them. */
  voices: idList,
  themes: idList,
  difficulties: idList,
  choir_types: idList,
  /** 'mp3' (it has tracks), 'pdf' (it has a PDF), or both: a score with either. */
  files: fileTypes,
  /** Any part of the name or the author, ignoring case and diacritics, e.g. 'sarbatoare'. */
  search: v.optional(
    v.pipe(
      v.string(),
      oneLine,
      v.trim(),
      v.maxLength(TEXT_MAX_LENGTH, validation.maxLength(TEXT_MAX_LENGTH)),
    ),
    '',
  ),
  /** The page, from 1; a page that is not a positive number, or past the end, answers 404. */
  page: v.optional(v.string(), '1'),
});
export type ScoreListQuery = Omit<v.InferOutput<typeof scoreListQuerySchema>, 'page'> & {
  page: number;
};

/** The query string of the other paged lists (audiobooks, video lessons). */
export const libraryPageQuerySchema = v.object({
  page: v.optional(v.string(), '1'),
});
