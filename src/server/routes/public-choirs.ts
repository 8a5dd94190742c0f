/**
 * GET /api/choirs/: the public choir map data (confirmed choirs only, grouped by county and
 * locality). Public and cacheable: the site's build reads it, so do visitors' browsers.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../auth.ts';
import { choirMap } from '../choir-map.ts';
import type { AppDeps } from '../deps.ts';

/** Browsers and CDNs may reuse the answer this long; a newly confirmed choir shows up soon enough. */
const MAX_AGE_SECONDS = 300;

export function publicChoirRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    return c.json(await choirMap(deps.db));
  });
}
