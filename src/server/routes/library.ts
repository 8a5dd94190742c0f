/**
 * The library's lists and items (document 2 §3), global rather than per choir: scores
 * (/api/song), audiobooks (/api/audio-books) and resources (/api/resources) for a user confirmed
 * in some confirmed choir, video lessons (/api/video-lessons) for a confirmed conductor of one;
 * staff always (permissions.ts requireLibraryAccess). 401 for a visitor, 403 otherwise; the
 * right is checked before the id, so an id tells nothing to those who may not see it.
 */
import { Hono } from 'hono';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import {
  listAudiobooks,
  listVideoLessons,
  readAudiobook,
  readFilters,
  readResources,
  readVideoLesson,
} from '../library/lists.ts';
import { readPageNumber } from '../library/paging.ts';
import { listScores, readScore, readScoreQuery } from '../library/scores.ts';
import { idParam, requireLibraryAccess } from '../permissions.ts';

const SINGERS = { conductor: false };
const CONDUCTORS = { conductor: true };

export function scoreRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      await requireLibraryAccess(db, currentUser(c), SINGERS);
      await next();
    })
    .get('/', async (c) => c.json(await listScores(db, readScoreQuery(c.req.query()))))
    .get('/filters', async (c) => c.json(await readFilters(db)))
    .get('/:id', async (c) => c.json(await readScore(db, idParam(c.req.param('id')))));
}

export function audiobookRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      await requireLibraryAccess(db, currentUser(c), SINGERS);
      await next();
    })
    .get('/', async (c) => c.json(await listAudiobooks(db, readPageNumber(c.req.query('page')))))
    .get('/:id', async (c) => c.json(await readAudiobook(db, idParam(c.req.param('id')))));
}

export function videoLessonRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      await requireLibraryAccess(db, currentUser(c), CONDUCTORS);
      await next();
    })
    .get('/', async (c) => c.json(await listVideoLessons(db, readPageNumber(c.req.query('page')))))
    .get('/:id', async (c) => c.json(await readVideoLesson(db, idParam(c.req.param('id')))));
}

export function resourceRoutes({ db, library }: AppDeps) {
  return new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
    await requireLibraryAccess(db, currentUser(c), SINGERS);
    return c.json(await readResources(db, library));
  });
}
