/**
 * How one API route is described for the OpenAPI document (GET /api/openapi.json). Every schema
 * is one the code already uses: the request schemas of src/lib/schemas/ and the answer schemas
 * of src/lib/api/. Each route of src/server/routes/ has one Operation in paths/; the test
 * tests/api/openapi.test.ts fails while a route has none.
 */
import type * as v from 'valibot';

/** Error answers an operation may give besides the implied ones (see `impliedErrors`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As clients call it, `{name}` for a path parameter: '/api/choir/{id}/members/'. */
  path: string;
  summary: string;
  description?: string;
  /** 'user': a valid token (header or cookie) is needed, 401 without; 'public': none. */
  auth: 'public' | 'user';
  /** The JSON body. */
  body?: v.GenericSchema;
  /** A multipart/form-data body (file uploads). */
  form?: v.GenericSchema;
  /** A raw body, the file itself (the back office's streamed uploads): its media type. */
  rawBody?: string;
  /** The query string: an object schema, one parameter per entry. */
  query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  /** The successful answer's media type when it is not JSON (the calendar feed: 'text/calendar'). */
  mediaType?: string;
  /**
   * Files the successful answer is instead of JSON when the query asks (a back-office list's
   * `?format=csv|xlsx`): their media types.
   */
  files?: string[];
  /** The successful answers by status; null for an empty body (204, 304). */
  responses: Partial<Record<200 | 201 | 204 | 304 | 503, v.GenericSchema | null>>;
  /** Error answers beyond the implied ones. */
  errors?: ErrorStatus[];
}

/** 401 behind a token, 400 for a body or a query, 413 for any body over the limit (app.ts). */
export function impliedErrors(op: Operation): ErrorStatus[] {
  const implied: ErrorStatus[] = [];
  if (op.body || op.form || op.rawBody || op.query) implied.push(400);
  if (op.auth === 'user') implied.push(401);
  if (op.method !== 'get') implied.push(413);
  return implied;
}

/** Every error answer of an operation, in status order. */
export const errorsOf = (op: Operation): ErrorStatus[] =>
  [...new Set([...impliedErrors(op), ...(op.errors ?? [])])].sort((a, b) => a - b);
