/**
 * 'Datele mele' (issue #26): a person downloads everything the platform holds about them
 * (own-data/download.ts). A parent sends the child's id in X-Acting-For and gets the child's:
 * the acting middleware (families/acting.ts) has then made the child the request's user and
 * refused (403) anyone who is not their linked child, staff as anyone else. Each download is
 * counted per person and written in the back office's journal: who downloaded whose data.
 */
import { Hono } from 'hono';
import { todayInBucharest } from '../../lib/dates.ts';
import { OWN_DATA_EXPORTS_PER_DAY } from '../../lib/limits.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { tooManyRequests } from '../http.ts';
import { contentDisposition } from '../library/file-names.ts';
import { webStreamOf } from '../library/web-stream.ts';
import { ownDataOps as ops } from '../openapi/paths/own-data.ts';
import { route } from '../openapi/route.ts';
import { ownDataZip } from '../own-data/download.ts';
import { DAY_SECONDS, hit } from '../services/rate-limit.ts';
import { recordStaffAction } from '../staff/audit.ts';

export function ownDataRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  route(app, ops.download, async (c) => {
    const user = currentUser(c);
    const actor = c.get('actor') ?? user;
    const wait = await hit(db, `own-data:${user.id}`, OWN_DATA_EXPORTS_PER_DAY, DAY_SECONDS);
    if (wait) throw tooManyRequests(wait);
    await recordStaffAction(db, actor.id, {
      action: 'own-data.export',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.email ?? `${user.firstName} ${user.lastName}`,
      detail: { by: actor.id === user.id ? 'self' : 'parent' },
    });
    const zip = await ownDataZip(deps, { id: user.id, email: user.email, avatar: user.avatar });
    const name = actor.id === user.id ? 'datele-mele' : `datele-${user.firstName}`;
    return c.body(webStreamOf(zip), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', `${name}-${todayInBucharest()}.zip`),
      'Cache-Control': 'private, no-store',
    });
  });
  return app;
}
