/** GET /api/counties/: the county definitions of the dropdowns, as `{ value, text }` (spec §3). */
import { Hono } from 'hono';
import type { CountyOption } from '../../lib/api/counties.ts';
import { COUNTIES } from '../../lib/counties.ts';
import type { AppEnv } from '../auth.ts';
import { authOps as ops } from '../openapi/paths/auth.ts';
import { route } from '../openapi/route.ts';

const definitions: CountyOption[] = COUNTIES.map((county) => ({
  value: county.code,
  text: county.name,
}));

export function countyRoutes() {
  const app = new Hono<AppEnv>();
  route(app, ops.counties, (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(definitions);
  });
  return app;
}
