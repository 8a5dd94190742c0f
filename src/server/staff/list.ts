/**
 * The query string every back-office list reads the same way, and its page in Django REST
 * framework's shape (src/lib/api/page.ts): `?page=` (from 1; anything else, or a page past the
 * end, answers 404 as the members' lists do), `?q=` the search (trimmed, at most
 * STAFF_SEARCH_MAX_LENGTH characters, else 400), filters of a choice or an id (else 400; the id
 * by the rule of src/lib/schemas/query.ts, as every query string's), and the links of the next and previous pages
 * keep every other parameter, so the page shows what the filters ask.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Page } from '../../lib/api/page.ts';
import { STAFF_PAGE_SIZE, STAFF_SEARCH_MAX_LENGTH } from '../../lib/limits.ts';
import { validation } from '../../lib/messages.ts';
import { staff } from '../../lib/messages-staff.ts';
import { isOneLine } from '../../lib/schemas/characters.ts';
import { queryId } from '../../lib/schemas/query.ts';
import { ApiError, badRequest, pageParam, parseQuery } from '../http.ts';

const missingPage = () => new ApiError(404, { detail: staff.badPage });

export const readStaffPage = (c: Context) => pageParam(c.req.query('page'), staff.badPage);

/** The search text of `?q=`, one line, trimmed ('' for none). */
export function readSearch(c: Context): string {
  const sent = c.req.query('q') ?? '';
  if (!isOneLine(sent)) throw badRequest({ q: [validation.singleLine] });
  const q = sent.trim();
  if (q.length > STAFF_SEARCH_MAX_LENGTH) throw badRequest({ q: [staff.badSearch] });
  return q;
}

/** A filter of `?name=` that must be one of `allowed` (undefined when absent or empty; else 400). */
export function readChoice<T extends string>(
  c: Context,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest({ [name]: [staff.badFilter] });
  return value as T;
}

/** A filter of `?name=` that names a row by its id (undefined when absent or empty; else 400). */
export function readId(c: Context, name: string): number | undefined {
  return parseQuery(c, v.object({ [name]: queryId(staff.badFilter) }))[name];
}

/** Rows to skip for page `page`. */
export const offsetOf = (page: number) => (page - 1) * STAFF_PAGE_SIZE;

/** The page answer; `count` is the whole filtered list's. */
export function staffPage<T>(c: Context, page: number, count: number, results: T[]): Page<T> {
  if (page > 1 && results.length === 0) throw missingPage();
  const link = (to: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(to));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: page * STAFF_PAGE_SIZE < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
