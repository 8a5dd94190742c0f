/**
 * GET /api/choir/: every choir, filtered and paged in the database, with the user's standing
 * in each. Name and city match anywhere, ignoring case and diacritics (the stored search keys
 * of db/fold.ts); the county matches its code. Pages follow Django REST framework's shape.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { ChoirPage, ListedChoir } from '../lib/api/choirs.ts';
import { countyName } from '../lib/counties.ts';
import { CHOIR_TABLE_PAGE_SIZE } from '../lib/limits.ts';
import { choirs as cm } from '../lib/messages.ts';
import { choirListQuerySchema } from '../lib/schemas/choir.ts';
import { toFieldErrors } from '../lib/schemas/errors.ts';
import type { Db } from './db/client.ts';
import { fold } from './db/fold.ts';
import { choirs, memberships } from './db/schema.ts';
import { ApiError, badRequest } from './http.ts';

export type ChoirListQuery = Omit<v.InferOutput<typeof choirListQuerySchema>, 'page'> & {
  page: number;
};

/** Reads the query string: 400 for a bad filter, 404 for a page that is not a positive number (as DRF). */
export function readListQuery(query: Record<string, string>): ChoirListQuery {
  const result = v.safeParse(choirListQuerySchema, query);
  if (!result.success) throw badRequest(toFieldErrors(result.issues));
  const { page } = result.output;
  if (!/^[1-9]\d{0,5}$/.test(page)) throw new ApiError(404, { detail: cm.invalidPage });
  return { ...result.output, page: Number(page) };
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

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The relative link of another page with the same filters, in a stable order. */
function pageLink(query: ChoirListQuery, page: number) {
  const params = new URLSearchParams();
  if (query.name) params.set('name', query.name);
  if (query.city) params.set('city', query.city);
  if (query.county) params.set('county', query.county);
  params.set('page', String(page));
  return `/api/choir/?${params}`;
}

/** The WHERE clause of the filters. */
function filtersOf(query: ChoirListQuery) {
  const filters: SQL[] = [];
  if (query.name)
    filters.push(sql`${choirs.nameSearch} like ${fold(sql`${containsPattern(query.name)}`)}`);
  if (query.city)
    filters.push(sql`${choirs.citySearch} like ${fold(sql`${containsPattern(query.city)}`)}`);
  if (query.county) filters.push(eq(choirs.county, query.county));
  return filters.length ? and(...filters) : undefined;
}

export async function listChoirs(
  db: Db,
  userId: number,
  query: ChoirListQuery,
): Promise<ChoirPage> {
  const where = filtersOf(query);
  // One round trip: the page (walked in index order, stopping after it) and the count of the
  // whole filtered list, an uncorrelated subquery the database evaluates once (its "choirs"
  // is its own: inside the subquery the name hides the outer query's table).
  const rows = await db
    .select({
      id: choirs.id,
      name: choirs.name,
      city: choirs.city,
      county: choirs.county,
      isConfirmed: choirs.isConfirmed,
      // Joined on the primary key (user, choir): one index probe per row of the page.
      memberUserId: memberships.userId,
      memberConfirmed: memberships.isConfirmed,
      count: sql<number>`(select count(*)::int from ${choirs} where ${where ?? sql`true`})`,
    })
    .from(choirs)
    .leftJoin(memberships, and(eq(memberships.choirId, choirs.id), eq(memberships.userId, userId)))
    .where(where)
    .orderBy(choirs.nameSearch, choirs.id)
    .limit(CHOIR_TABLE_PAGE_SIZE)
    .offset((query.page - 1) * CHOIR_TABLE_PAGE_SIZE);
  // As DRF: page 1 of an empty list is an empty page, any page past the end is missing.
  if (query.page > 1 && rows.length === 0) throw new ApiError(404, { detail: cm.invalidPage });
  const count = rows[0]?.count ?? 0;

  return {
    count,
    next: query.page * CHOIR_TABLE_PAGE_SIZE < count ? pageLink(query, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(query, query.page - 1) : null,
    results: rows.map((row) =>
      toListed(
        row,
        row.memberUserId === null ? null : { isConfirmed: row.memberConfirmed === true },
      ),
    ),
  };
}
