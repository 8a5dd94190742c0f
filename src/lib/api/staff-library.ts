/**
 * Answers of the back office's library (issue #12, /api/staff/library/…). Files are named by
 * their storage key (e.g. 'uploads/pdf-….pdf' or 'demo/partitura.pdf'); staff read the bytes
 * through the members' file routes (/api/library/…), which let staff see everything.
 */
import * as v from 'valibot';
import { RESOURCE_BOXES, trackSchema, videoLessonSchema } from './library.ts';
import { pageSchema } from './page.ts';

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
