/**
 * The members' calendar feed (its paths: src/lib/paths/events.ts): the signed-in member's feed URL, a new
 * URL in place of the old one, and the feed itself, which needs no session: its token is the
 * credential (events/feed.ts). An unknown, revoked, reset or blocked account's token answers the
 * same 404. The request log writes the route's pattern, never the URL, so no token reaches the
 * logs (app.ts).
 */
import { Hono } from 'hono';
import { type AppEnv, currentUser } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { feedCalendar, feedToken, feedUrls, replaceFeedToken } from '../events/feed.ts';
import { notFound } from '../http.ts';
import { eventOps as ops } from '../openapi/paths/events.ts';
import { route } from '../openapi/route.ts';

/**
 * A member's feed names their choir, its places and times: no cache may keep it, neither a shared
 * one nor the browser's (a shared computer), and a revoked, reset or blocked feed must stop at
 * once rather than live on in a copy. Calendar applications poll every few hours whatever the
 * header says, so keeping nothing costs one small query per poll.
 */
const FEED_CACHE = 'private, no-store';

export function calendarRoutes(deps: AppDeps) {
  const { db, siteUrl } = deps;
  const app = new Hono<AppEnv>();
  // The URL is a credential: no cache keeps it either (an old one would be shown after a reset).
  route(app, ops.feed, async (c) =>
    c.json(feedUrls(siteUrl, await feedToken(db, currentUser(c).id)), 200, {
      'cache-control': FEED_CACHE,
    }),
  );
  route(app, ops.feedRevoke, async (c) =>
    c.json(feedUrls(siteUrl, await replaceFeedToken(db, currentUser(c).id)), 200, {
      'cache-control': FEED_CACHE,
    }),
  );
  route(app, ops.feedFile, async (c) => {
    const token = (c.req.param('token') ?? '').slice(0, -'.ics'.length);
    const text = await feedCalendar(db, token, siteUrl);
    if (text === null) throw notFound();
    return c.body(text, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': FEED_CACHE,
      'content-disposition': 'inline; filename="evenimente.ics"',
    });
  });
  return app;
}
