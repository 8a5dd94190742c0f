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
import { feedToken, feedUrls, readFeed, replaceFeedToken } from '../events/feed.ts';
import { notFound } from '../http.ts';
import { eventOps as ops } from '../openapi/paths/events.ts';
import { route } from '../openapi/route.ts';

/** The address of a feed is a credential: no cache keeps the answers that hold it. */
const URL_CACHE = 'private, no-store';

/**
 * A member's feed names their choir, its places and times: no shared cache may keep it (private),
 * and the member's own client asks again before each use (no-cache), so a revoked, reset or blocked
 * feed stops at once. Calendar applications poll every few minutes to hours: with the ETag, an
 * unchanged feed answers 304 without a body, and is never rebuilt (events/feed.ts).
 */
const FEED_CACHE = 'private, no-cache';

/** If-None-Match holds the ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function unchanged(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function calendarRoutes(deps: AppDeps) {
  const { db, siteUrl } = deps;
  const app = new Hono<AppEnv>();
  // The URL is a credential: no cache keeps it either (an old one would be shown after a reset).
  route(app, ops.feed, async (c) =>
    c.json(feedUrls(siteUrl, await feedToken(db, currentUser(c).id)), 200, {
      'cache-control': URL_CACHE,
    }),
  );
  route(app, ops.feedRevoke, async (c) =>
    c.json(feedUrls(siteUrl, await replaceFeedToken(db, currentUser(c).id)), 200, {
      'cache-control': URL_CACHE,
    }),
  );
  route(app, ops.feedFile, async (c) => {
    const token = (c.req.param('token') ?? '').slice(0, -'.ics'.length);
    const feed = await readFeed(db, token, siteUrl);
    if (feed === null) throw notFound();
    const headers = { etag: feed.etag, 'cache-control': FEED_CACHE };
    if (unchanged(c.req.header('if-none-match'), feed.etag)) return c.body(null, 304, headers);
    return c.body(await feed.text(), 200, {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="evenimente.ics"',
    });
  });
  return app;
}
