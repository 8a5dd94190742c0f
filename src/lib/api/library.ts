/**
 * Answers of the library (document 2 §3: Score, Audiobook, Video lesson, Media item), its
 * resources and its downloads. The library is global, not per choir: scores, audiobooks and
 * resources for a member confirmed in some confirmed choir, video lessons for a conductor of one;
 * staff always (src/server/permissions.ts requireLibraryAccess).
 *
 * Every `file`, `pdf`, `mp4`… is a same-origin path under /api/library/ that answers the bytes
 * (with HTTP ranges) only to a signed-in user allowed to see it: a copied link does not work
 * for a visitor.
 */
import * as v from 'valibot';

/** A term of one of the filter vocabularies (voices, themes, difficulties, choir types). */
export const libraryTermSchema = v.strictObject({ id: v.number(), name: v.string() });
export type LibraryTerm = v.InferOutput<typeof libraryTermSchema>;

/** GET /api/song/filters: the four vocabularies, each in its own order. */
export const scoreFiltersSchema = v.strictObject({
  voices: v.array(libraryTermSchema),
  themes: v.array(libraryTermSchema),
  difficulties: v.array(libraryTermSchema),
  choir_types: v.array(libraryTermSchema),
});
export type ScoreFilters = v.InferOutput<typeof scoreFiltersSchema>;

/** One titled MP3 of a score, e.g. 'Sopran': document 2 §3 gives a score's tracks as (title, file). */
export const trackSchema = v.strictObject({
  id: v.number(),
  title: v.string(),
  /** e.g. '/api/library/track/12/' */
  file: v.string(),
  /**
   * The voice part this track is (issue #27): a term id of GET /api/song/filters `voices`; null
   * for the whole choir. The reader's own parts come first in `mp3s`.
   */
  voice_part: v.nullable(v.number()),
  /**
   * The first note the part sings (issue #27), a MIDI note number from 21 to 108 (60: Do4,
   * middle C), played on a tap in the practice view; null when staff have not given it.
   */
  starting_note: v.nullable(v.number()),
});
export type Track = v.InferOutput<typeof trackSchema>;

/** One MP3 of an audiobook, e.g. 'Capitolul 1': document 2 §3 gives an audiobook's tracks as (name, file). */
export const audiobookTrackSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  /** e.g. '/api/library/track/12/' */
  file: v.string(),
});
export type AudiobookTrack = v.InferOutput<typeof audiobookTrackSchema>;

/** A score: GET /api/song/ (paged), GET /api/song/{id}/. */
export const scoreSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  author: v.string(),
  /** Ids of its terms in each vocabulary of GET /api/song/filters. */
  voice: v.array(v.number()),
  theme: v.array(v.number()),
  difficulty: v.array(v.number()),
  choir_type: v.array(v.number()),
  /** It has a PDF score (the file filter 'pdf'). */
  has_files: v.boolean(),
  /** It has MP3 tracks (the file filter 'mp3'). */
  has_mp3: v.boolean(),
  /** e.g. '/api/library/score/3/pdf/', or null. */
  pdf: v.nullable(v.string()),
  mp3s: v.array(trackSchema),
});
export type Score = v.InferOutput<typeof scoreSchema>;

/** An audiobook: GET /api/audio-books/ (paged, Romanian alphabetical order), GET /api/audio-books/{id}/. */
export const audiobookSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  mp3s: v.array(audiobookTrackSchema),
});
export type Audiobook = v.InferOutput<typeof audiobookSchema>;

/** A video lesson: GET /api/video-lessons/ (conductors and staff), newest first. */
export const videoLessonSchema = v.strictObject({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  /** Paths of its sources (e.g. '/api/library/video/4/mp4/'), null where it has none. */
  mp4: v.nullable(v.string()),
  webm: v.nullable(v.string()),
  ogg: v.nullable(v.string()),
  poster: v.nullable(v.string()),
});
export type VideoLesson = v.InferOutput<typeof videoLessonSchema>;

export const RESOURCE_BOXES = ['posters', 'brand', 'others'] as const;
export type ResourceBox = (typeof RESOURCE_BOXES)[number];

/** A downloadable material of /cont/resurse. */
export const resourceSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  /** e.g. '/api/library/resource/7/' (answered as an attachment). */
  file: v.string(),
  /** Its size in bytes, shown beside 'Descarcă'. */
  size: v.number(),
  /** Its file type in lower case, e.g. 'pdf', 'png', 'zip'. */
  type: v.string(),
});
export type Resource = v.InferOutput<typeof resourceSchema>;

/** GET /api/resources/: the three boxes, each in its own order. */
export const resourcesSchema = v.strictObject({
  posters: v.array(resourceSchema),
  brand: v.array(resourceSchema),
  others: v.array(resourceSchema),
});
export type Resources = v.InferOutput<typeof resourcesSchema>;

/**
 * What POST /api/download/{kind}/{id}/ downloads as a streamed zip: a score's or an audiobook's
 * files (id), or every resource of a box (`resources` with the box as id, e.g.
 * /api/download/resources/posters/).
 */
export const DOWNLOAD_KINDS = ['score', 'audiobook', 'resources'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/**
 * The score list's filters, in GET /api/song/'s query and in the page's own query string (so a
 * filtered list can be shared and survives reload): comma-separated ids, e.g.
 * `?voices=1,3&files=pdf&search=ave&page=2`. Within one filter any term matches; the filters
 * together must all match.
 */
export const SCORE_QUERY_KEYS = [
  'voices',
  'themes',
  'difficulties',
  'choir_types',
  'files',
  'search',
  'page',
] as const;
export const SCORE_FILE_TYPES = ['mp3', 'pdf'] as const;
