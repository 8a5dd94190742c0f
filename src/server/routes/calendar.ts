/**
 * The members' calendar feed (mounted at /api/calendar): the signed-in member's feed URL, a new
 * URL in place of the old one, and the feed itself, which needs no session: its token is the
 * credential (events/feed.ts). The request log writes the route's pattern, never the URL, so no
 * token reaches the logs (app.ts).
 */
import { Hono } from 'hono';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { feedCalendar, feedToken, feedUrls, replaceFeedToken } from '../events/feed.ts';
import { notFound } from '../http.ts';

/** Calendar applications poll the feed; each member's copy is theirs alone. */
const FEED_CACHE = 'private, max-age=300';

export function calendarRoutes(deps: AppDeps) {
  const { db, siteUrl } = deps;
  return new Hono<AppEnv>()
    .get('/feed', requireUser, async (c) =>
      c.json(feedUrls(siteUrl, await feedToken(db, currentUser(c).id))),
    )
    .post('/feed/revoke', requireUser, async (c) =>
      c.json(feedUrls(siteUrl, await replaceFeedToken(db, currentUser(c).id))),
    )
    .get('/:token{[A-Za-z0-9_-]+\\.ics}', async (c) => {
      const token = c.req.param('token').slice(0, -'.ics'.length);
      const text = await feedCalendar(db, token, siteUrl);
      if (text === null) throw notFound();
      return c.body(text, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': FEED_CACHE,
        'content-disposition': 'inline; filename="evenimente.ics"',
      });
    });
}
