/**
 * The one HTTP client of the islands (spec §7): every request goes to /api, where the browser adds
 * the HttpOnly session cookie; no script reads the token, so no `Authorization` header is sent
 * (docs/decisions.md). A 401 logs the user out; a request
 * that gets no answer at all shows the persistent 'Eroare de server' toast. Other errors are
 * thrown as ky's HTTPError so that forms can read the 400 body with `readErrorBody`.
 */
import { HTTPError } from 'ky';
import { ACTING_HEADER } from '../lib/limits.ts';
import type { FieldErrors } from '../lib/schemas/errors.ts';
import { logout } from '../stores/logout.ts';
import { actingChild } from './acting.ts';
import { http } from './http.ts';

/**
 * The base instance (./http.ts: /api, the cookie, the network-error toast), the 401 rule, and
 * the child a parent acts for in this tab (./acting.ts), sent with every request: the server
 * acts for the child where it may and ignores the header elsewhere (src/server/families/acting.ts).
 */
export const api = http.extend({
  hooks: {
    beforeRequest: [
      (request) => {
        const child = actingChild();
        if (child) request.headers.set(ACTING_HEADER, String(child.id));
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) void logout();
      },
    ],
  },
});

/** The HTTP status of a failed call, or null when there was no answer. */
export function errorStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/**
 * The field errors of a 400 answer (`{ field: [msg], non_field_errors: [...] }`, also sent with a
 * 413 for a file too large), or null for another error or a body that cannot be read.
 */
export async function readErrorBody(error: unknown): Promise<FieldErrors | null> {
  if (!(error instanceof HTTPError) || ![400, 413].includes(error.response.status)) return null;
  try {
    const body: unknown = await error.response.clone().json();
    if (!body || typeof body !== 'object') return null;
    const errors: FieldErrors = {};
    for (const [field, value] of Object.entries(body)) {
      if (Array.isArray(value)) errors[field] = value.map(String);
      else if (typeof value === 'string') errors[field] = [value];
    }
    return errors;
  } catch {
    return null;
  }
}

/** The `detail` text of an error answer (429, 403…), when the server sent one. */
export async function readErrorDetail(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body = (await error.response.clone().json()) as { detail?: unknown };
    return typeof body.detail === 'string' ? body.detail : null;
  } catch {
    return null;
  }
}
