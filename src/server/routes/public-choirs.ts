/**
 * GET /api/choirs/: the public choir map data (confirmed choirs only, grouped by county and
 * locality). GET /api/choirs/figures/: the home page's headline figures (confirmed choirs, the
 * children singing in them). Public and cacheable: the site's build (`npm run snapshot` with
 * API_ORIGIN) reads them, so do visitors' browsers.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../auth.ts';
import { publicFigures } from '../choirs/figures.ts';
import { choirMap } from '../choirs/map.ts';
import type { AppDeps } from '../deps.ts';
import { publicOps as ops } from '../openapi/paths/public.ts';
import { route } from '../openapi/route.ts';

/** Browsers and CDNs may reuse the answer this long; a newly confirmed choir shows up soon enough. */
const MAX_AGE_SECONDS = 300;

export function publicChoirRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, ops.choirMap, async (c) => {
    c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    return c.json(await choirMap(deps.db));
  });
  route(app, ops.figures, async (c) => {
    c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    return c.json(await publicFigures(deps.db));
  });
  return app;
}
