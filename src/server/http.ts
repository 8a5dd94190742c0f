/**
 * The API's error conventions in one place: handlers throw an ApiError (or call the helpers
 * below) and app.onError turns it into the JSON body and status of ARCHITECTURE.md.
 *
 * And the one gate for text that comes in: no string holds a character of NOT_TEXT
 * (src/lib/schemas/characters.ts, why there). Every body is read through parseJson or parseForm,
 * and every /api request passes `rejectControlCharacters` (query and path), so a new route
 * inherits the check. Tab and line breaks pass here, as a message needs them: keeping them out of
 * a single-line field (a name, a phone) is that field's schema's rule (`oneLine`, fields.ts).
 * A query string is read through parseQuery (its parameters' rules in src/lib/schemas/query.ts)
 * and its page through pageParam.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { http as m, validation } from '../lib/messages.ts';
import { NOT_TEXT } from '../lib/schemas/characters.ts';
import { type FieldErrors, toFieldErrors } from '../lib/schemas/errors.ts';

export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429;
  readonly body: FieldErrors | { detail: string };
  readonly headers: Record<string, string>;

  constructor(
    status: ApiError['status'],
    body: ApiError['body'],
    headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (errors: FieldErrors) => new ApiError(400, errors);
export const unauthorized = () => new ApiError(401, { detail: m.unauthorized });
export const forbidden = () => new ApiError(403, { detail: m.forbidden });
export const notFound = () => new ApiError(404, { detail: m.notFound });
/** A request the resource's state refuses: a stale version, an event already announced. */
export const conflict = (detail: string) => new ApiError(409, { detail });
export const tooManyRequests = (retryAfter: number) =>
  new ApiError(429, { detail: m.tooManyRequests }, { 'Retry-After': String(retryAfter) });

/** True when a string anywhere in `value` (object keys included) holds a control character. */
function holdsControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return NOT_TEXT.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsControl(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => NOT_TEXT.test(key) || holdsControl(item, depth + 1),
  );
}

/** 400 with a message on each top-level field that holds a control character. */
function rejectControl(fields: Record<string, unknown>) {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(fields)) {
    if (NOT_TEXT.test(field)) errors.non_field_errors = [validation.controlCharacters];
    else if (holdsControl(value)) errors[field] = [validation.controlCharacters];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** A query parameter with a control character answers 400; such a path 404 (nothing has that name). */
export const rejectControlCharacters = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw notFound();
  }
  if (NOT_TEXT.test(path)) throw notFound();
  const query: Record<string, string[]> = {};
  for (const name of url.searchParams.keys()) query[name] = url.searchParams.getAll(name);
  rejectControl(query);
  await next();
});

/** Reads a multipart or urlencoded form (files stay File objects) through the same gate. */
export async function parseForm(c: Context): Promise<Record<string, unknown>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest({ non_field_errors: [validation.invalidBody] });
  }
  rejectControl(form);
  return form;
}

/** Reads the JSON body and validates it; unknown fields are dropped by the schema. */
export async function parseJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest({ non_field_errors: [validation.invalidBody] });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest({ non_field_errors: [validation.invalidBody] });
  }
  rejectControl(body as Record<string, unknown>);
  const result = v.safeParse(schema, body);
  if (!result.success) throw badRequest(toFieldErrors(result.issues));
  return result.output;
}

/**
 * Reads the query string through `schema`, whose parameters are those of src/lib/schemas/query.ts
 * (dates and ids under the bodies' rules): 400 with the Romanian message of each bad parameter.
 */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) throw badRequest(toFieldErrors(result.issues));
  return result.output;
}

/**
 * The page of `?page=` (1 when absent): a positive number of at most six digits, else a missing
 * page (404 with `detail`), as Django REST framework answers; so the offset stays small.
 */
export function pageParam(value: string | undefined, detail: string): number {
  const page = value ?? '1';
  if (!/^[1-9]\d{0,5}$/.test(page)) throw new ApiError(404, { detail });
  return Number(page);
}
