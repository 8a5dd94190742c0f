/**
 * GET /api/choir/: every choir, filtered and paged in the database, with the user's standing
 * in each. Name and city match anywhere, ignoring case and diacritics (the stored search keys
 * of db/fold.ts); the county matches its code. Pages follow Django REST framework's shape.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { ChoirPage, ListedChoir } from '../../lib/api/choirs.ts';
import { apiHref } from '../../lib/api-path.ts';
import { countyName } from '../../lib/counties.ts';
import { CHOIR_TABLE_PAGE_SIZE } from '../../lib/limits.ts';
import { choirs as cm } from '../../lib/messages.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { choirListQuerySchema } from '../../lib/schemas/choir.ts';
import type { Db } from '../db/client.ts';
import { fold } from '../db/fold.ts';
import { likePattern } from '../db/like.ts';
import { choirs } from '../db/schema.ts';
import { ApiError, pageParam, parseQuery } from '../http.ts';
import { countOf, keepCount, lastCount } from './counts.ts';
import { readPage } from './page.ts';

export type ChoirListQuery = Omit<v.InferOutput<typeof choirListQuerySchema>, 'page'> & {
  page: number;
};

/** Reads the query string: 400 for a bad filter, 404 for a page that is not a positive number (as DRF). */
export function readListQuery(c: Context): ChoirListQuery {
  const query = parseQuery(c, choirListQuerySchema);
  return { ...query, page: pageParam(query.page, cm.invalidPage) };
}

/** The choir as the spec's lists show it (document 1, §3), for the current user. */
export function toListed(
  choir: { id: number; name: string; city: string; county: string; isConfirmed: boolean },
  membership: { isConfirmed: boolean } | null,
): ListedChoir {
  return {
    id: choir.id,
    name: choir.name,
    city: choir.city,
    county: choir.county,
    county_name: countyName(choir.county),
    is_confirmed: choir.isConfirmed,
    user_is_confirmed: membership?.isConfirmed ?? false,
    is_member: membership !== null,
  };
}

/** The relative link of another page with the same filters, in a stable order. */
function pageLink(query: ChoirListQuery, page: number) {
  const params = new URLSearchParams();
  if (query.name) params.set('name', query.name);
  if (query.city) params.set('city', query.city);
  if (query.county) params.set('county', query.county);
  params.set('page', String(page));
  return `${apiHref(choirPaths.list)}?${params}`;
}

/** The WHERE clause of the filters, for the count (the page has its own: choirs/page.ts). */
function filtersOf(query: ChoirListQuery) {
  const filters: SQL[] = [];
  if (query.name)
    filters.push(sql`${choirs.nameSearch} like ${fold(sql`${likePattern(query.name)}`)}`);
  if (query.city)
    filters.push(sql`${choirs.citySearch} like ${fold(sql`${likePattern(query.city)}`)}`);
  if (query.county) filters.push(eq(choirs.county, query.county));
  return filters.length ? and(...filters) : undefined;
}

/**
 * A text filter known to match at most this many choirs is read through its trigram index and
 * sorted, rather than by walking the name index until the page is full: for 'iasi' (68 choirs)
 * the walk checks 312 rows on the way to its first 10, 0.8–3 ms on PGlite against 0.45 ms, and a
 * text that matches nothing walks them all. PostgreSQL's planner cannot tell how the matches
 * spread along the names; the last count kept for the filter can. Without one, a text of three
 * letters or more (what a trigram index can use) is taken as narrow.
 */
const NARROW = 200;

function isNarrow(query: ChoirListQuery, lastCount: number | undefined) {
  const text = Math.max(query.name.length, query.city.length);
  if (text === 0) return false;
  return lastCount === undefined ? text >= 3 : lastCount <= NARROW;
}

export async function listChoirs(
  db: Db,
  userId: number,
  query: ChoirListQuery,
): Promise<ChoirPage> {
  const where = filtersOf(query);
  const filters = [query.name, query.city, query.county];
  const shape = {
    name: query.name !== '',
    city: query.city !== '',
    county: query.county !== '',
    narrow: isNarrow(query, lastCount(db, filters)),
  };
  const rows = await readPage(db, shape, {
    userId,
    name: likePattern(query.name),
    city: likePattern(query.city),
    county: query.county,
    offset: (query.page - 1) * CHOIR_TABLE_PAGE_SIZE,
  });
  // As DRF: page 1 of an empty list is an empty page, any page past the end is missing.
  if (query.page > 1 && rows.length === 0) throw new ApiError(404, { detail: cm.invalidPage });
  const offset = (query.page - 1) * CHOIR_TABLE_PAGE_SIZE;
  const more = rows.length > CHOIR_TABLE_PAGE_SIZE;
  // The last page tells the count; before it, the count is counted or reused (choirs/counts.ts).
  const version = rows[0]?.version ?? -1;
  let count = offset + rows.length;
  if (more) count = await countOf(db, filters, where, version);
  else keepCount(db, filters, version, count);

  return {
    count,
    next: more ? pageLink(query, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(query, query.page - 1) : null,
    results: rows
      .slice(0, CHOIR_TABLE_PAGE_SIZE)
      .map((row) =>
        toListed(row, row.membership === null ? null : { isConfirmed: row.membership }),
      ),
  };
}
