/**
 * The back office's library (issue #12): the kinds of file an upload may be and their sizes, the
 * keys uploads are kept under, the scores' vocabularies and the labels of the area's actions.
 * Its texts are in ../messages-staff-library.ts, its bodies in ../schemas/staff-library.ts.
 *
 * An upload (POST /api/staff/library/files/?kind=…&name=…) answers a storage key
 * (`uploads/<kind>-<random>.<extension>`) that the bodies name.
 */
import { LIBRARY_UPLOAD_MAX_MB as MAX_MB } from '../limits.ts';

const MB = 1024 * 1024;

/** What an upload may be: the extensions allowed and the largest size, per kind. */
export const UPLOAD_KINDS = {
  pdf: { extensions: ['pdf'], maxBytes: MAX_MB.pdf * MB, label: 'PDF' },
  audio: { extensions: ['mp3'], maxBytes: MAX_MB.audio * MB, label: 'MP3' },
  video: {
    extensions: ['mp4', 'webm', 'ogv', 'ogg'],
    maxBytes: MAX_MB.video * MB,
    label: 'MP4, WebM sau Ogg',
  },
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    maxBytes: MAX_MB.image * MB,
    label: 'JPG, PNG sau WebP',
  },
  resource: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'zip', 'docx', 'xlsx', 'pptx', 'mp3', 'mp4'],
    maxBytes: MAX_MB.resource * MB,
    label: 'PDF, PNG, JPG, ZIP, DOCX, XLSX, PPTX, MP3 sau MP4',
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** The extension of a file name, lower case ('' for none). */
export const extensionOfName = (name: string) =>
  /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The key of a file uploaded as `kind`. */
export const UPLOAD_KEY = /^uploads\/([a-z]+)-[0-9a-f]{32}\.([a-z0-9]+)$/;

/** The Romanian labels of the area's actions, merged by the integrator into actions.ts. */
export const LIBRARY_ACTIONS = {
  'score.create': 'a adăugat partitura',
  'score.update': 'a modificat partitura',
  'score.delete': 'a șters partitura',
  'audiobook.create': 'a adăugat cartea audio',
  'audiobook.update': 'a modificat cartea audio',
  'audiobook.delete': 'a șters cartea audio',
  'video_lesson.create': 'a adăugat lecția video',
  'video_lesson.update': 'a modificat lecția video',
  'video_lesson.delete': 'a șters lecția video',
  'resource.create': 'a adăugat resursa',
  'resource.update': 'a modificat resursa',
  'resource.delete': 'a șters resursa',
  'library_term.create': 'a adăugat termenul',
  'library_term.update': 'a modificat termenul',
  'library_term.delete': 'a șters termenul',
} as const;

export const TERM_KINDS = ['voice', 'theme', 'difficulty', 'choir_type'] as const;
export type TermKind = (typeof TERM_KINDS)[number];
/** The score's field that holds the ids of each vocabulary's terms. */
export const TERM_FIELDS = {
  voice: 'voices',
  theme: 'themes',
  difficulty: 'difficulties',
  choir_type: 'choir_types',
} as const satisfies Record<TermKind, string>;
