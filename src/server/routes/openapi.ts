/** GET /api/openapi.json: the OpenAPI 3.1 description of the whole API (src/server/openapi/). */
import { Hono } from 'hono';
import type { AppEnv } from '../auth.ts';
import { openApiDocument } from '../openapi/document.ts';
import { publicOps as ops } from '../openapi/paths/public.ts';
import { route } from '../openapi/route.ts';

export function openApiRoutes() {
  const app = new Hono<AppEnv>();
  route(app, ops.openapi, (c) => c.json(openApiDocument()));
  return app;
}
