/**
 * Scores saved on the device for practising offline (issue #27): one Cache Storage cache per
 * account, `practice-<userId>`, holding for each saved score its item (GET /api/song/{id}/), its
 * PDF and its tracks as whole files, the two session answers a members page needs to open
 * (details, choirs) and the selected choir's details (the reader's voice part, for 'Vocea mea'). Written by src/client/offline-scores.ts, read by the service worker
 * (src/client/service-worker/practice-sw.ts), deleted at logout (src/stores/logout.ts).
 */
import { accountPaths } from './paths/account.ts';
import { choirPaths } from './paths/choirs.ts';
import { libraryPaths, PRACTICE_PAGE } from './paths/library.ts';

const PREFIX = 'practice-';

/** The cache of one account's saved scores, e.g. 'practice-12'. */
export const practiceCacheName = (userId: number) => `${PREFIX}${userId}`;
export const isPracticeCache = (name: string) => name.startsWith(PREFIX);

/** '/api/song/{id}/' → /^\/api\/song\/\d+\/$/ */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replaceAll('{id}', '\\d+')}$`);

/** Files kept whole and answered from the cache first, ranges included (the player seeks). */
export const SAVED_FILES = [libraryPaths.track, libraryPaths.scorePdf].map(pathPattern);
/** The session's answers saved beside every score, so that a members page opens offline. */
export const SESSION_ANSWERS = [accountPaths.details, accountPaths.choirs];
/** A saved score's item: what lists it as saved. */
export const SCORE_ITEM = pathPattern(libraryPaths.score);
/** Answers asked of the network first and taken from the cache only when it cannot be reached. */
export const SAVED_ANSWERS = [
  SCORE_ITEM,
  ...[...SESSION_ANSWERS, choirPaths.choir].map(pathPattern),
];

/** The service worker (built by scripts/service-worker.ts) and the pages it serves. */
export const SERVICE_WORKER = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/cont/';

/** The members pages whose shell (HTML, scripts, styles, fonts) the service worker precaches. */
export const OFFLINE_PAGES = ['/cont/dashboard/', '/cont/librarie/', `${PRACTICE_PAGE}/`];
