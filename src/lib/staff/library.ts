/**
 * The back office's library (issue #12): the kinds of file an upload may be, their sizes and
 * first bytes, the bodies of the scores, audiobooks, video lessons, resources and vocabularies
 * (valibot, shared by the page and the API), the page's texts and the labels of its actions.
 *
 * An upload (POST /api/staff/library/files/?kind=…&name=…) answers a storage key
 * (`uploads/<kind>-<random>.<extension>`); the bodies below reference files by such keys, or
 * by the key the item already has.
 */
import * as v from 'valibot';
import { RESOURCE_BOXES } from '../api/library.ts';
import { MAX_ID } from '../limits.ts';
import { countOf } from '../messages.ts';
import { oneLine } from '../schemas/fields.ts';

const MB = 1024 * 1024;

/** What an upload may be: the extensions allowed and the largest size, per kind. */
export const UPLOAD_KINDS = {
  pdf: { extensions: ['pdf'], maxBytes: 50 * MB, label: 'PDF' },
  audio: { extensions: ['mp3'], maxBytes: 100 * MB, label: 'MP3' },
  video: {
    extensions: ['mp4', 'webm', 'ogv', 'ogg'],
    maxBytes: 1024 * MB,
    label: 'MP4, WebM sau Ogg',
  },
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    maxBytes: 5 * MB,
    label: 'JPG, PNG sau WebP',
  },
  resource: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'zip', 'docx', 'xlsx', 'pptx', 'mp3', 'mp4'],
    maxBytes: 200 * MB,
    label: 'PDF, PNG, JPG, ZIP, DOCX, XLSX, PPTX, MP3 sau MP4',
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** How each extension's format is written in a message. */
const FORMAT_NAMES: Record<string, string> = {
  ogv: 'Ogg',
  ogg: 'Ogg',
  webm: 'WebM',
  jpeg: 'JPG',
  webp: 'WebP',
};

/** The extension of a file name, lower case ('' for none). */
export const extensionOfName = (name: string) =>
  /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The key of a file uploaded as `kind`. */
export const UPLOAD_KEY = /^uploads\/([a-z]+)-[0-9a-f]{32}\.([a-z0-9]+)$/;

/** '12,5 MB' */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const value = bytes / MB;
  return `${(value >= 100 ? Math.round(value) : Math.round(value * 10) / 10).toLocaleString('ro-RO')} MB`;
}

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

export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_TRACKS = 40;
export const MAX_TERMS = 50;

export const lib = {
  title: 'Librărie și resurse',
  tabs: {
    scores: 'Partituri',
    audiobooks: 'Audio book',
    videos: 'Lecții video',
    resources: 'Resurse',
    terms: 'Vocabulare',
  },
  add: {
    scores: 'Adaugă o partitură',
    audiobooks: 'Adaugă o carte audio',
    videos: 'Adaugă o lecție video',
    resources: 'Adaugă o resursă',
  },
  edit: 'Modifică',
  remove: 'Șterge',
  searchLabel: 'Caută după nume',
  columns: {
    name: 'Nume',
    title: 'Titlu',
    author: 'Autor',
    files: 'Fișiere',
    box: 'Secțiune',
    actions: 'Acțiuni',
  },
  fields: {
    name: 'Numele',
    title: 'Titlul',
    author: 'Autorul',
    description: 'Descrierea',
    pdf: 'Partitura (PDF)',
    mp4: 'Video MP4',
    webm: 'Video WebM',
    ogg: 'Video Ogg',
    poster: 'Imaginea de previzualizare',
    file: 'Fișierul',
    box: 'Secțiunea',
    position: 'Poziția',
    tracks: 'Piste audio (MP3)',
    trackTitle: (n: number) => `Titlul pistei ${n}`,
    trackFile: (n: number) => `Fișierul pistei ${n}`,
  },
  termKinds: {
    voice: 'Voci',
    theme: 'Teme',
    difficulty: 'Dificultăți',
    choir_type: 'Tipuri de cor',
  } satisfies Record<TermKind, string>,
  boxes: { posters: 'Afișe', brand: 'Identitate vizuală', others: 'Altele' },
  pdfAndTracks: (pdf: boolean, tracks: number) =>
    [pdf ? 'PDF' : null, tracks ? countOf(tracks, 'pistă', 'piste') : null]
      .filter(Boolean)
      .join(', ') || 'fără fișiere',
  addTrack: 'Adaugă o pistă',
  moveUp: (title: string) => `Mută mai sus: ${title}`,
  moveDown: (title: string) => `Mută mai jos: ${title}`,
  /** After 'Șterge', for a screen reader: which track. */
  trackSuffix: (title: string) => ` pista: ${title}`,
  chooseFile: 'Alege fișierul',
  replaceFile: 'Înlocuiește fișierul',
  clearFile: 'Elimină fișierul',
  currentFile: 'Fișier existent',
  uploading: (percent: number) => `Se încarcă: ${percent}%`,
  uploaded: (name: string) => `Încărcat: ${name}`,
  uploadFailed: 'Fișierul nu a putut fi încărcat.',
  waitForUploads: 'Așteaptă să se termine încărcarea fișierelor.',
  allowed: (kind: UploadKind) =>
    `${UPLOAD_KINDS[kind].label}, cel mult ${formatBytes(UPLOAD_KINDS[kind].maxBytes)}.`,
  created: 'Elementul a fost adăugat.',
  saved: 'Modificările au fost salvate.',
  deleted: 'Elementul a fost șters.',
  confirmDeleteTitle: 'Confirmă ștergerea',
  confirmDelete: (name: string) => `Ștergi „${name}”? Fișierele lui vor fi șterse definitiv.`,
  confirmDeleteTerm: (name: string) => `Ștergi termenul „${name}”?`,
  addTerm: 'Adaugă',
  rename: 'Redenumește',
  termName: (kind: TermKind) => `Termen nou în „${lib.termKinds[kind]}”`,
  termUses: (n: number) => (n ? `folosit de ${countOf(n, 'partitură', 'partituri')}` : 'nefolosit'),
  termInUse: 'Termenul este folosit de partituri; scoate-l întâi din ele.',
  // Errors of the API
  wrongType: (kind: UploadKind) =>
    `Fișierul nu are tipul cerut: sunt acceptate ${UPLOAD_KINDS[kind].label}.`,
  tooLarge: (kind: UploadKind) =>
    `Fișierul este prea mare: cel mult ${formatBytes(UPLOAD_KINDS[kind].maxBytes)}.`,
  /** The bytes start as the extension says, but the file does not read as one (issue #19). */
  invalidContent: (extension: string) => {
    const name = FORMAT_NAMES[extension] ?? extension.toUpperCase();
    if (['pdf', 'mp3'].includes(extension)) return `Fișierul nu este un ${name} valid.`;
    if (['mp4', 'webm', 'ogv', 'ogg'].includes(extension))
      return `Fișierul nu este un video ${name} valid.`;
    if (['jpg', 'jpeg', 'png', 'webp'].includes(extension))
      return `Fișierul nu este o imagine ${name} validă.`;
    if (extension === 'zip') return 'Fișierul nu este o arhivă ZIP validă.';
    return `Fișierul nu este un document ${name} valid.`;
  },
  uploadAborted: 'Încărcarea a fost întreruptă; încearcă din nou.',
  badKind: 'Tipul încărcării nu este cunoscut.',
  badFileName: 'Numele fișierului lipsește sau este prea lung.',
  emptyFile: 'Fișierul este gol.',
  missingUpload: 'Fișierul nu a fost găsit; încarcă-l din nou.',
  uploadInUse: 'Fișierul este folosit deja de alt element; încarcă-l din nou.',
  unknownTerm: 'Unul dintre termeni nu există.',
  required: 'Câmpul este obligatoriu.',
  tooLong: (max: number) => `Cel mult ${max} de caractere.`,
  tooMany: (max: number) => `Cel mult ${max}.`,
  needsVideo: 'Lecția are nevoie de cel puțin un fișier video.',
  termExists: 'Există deja un termen cu acest nume.',
  badPosition: 'Poziția trebuie să fie un număr întreg între 0 și 10000.',
  badId: 'Identificatorul nu este valid.',
  nothingToChange: 'Cererea nu schimbă nimic: trimite numele sau poziția.',
} as const;

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
  v.maxLength(200, lib.missingUpload),
  v.nonEmpty(lib.required),
);
const ids = v.pipe(
  v.array(
    v.pipe(
      v.number(lib.badId),
      v.integer(lib.badId),
      v.minValue(1, lib.badId),
      v.maxValue(MAX_ID, lib.badId),
    ),
    lib.badId,
  ),
  v.maxLength(MAX_TERMS, lib.tooMany(MAX_TERMS)),
);
const position = v.pipe(
  v.number(lib.badPosition),
  v.integer(lib.badPosition),
  v.minValue(0, lib.badPosition),
  v.maxValue(10_000, lib.badPosition),
);

export const trackBodySchema = v.object({ title: requiredText(120), file: fileKey });
const tracks = v.pipe(
  v.array(trackBodySchema, lib.required),
  v.maxLength(MAX_TRACKS, lib.tooMany(MAX_TRACKS)),
);

export const scoreBodySchema = v.object({
  name: requiredText(NAME_MAX_LENGTH),
  author: v.optional(text(NAME_MAX_LENGTH), ''),
  voices: v.optional(ids, []),
  themes: v.optional(ids, []),
  difficulties: v.optional(ids, []),
  choir_types: v.optional(ids, []),
  pdf: v.optional(v.nullable(fileKey), null),
  tracks: v.optional(tracks, []),
});
export type ScoreBody = v.InferOutput<typeof scoreBodySchema>;

export const audiobookBodySchema = v.object({
  name: requiredText(NAME_MAX_LENGTH),
  tracks: v.optional(tracks, []),
});
export type AudiobookBody = v.InferOutput<typeof audiobookBodySchema>;

export const videoLessonBodySchema = v.pipe(
  v.object({
    title: requiredText(NAME_MAX_LENGTH),
    description: v.optional(paragraphs(DESCRIPTION_MAX_LENGTH), ''),
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
  name: requiredText(NAME_MAX_LENGTH),
  file: fileKey,
  position: v.optional(position, 0),
});
export type ResourceBody = v.InferOutput<typeof resourceBodySchema>;

export const termCreateSchema = v.object({
  kind: v.picklist(TERM_KINDS, lib.required),
  name: requiredText(80),
});
export const termEditSchema = v.pipe(
  v.object({
    name: v.optional(requiredText(80)),
    position: v.optional(position),
  }),
  v.check((body) => body.name !== undefined || body.position !== undefined, lib.nothingToChange),
);
