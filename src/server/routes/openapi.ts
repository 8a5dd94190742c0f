/** GET /api/openapi.json: the OpenAPI 3.1 description of the whole API (src/server/openapi/). */
import { Hono } from 'hono';
import { openApiDocument } from '../openapi/document.ts';

export function openApiRoutes() {
  return new Hono().get('/', (c) => c.json(openApiDocument()));
}
