/** GET /api/counties/: the county definitions of the dropdowns, as `{ value, text }` (spec §3). */
import { Hono } from 'hono';
import type { CountyOption } from '../../lib/api/counties.ts';
import { COUNTIES } from '../../lib/counties.ts';

const definitions: CountyOption[] = COUNTIES.map((county) => ({
  value: county.code,
  text: county.name,
}));

export function countyRoutes() {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(definitions);
  });
}
