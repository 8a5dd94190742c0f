/**
 * The library's lists and items (document 2 §3), global rather than per choir: scores
 * (/api/song), audiobooks (/api/audio-books) and resources (/api/resources) for a user confirmed
 * in some confirmed choir, video lessons (/api/video-lessons) for a confirmed conductor of one;
 * staff always (permissions.ts libraryRule). 401 for a visitor, 403 otherwise; the right is
 * checked before the id, so an id tells nothing to those who may not see it. The lists are kept
 * beside the library's version (library/kept.ts). Their paths: src/lib/paths/library.ts.
 */
import { type Context, Hono } from 'hono';
import { type AppEnv, currentUser } from '../auth.ts';
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
import { libraryOps as ops } from '../openapi/paths/library.ts';
import { route } from '../openapi/route.ts';
import { idParam } from '../permissions.ts';

const SINGERS = { conductor: false };
const CONDUCTORS = { conductor: true };

export function libraryRoutes({ db, library }: AppDeps) {
  const app = new Hono<AppEnv>();
  /** 403 unless the user may see this part of the library; else the library's version. */
  const version = (c: Context<AppEnv>, role = SINGERS) =>
    libraryVersionFor(db, currentUser(c), role);

  route(app, ops.scores, async (c) => {
    const at = await version(c);
    const query = readScoreQuery(c);
    const key = scoreListPath(query, query.page);
    return c.json(await keptAnswer(db, key, at, () => listScores(db, query)));
  });
  route(app, ops.scoreFilters, async (c) =>
    c.json(await keptAnswer(db, 'filters', await version(c), () => readFilters(db))),
  );
  route(app, ops.score, async (c) => {
    await version(c);
    return c.json(await readScore(db, idParam(c.req.param('id'))));
  });

  route(app, ops.audiobooks, async (c) => {
    const at = await version(c);
    const page = readPageNumber(c.req.query('page'));
    return c.json(await keptAnswer(db, `audiobooks:${page}`, at, () => listAudiobooks(db, page)));
  });
  route(app, ops.audiobook, async (c) => {
    await version(c);
    return c.json(await readAudiobook(db, idParam(c.req.param('id'))));
  });

  route(app, ops.videoLessons, async (c) => {
    const at = await version(c, CONDUCTORS);
    const page = readPageNumber(c.req.query('page'));
    const key = `video-lessons:${page}`;
    return c.json(await keptAnswer(db, key, at, () => listVideoLessons(db, page)));
  });
  route(app, ops.videoLesson, async (c) => {
    await version(c, CONDUCTORS);
    return c.json(await readVideoLesson(db, idParam(c.req.param('id'))));
  });

  route(app, ops.resources, async (c) => {
    await version(c);
    return c.json(await readResources(db, library));
  });
  return app;
}
