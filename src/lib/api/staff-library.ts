/**
 * Answers of the back office's library (issue #12, /api/staff/library/…). Files are named by
 * their storage key (e.g. 'uploads/pdf-….pdf' or 'demo/partitura.pdf'); staff read the bytes
 * through the members' file routes (/api/library/…), which let staff see everything.
 */
import * as v from 'valibot';
import { LIBRARY_UPLOAD_MAX_MB as MAX_MB } from '../limits.ts';
import { RESOURCE_BOXES, trackSchema, videoLessonSchema } from './library.ts';
import { pageSchema } from './page.ts';

const MB = 1024 * 1024;

/**
 * What an upload (POST /api/staff/library/files/?kind=…&name=…) may be: the extensions allowed and
 * the largest size, per kind (their names in messages: src/lib/messages-staff-library.ts).
 */
export const UPLOAD_KINDS = {
  pdf: { extensions: ['pdf'], maxBytes: MAX_MB.pdf * MB },
  audio: { extensions: ['mp3'], maxBytes: MAX_MB.audio * MB },
  video: { extensions: ['mp4', 'webm', 'ogv', 'ogg'], maxBytes: MAX_MB.video * MB },
  image: { extensions: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: MAX_MB.image * MB },
  resource: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'zip', 'docx', 'xlsx', 'pptx', 'mp3', 'mp4'],
    maxBytes: MAX_MB.resource * MB,
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** The extension of a file name, lower case ('' for none). */
export const extensionOfName = (name: string) =>
  /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The key an upload answers (`uploads/<kind>-<random>.<extension>`), which the bodies name. */
export const UPLOAD_KEY = /^uploads\/([a-z]+)-[0-9a-f]{32}\.([a-z0-9]+)$/;

/** The scores' vocabularies. */
export const TERM_KINDS = ['voice', 'theme', 'difficulty', 'choir_type'] as const;
export type TermKind = (typeof TERM_KINDS)[number];
/** The score's field that holds the ids of each vocabulary's terms. */
export const TERM_FIELDS = {
  voice: 'voices',
  theme: 'themes',
  difficulty: 'difficulties',
  choir_type: 'choir_types',
} as const satisfies Record<TermKind, string>;

/** POST /api/staff/library/files/: the uploaded file, kept under `key`. */
export const uploadedFileSchema = v.strictObject({
  key: v.string(),
  name: v.string(),
  size: v.number(),
});
export type UploadedFile = v.InferOutput<typeof uploadedFileSchema>;

/** A track as the members' answers have it, its `file` a storage key here. */
export const staffTrackSchema = v.strictObject(trackSchema.entries);
export type StaffTrack = v.InferOutput<typeof staffTrackSchema>;

export const staffScoreSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  author: v.string(),
  voices: v.array(v.number()),
  themes: v.array(v.number()),
  difficulties: v.array(v.number()),
  choir_types: v.array(v.number()),
  pdf: v.nullable(v.string()),
  tracks: v.array(staffTrackSchema),
});
export type StaffScore = v.InferOutput<typeof staffScoreSchema>;

/** A row of GET /api/staff/library/scores/. */
export const staffScoreRowSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  author: v.string(),
  pdf: v.boolean(),
  tracks: v.number(),
});
export type StaffScoreRow = v.InferOutput<typeof staffScoreRowSchema>;
export const staffScorePageSchema = pageSchema(staffScoreRowSchema);

export const staffAudiobookSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  tracks: v.array(staffTrackSchema),
});
export type StaffAudiobook = v.InferOutput<typeof staffAudiobookSchema>;
export const staffAudiobookRowSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  tracks: v.number(),
});
export type StaffAudiobookRow = v.InferOutput<typeof staffAudiobookRowSchema>;

/** A video lesson as the members' answers have it, its files storage keys here. */
export const staffVideoLessonSchema = v.strictObject(videoLessonSchema.entries);
export type StaffVideoLesson = v.InferOutput<typeof staffVideoLessonSchema>;

export const staffResourceSchema = v.strictObject({
  id: v.number(),
  box: v.picklist(RESOURCE_BOXES),
  name: v.string(),
  file: v.string(),
  position: v.number(),
});
export type StaffResource = v.InferOutput<typeof staffResourceSchema>;

export const staffTermSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  position: v.number(),
  /** How many scores use it (a used term cannot be deleted). */
  uses: v.number(),
});
export type StaffTerm = v.InferOutput<typeof staffTermSchema>;

/** GET /api/staff/library/terms/: each vocabulary in its order. */
export const staffTermsSchema = v.strictObject({
  voice: v.array(staffTermSchema),
  theme: v.array(staffTermSchema),
  difficulty: v.array(staffTermSchema),
  choir_type: v.array(staffTermSchema),
});
export type StaffTerms = v.InferOutput<typeof staffTermsSchema>;
