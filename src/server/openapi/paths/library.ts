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
import { libraryPaths as paths } from '../../../lib/paths/library.ts';
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

const download = (path: string, summary: string): Operation => ({
  method: 'post',
  path,
  summary,
  description: `${SINGERS} ${ZIP}`,
  auth: 'user',
  mediaType: 'application/zip',
  responses: { 200: v.string() },
  errors: [403, 404],
});

const ITEM: Partial<Operation> = { errors: [403, 404] };
const PAGE: Partial<Operation> = { query: libraryPageQuerySchema, errors: [403, 404] };

export const libraryOps = {
  scores: get(
    paths.scores,
    'Scores, filtered and searched, 10 a page in Romanian order',
    `${SINGERS} Within one filter any id matches; the filters together must all match. A page past the end: 404.`,
    pageSchema(scoreSchema),
    { query: scoreListQuerySchema, errors: [403, 404] },
  ),
  scoreFilters: get(
    paths.scoreFilters,
    "The score filters' four vocabularies",
    SINGERS,
    scoreFiltersSchema,
  ),
  score: get(paths.score, 'One score', SINGERS, scoreSchema, ITEM),
  audiobooks: get(
    paths.audiobooks,
    'Audiobooks, 10 a page in Romanian order (ă after a, ș after s…)',
    SINGERS,
    pageSchema(audiobookSchema),
    PAGE,
  ),
  audiobook: get(paths.audiobook, 'One audiobook', SINGERS, audiobookSchema, ITEM),
  videoLessons: get(
    paths.videoLessons,
    'Video lessons, 10 a page, newest first',
    CONDUCTORS,
    pageSchema(videoLessonSchema),
    PAGE,
  ),
  videoLesson: get(paths.videoLesson, 'One video lesson', CONDUCTORS, videoLessonSchema, ITEM),
  resources: get(paths.resources, "The resources' three boxes", SINGERS, resourcesSchema),
  track: get(paths.track, 'The MP3 of a track', `${SINGERS} ${FILE}`, v.string(), {
    mediaType: 'audio/mpeg',
    ...ITEM,
  }),
  scorePdf: get(paths.scorePdf, "A score's PDF, shown in place", `${SINGERS} ${FILE}`, v.string(), {
    mediaType: 'application/pdf',
    ...ITEM,
  }),
  video: get(
    paths.video,
    "A video lesson's source or poster",
    `${CONDUCTORS} \`kind\`: mp4 (video/mp4), webm (video/webm), ogg (video/ogg), poster (image/jpeg, image/png or image/webp); a source the lesson lacks: 404. ${FILE}`,
    v.string(),
    { mediaType: '*/*', ...ITEM },
  ),
  resource: get(
    paths.resource,
    'A resource, as an attachment named after it',
    `${SINGERS} ${FILE}`,
    v.string(),
    { mediaType: '*/*', ...ITEM },
  ),
  downloadScore: download(paths.downloadScore, "Downloads a score's PDF and MP3s as a zip"),
  downloadAudiobook: download(paths.downloadAudiobook, "Downloads an audiobook's MP3s as a zip"),
  downloadResources: download(
    paths.downloadResources,
    "Downloads every resource of a box as a zip (box: 'posters', 'brand', 'others')",
  ),
} satisfies Record<string, Operation>;
