/**
 * The library's lists and items (document 2 §3), global rather than per choir: scores
 * (/api/song), audiobooks (/api/audio-books) and resources (/api/resources) for a user confirmed
 * in some confirmed choir, video lessons (/api/video-lessons) for a confirmed conductor of one;
 * staff always (permissions.ts libraryRule). 401 for a visitor, 403 otherwise, for any path under
 * these four (a path no route answers too); the right is checked before the id, so an id tells
 * nothing to those who may not see it. The lists are kept beside the library's version
 * (library/kept.ts); a score's tracks are then ordered for the reader, their own voice parts
 * first (issue #27). Their paths: src/lib/paths/library.ts.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { ownPartsFirst } from '../library/answers.ts';
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

declare module 'hono' {
  interface ContextVariableMap {
    /** The library's version, set by `allowed` below for the library's lists. */
    libraryVersion: number;
    /** The reader's voice parts, whose tracks come first in a score (issue #27), set with it. */
    ownVoiceParts: number[];
  }
}

const SINGERS = { conductor: false };
const CONDUCTORS = { conductor: true };

/** 403 unless the user may see this part of the library; the library's version for the lists. */
const allowed = (db: Db, role: { conductor: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { version, ownParts } = await libraryVersionFor(db, currentUser(c), role);
    c.set('libraryVersion', version);
    c.set('ownVoiceParts', ownParts);
    await next();
  });

export function libraryRoutes({ db, library }: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const part of ['/song/*', '/audio-books/*', '/resources/*']) {
    app.use(part, requireUser, allowed(db, SINGERS));
  }
  app.use('/video-lessons/*', requireUser, allowed(db, CONDUCTORS));

  route(app, ops.scores, async (c) => {
    const query = readScoreQuery(c);
    const key = scoreListPath(query, query.page);
    const page = await keptAnswer(db, key, c.get('libraryVersion'), () => listScores(db, query));
    const parts = c.get('ownVoiceParts');
    return c.json({ ...page, results: page.results.map((score) => ownPartsFirst(score, parts)) });
  });
  route(app, ops.scoreFilters, async (c) =>
    c.json(await keptAnswer(db, 'filters', c.get('libraryVersion'), () => readFilters(db))),
  );
  route(app, ops.score, async (c) => {
    const score = await readScore(db, idParam(c.req.param('id')));
    return c.json(ownPartsFirst(score, c.get('ownVoiceParts')));
  });

  route(app, ops.audiobooks, async (c) => {
    const page = readPageNumber(c.req.query('page'));
    const key = `audiobooks:${page}`;
    return c.json(
      await keptAnswer(db, key, c.get('libraryVersion'), () => listAudiobooks(db, page)),
    );
  });
  route(app, ops.audiobook, async (c) =>
    c.json(await readAudiobook(db, idParam(c.req.param('id')))),
  );

  route(app, ops.videoLessons, async (c) => {
    const page = readPageNumber(c.req.query('page'));
    const key = `video-lessons:${page}`;
    return c.json(
      await keptAnswer(db, key, c.get('libraryVersion'), () => listVideoLessons(db, page)),
    );
  });
  route(app, ops.videoLesson, async (c) =>
    c.json(await readVideoLesson(db, idParam(c.req.param('id')))),
  );

  route(app, ops.resources, async (c) => c.json(await readResources(db, library)));
  return app;
}
