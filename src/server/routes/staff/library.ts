/**
 * The back office: library (issue #12; the paths: src/lib/paths/staff-library.ts), behind
 * requireStaff (./index.ts).
 *
 * - POST files/?kind=&name=: an upload, streamed (staff/library-upload.ts); answers its key.
 *   Uploads that no item names a day later are removed (staff/library-keys.ts sweepUploads).
 * - scores/, audiobooks/, video-lessons/, resources/: the same five routes for each
 *   (library/item-routes.ts), each kind saying what is its own (library/scores.ts…).
 * - terms/: the scores' vocabularies (library/terms.ts).
 * The members' lists follow at once: the triggers of migration 0010 bump library_version on
 * every change of these tables.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';
import { errorFields } from '../../log.ts';
import { staffLibraryOps as ops } from '../../openapi/paths/staff-library.ts';
import { route } from '../../openapi/route.ts';
import { sweepUploads } from '../../staff/library-keys.ts';
import { receiveUpload } from '../../staff/library-upload.ts';
import { audiobookKind } from './library/audiobooks.ts';
import { itemRoutes } from './library/item-routes.ts';
import { resourceKind } from './library/resources.ts';
import { scoreKind } from './library/scores.ts';
import { termRoutes } from './library/terms.ts';
import { videoLessonKind } from './library/video-lessons.ts';

export function staffLibraryRoutes(deps: AppDeps) {
  const { db, library, log, staging } = deps;
  const app = new Hono<AppEnv>();
  route(app, ops.files.upload, async (c) => {
    const file = await receiveUpload(c, { library, staging, log });
    // Uploads a day old that no item names go; a failure here must not fail this upload.
    await sweepUploads(db, library).catch((error) =>
      log.error('library upload sweep failed', errorFields(error)),
    );
    return c.json(file, 201);
  });
  itemRoutes(app, deps, ops.scores, scoreKind);
  itemRoutes(app, deps, ops.audiobooks, audiobookKind);
  itemRoutes(app, deps, ops.videoLessons, videoLessonKind);
  itemRoutes(app, deps, ops.resources, resourceKind);
  termRoutes(app, deps);
  return app;
}
