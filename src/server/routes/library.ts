/**
 * The library's lists and items (document 2 §3), global rather than per choir: scores
 * (/api/song), audiobooks (/api/audio-books) and resources (/api/resources) for a user confirmed
 * in some confirmed choir, video lessons (/api/video-lessons) for a confirmed conductor of one;
 * staff always (permissions.ts libraryRule). 401 for a visitor, 403 otherwise; the right is
 * checked before the id, so an id tells nothing to those who may not see it. The lists are kept
 * beside the library's version (library/kept.ts).
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { keptAnswer, libraryVersionFor } from '../library/kept.ts';
import {
  listAudiobooks,
  listVideoLessons,
  readAudiobook,
  readFilters,
  readResources,
  readVideoLesson,
} from '../library/lists.ts';
import { readPageNumber } from '../library/paging.ts';
import { listScores, readScore, readScoreQuery, scoreListPath } from '../library/scores.ts';
import { idParam } from '../permissions.ts';

const SINGERS = { conductor: false };
const CONDUCTORS = { conductor: true };

interface LibraryEnv {
  Variables: AppEnv['Variables'] & { libraryVersion: number };
}

/** 403 unless the user may see this part of the library; the library's version for the lists. */
const allowed = (db: Db, role: { conductor: boolean }) =>
  createMiddleware<LibraryEnv>(async (c, next) => {
    c.set('libraryVersion', await libraryVersionFor(db, currentUser(c), role));
    await next();
  });

export function scoreRoutes({ db }: AppDeps) {
  return new Hono<LibraryEnv>()
    .use(requireUser)
    .use(allowed(db, SINGERS))
    .get('/', async (c) => {
      const query = readScoreQuery(c);
      const key = scoreListPath(query, query.page);
      return c.json(
        await keptAnswer(db, key, c.get('libraryVersion'), () => listScores(db, query)),
      );
    })
    .get('/filters', async (c) =>
      c.json(await keptAnswer(db, 'filters', c.get('libraryVersion'), () => readFilters(db))),
    )
    .get('/:id', async (c) => c.json(await readScore(db, idParam(c.req.param('id')))));
}

export function audiobookRoutes({ db }: AppDeps) {
  return new Hono<LibraryEnv>()
    .use(requireUser)
    .use(allowed(db, SINGERS))
    .get('/', async (c) => {
      const page = readPageNumber(c.req.query('page'));
      const key = `audiobooks:${page}`;
      return c.json(
        await keptAnswer(db, key, c.get('libraryVersion'), () => listAudiobooks(db, page)),
      );
    })
    .get('/:id', async (c) => c.json(await readAudiobook(db, idParam(c.req.param('id')))));
}

export function videoLessonRoutes({ db }: AppDeps) {
  return new Hono<LibraryEnv>()
    .use(requireUser)
    .use(allowed(db, CONDUCTORS))
    .get('/', async (c) => {
      const page = readPageNumber(c.req.query('page'));
      const key = `video-lessons:${page}`;
      return c.json(
        await keptAnswer(db, key, c.get('libraryVersion'), () => listVideoLessons(db, page)),
      );
    })
    .get('/:id', async (c) => c.json(await readVideoLesson(db, idParam(c.req.param('id')))));
}

export function resourceRoutes({ db, library }: AppDeps) {
  return new Hono<LibraryEnv>()
    .use(requireUser)
    .use(allowed(db, SINGERS))
    .get('/', async (c) => c.json(await readResources(db, library)));
}
