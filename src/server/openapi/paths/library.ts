/** The library, its files and downloads (src/server/routes/library.ts, library-files.ts). */
import * as v from 'valibot';
import {
  audiobookSchema,
  resourcesSchema,
  scoreFiltersSchema,
  scoreSchema,
  videoLessonSchema,
} from '../../../lib/api/library.ts';
import { pageSchema } from '../../../lib/api/page.ts';
import { libraryPageQuerySchema, scoreListQuerySchema } from '../../../lib/schemas/library.ts';
import type { Operation } from '../operation.ts';

const SINGERS = 'A user confirmed in some confirmed choir, or staff.';
const CONDUCTORS = 'A confirmed conductor of some confirmed choir, or staff.';
const FILE =
  'Streamed, with HTTP ranges (`Range: bytes=a-b`, `a-`, `-n`: 206 with Content-Range; a range past the end: 416) and HEAD; `Cache-Control: private`. The session cookie opens it (the player), a copied link answers 401 to a visitor.';
const ZIP =
  'A zip of stored (uncompressed) files, streamed, with Content-Length; `Content-Disposition: attachment` names it after the item (`filename*` keeps the diacritics). Refused (403) when a browser says another site started it.';

const get = (
  path: string,
  summary: string,
  description: string,
  answer: v.GenericSchema,
  extra: Partial<Operation> = {},
): Operation => ({
  method: 'get',
  path,
  summary,
  description,
  auth: 'user',
  responses: { 200: answer },
  errors: [403],
  ...extra,
});

export const libraryOperations: Operation[] = [
  get(
    '/api/song/',
    'Scores, filtered and searched, 10 a page in Romanian order',
    `${SINGERS} Within one filter any id matches; the filters together must all match. A page past the end: 404.`,
    pageSchema(scoreSchema),
    { query: scoreListQuerySchema, errors: [403, 404] },
  ),
  get('/api/song/filters', "The score filters' four vocabularies", SINGERS, scoreFiltersSchema),
  get('/api/song/{id}/', 'One score', SINGERS, scoreSchema, { errors: [403, 404] }),
  get(
    '/api/audio-books/',
    'Audiobooks, 10 a page in Romanian order (ă after a, ș after s…)',
    SINGERS,
    pageSchema(audiobookSchema),
    { query: libraryPageQuerySchema, errors: [403, 404] },
  ),
  get('/api/audio-books/{id}/', 'One audiobook', SINGERS, audiobookSchema, { errors: [403, 404] }),
  get(
    '/api/video-lessons/',
    'Video lessons, 10 a page, newest first',
    CONDUCTORS,
    pageSchema(videoLessonSchema),
    { query: libraryPageQuerySchema, errors: [403, 404] },
  ),
  get('/api/video-lessons/{id}/', 'One video lesson', CONDUCTORS, videoLessonSchema, {
    errors: [403, 404],
  }),
  get('/api/resources/', "The resources' three boxes", SINGERS, resourcesSchema),
  get('/api/library/track/{id}/', 'The MP3 of a track', `${SINGERS} ${FILE}`, v.string(), {
    mediaType: 'audio/mpeg',
    errors: [403, 404],
  }),
  get(
    '/api/library/score/{id}/pdf/',
    "A score's PDF, shown in place",
    `${SINGERS} ${FILE}`,
    v.string(),
    { mediaType: 'application/pdf', errors: [403, 404] },
  ),
  get(
    '/api/library/video/{id}/{kind}/',
    "A video lesson's source or poster",
    `${CONDUCTORS} \`kind\`: mp4 (video/mp4), webm (video/webm), ogg (video/ogg), poster (image/jpeg, image/png or image/webp); a source the lesson lacks: 404. ${FILE}`,
    v.string(),
    { mediaType: '*/*', errors: [403, 404] },
  ),
  get(
    '/api/library/resource/{id}/',
    'A resource, as an attachment named after it',
    `${SINGERS} ${FILE}`,
    v.string(),
    { mediaType: '*/*', errors: [403, 404] },
  ),
  ...(['score', 'audiobook'] as const).map(
    (kind): Operation => ({
      method: 'post',
      path: `/api/download/${kind}/{id}/`,
      summary: `Downloads a${kind === 'score' ? " score's PDF and MP3s" : "n audiobook's MP3s"} as a zip`,
      description: `${SINGERS} ${ZIP}`,
      auth: 'user',
      mediaType: 'application/zip',
      responses: { 200: v.string() },
      errors: [403, 404],
    }),
  ),
  {
    method: 'post',
    path: '/api/download/resources/{box}/',
    summary: "Downloads every resource of a box as a zip (box: 'posters', 'brand', 'others')",
    description: `${SINGERS} ${ZIP}`,
    auth: 'user',
    mediaType: 'application/zip',
    responses: { 200: v.string() },
    errors: [403, 404],
  },
];
