/**
 * The back office's library (src/server/routes/staff/library/): uploads, items, vocabularies.
 * Grouped by what they act on; the registry lists every group's operations.
 */
import * as v from 'valibot';
import { pageSchema } from '../../../lib/api/page.ts';
import {
  staffAudiobookRowSchema,
  staffAudiobookSchema,
  staffResourceSchema,
  staffScorePageSchema,
  staffScoreSchema,
  staffTermSchema,
  staffTermsSchema,
  staffVideoLessonSchema,
  TERM_KINDS,
  UPLOAD_KIND_NAMES,
  UPLOAD_KINDS,
  uploadedFileSchema,
} from '../../../lib/api/staff-library.ts';
import { staffLibraryPaths as paths } from '../../../lib/paths/staff-library.ts';
import {
  audiobookBodySchema,
  resourceBodySchema,
  scoreBodySchema,
  termCreateSchema,
  termEditSchema,
  videoLessonBodySchema,
} from '../../../lib/schemas/staff-library.ts';
import type { Operation } from '../operation.ts';
import { search, staffList, staffOperation } from './staff.ts';

const KINDS = UPLOAD_KIND_NAMES.map(
  (kind) =>
    `${kind}: ${UPLOAD_KINDS[kind].extensions.join(', ')} up to ${UPLOAD_KINDS[kind].maxBytes / 1024 / 1024} MiB`,
).join('; ');

const UPLOAD = `The body is the file itself (no multipart), streamed to a staged file under DATA_DIR, never held in memory. \`?kind=\` sets the extensions and the largest size (${KINDS}); \`?name=\` gives the extension. Once whole, the file must read as its type: a PDF that loads with at least one page, an MP3 whose frames run to its end, a video whose container tells its duration, a zip (docx, xlsx, pptx) with its central directory; a picture is re-encoded in its format without EXIF or XMP, and \`size\` is the kept file's. 400 \`{ kind }\` or \`{ name }\` for a missing kind or name, \`{ file }\` for an extension the kind does not allow, first bytes that are not what the extension says (PDF, MP3, MP4, WebM, Ogg, JPEG, PNG, WebP, zip), a file that does not read as its type ('Fișierul nu este un PDF valid.'), a client gone mid-upload or an empty body; 413 \`{ file }\` for a Content-Length over the kind's limit (before reading) or a body that passes it while streaming. A refused upload leaves nothing behind. The answer's \`key\` (\`uploads/<kind>-<random>.<ext>\`) is what an item's body names; an upload no item names a day later is removed.`;

const KEYS =
  'Files are named by the key of an upload of the right kind (400 for a key that is not, is missing from the storage or is named by another item), or the key the item already has. The files an item lets go of are removed once the change is committed.';
const JOURNAL = (thing: string) =>
  `Recorded in the journal (\`${thing}.create\`, \`${thing}.update\` with the fields changed, \`${thing}.delete\`). The members' lists show the change at once.`;

/** The GET, POST, and GET, PATCH, DELETE `{id}/` of one kind of item. */
function itemOperations(item: {
  path: string;
  itemPath: string;
  name: string;
  thing: string;
  list: { summary: string; searched: string; answer: v.GenericSchema };
  body: v.ObjectSchema<v.ObjectEntries, undefined>;
  fullBody: v.GenericSchema;
  answer: v.GenericSchema;
  rules: string;
}) {
  const rules = `${item.rules} ${KEYS} ${JOURNAL(item.thing)}`;
  return {
    list: staffList({
      path: item.path,
      summary: item.list.summary,
      description: `\`?q=\`: ${item.list.searched}.`,
      answer: item.list.answer,
      filters: { q: search(item.list.searched) },
    }),
    create: staffOperation({
      method: 'post',
      path: item.path,
      summary: `Adds ${item.name}`,
      description: rules,
      body: item.fullBody,
      responses: { 201: item.answer },
    }),
    get: staffOperation({
      method: 'get',
      path: item.itemPath,
      summary: `${item.name[0]?.toUpperCase()}${item.name.slice(1)}, every field`,
      responses: { 200: item.answer },
      errors: [404],
    }),
    update: staffOperation({
      method: 'patch',
      path: item.itemPath,
      summary: `Edits ${item.name}: the fields sent`,
      description: `The fields sent replace the item's (a list, e.g. the tracks, as a whole); the result is checked as a whole body. ${rules}`,
      body: v.partial(item.body),
      responses: { 200: item.answer },
      errors: [404],
    }),
    remove: staffOperation({
      method: 'delete',
      path: item.itemPath,
      summary: `Deletes ${item.name} (its files too, unless another item names them)`,
      description: JOURNAL(item.thing),
      responses: { 204: null },
      errors: [404],
    }),
  } satisfies Record<string, Operation>;
}

/** POST /api/staff/library/terms/ answers the term with its kind (the PATCH without). */
const createdTermSchema = v.strictObject({
  ...staffTermSchema.entries,
  kind: v.picklist(TERM_KINDS),
});

export const staffLibraryOps = {
  files: {
    upload: staffOperation({
      method: 'post',
      path: paths.files,
      summary: 'Uploads a file of the library (a raw body): answers its storage key',
      description: UPLOAD,
      query: v.object({
        kind: v.pipe(
          v.picklist(UPLOAD_KIND_NAMES),
          v.description('What the file is for: pdf, audio, video, image or resource'),
        ),
        name: v.pipe(
          v.string(),
          v.maxLength(200),
          v.description("The file's name, e.g. 'colinda.pdf': its extension counts"),
        ),
      }),
      rawBody: 'application/octet-stream',
      responses: { 201: uploadedFileSchema },
    }),
  },
  scores: itemOperations({
    path: paths.scores,
    itemPath: paths.score,
    name: 'a score',
    thing: 'score',
    list: {
      summary: 'Scores in Romanian order, with whether each has a PDF and how many tracks',
      searched: 'any part of the name or the author, ignoring case and diacritics',
      answer: staffScorePageSchema,
    },
    body: scoreBodySchema,
    fullBody: scoreBodySchema,
    answer: staffScoreSchema,
    rules:
      'Terms by id, each of its own vocabulary (400 `{ voices }`… otherwise); a PDF and up to 40 MP3 tracks in order, each with its voice part and starting note (a MIDI number 21–108 or null; 400 `tracks.N.starting_note` otherwise).',
  }),
  audiobooks: itemOperations({
    path: paths.audiobooks,
    itemPath: paths.audiobook,
    name: 'an audiobook',
    thing: 'audiobook',
    list: {
      summary: 'Audiobooks in Romanian order, with how many tracks',
      searched: 'any part of the name, ignoring case and diacritics',
      answer: pageSchema(staffAudiobookRowSchema),
    },
    body: audiobookBodySchema,
    fullBody: audiobookBodySchema,
    answer: staffAudiobookSchema,
    rules: 'Up to 40 MP3 tracks, in order.',
  }),
  videoLessons: itemOperations({
    path: paths.videoLessons,
    itemPath: paths.videoLesson,
    name: 'a video lesson',
    thing: 'video_lesson',
    list: {
      summary: 'Video lessons, newest first',
      searched: 'any part of the title, ignoring case and diacritics',
      answer: pageSchema(staffVideoLessonSchema),
    },
    body: videoLessonBodySchema.pipe[0],
    fullBody: videoLessonBodySchema,
    answer: staffVideoLessonSchema,
    rules:
      'At least one source (400 `{ mp4 }` otherwise): mp4, webm, ogg (.ogv or .ogg), and a poster image.',
  }),
  resources: itemOperations({
    path: paths.resources,
    itemPath: paths.resource,
    name: 'a resource',
    thing: 'resource',
    list: {
      summary: 'Resources by box (posters, brand, others), then position',
      searched: 'any part of the name, ignoring case and diacritics',
      answer: pageSchema(staffResourceSchema),
    },
    body: resourceBodySchema,
    fullBody: resourceBodySchema,
    answer: staffResourceSchema,
    rules: 'A file of the resource kind in a box, at a position (0–10000) within it.',
  }),
  terms: {
    list: staffOperation({
      method: 'get',
      path: paths.terms,
      summary: "The scores' four vocabularies, each in its order, with how many scores use a term",
      responses: { 200: staffTermsSchema },
    }),
    create: staffOperation({
      method: 'post',
      path: paths.terms,
      summary: 'Adds a term at the end of its vocabulary',
      description:
        'Journal `library_term.create`. 400 `{ name }` when the vocabulary has it already (ignoring case).',
      body: termCreateSchema,
      responses: { 201: createdTermSchema },
    }),
    update: staffOperation({
      method: 'patch',
      path: paths.term,
      summary: 'Renames a term or moves it (`position`)',
      description:
        'Journal `library_term.update` (with the former name). 400 when neither is sent, `{ name }` when another term of the vocabulary has the name.',
      body: termEditSchema,
      responses: { 200: staffTermSchema },
      errors: [404],
    }),
    remove: staffOperation({
      method: 'delete',
      path: paths.term,
      summary: 'Deletes a term no score uses',
      description: 'Journal `library_term.delete`. 409 while a score uses it.',
      responses: { 204: null },
      errors: [404, 409],
    }),
  },
} satisfies Record<string, Record<string, Operation>>;
