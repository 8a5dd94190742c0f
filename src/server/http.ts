/**
 * The API's error conventions in one place: handlers throw an ApiError (or call the helpers
 * below) and app.onError turns it into the JSON body and status of ARCHITECTURE.md.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { http as m, validation } from '../lib/messages.ts';
import { type FieldErrors, toFieldErrors } from '../lib/schemas/errors.ts';

export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 413 | 429;
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
export const tooManyRequests = (retryAfter: number) =>
  new ApiError(429, { detail: m.tooManyRequests }, { 'Retry-After': String(retryAfter) });

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
  const result = v.safeParse(schema, body);
  if (!result.success) throw badRequest(toFieldErrors(result.issues));
  return result.output;
}
