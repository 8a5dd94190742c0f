/**
 * The library's pages, in Django REST framework's shape (src/lib/api/page.ts), as the choir list
 * pages: a query reads one row more than a page to know whether another follows; the count is
 * counted only when it does (the last page tells it: offset + rows). Page 1 of an empty list is
 * an empty page; a page that is not a positive number, or past the end, is missing (404).
 */
import type { Page } from '../../lib/api/page.ts';
import { LIBRARY_PAGE_SIZE } from '../../lib/limits.ts';
import { libraryApi as m } from '../../lib/messages.ts';
import { ApiError, pageParam } from '../http.ts';

export type { Page } from '../../lib/api/page.ts';

const missingPage = () => new ApiError(404, { detail: m.invalidPage });

/** The page number of `?page=` (src/server/http.ts, pageParam), else 404. */
export const readPageNumber = (page: string | undefined) => pageParam(page, m.invalidPage);

/** The answer of page `page` from its rows (at most LIBRARY_PAGE_SIZE + 1 of them). */
export async function pageOf<Row, T>(
  page: number,
  rows: Row[],
  how: { count: () => Promise<number>; link: (page: number) => string; map: (row: Row) => T },
): Promise<Page<T>> {
  if (page > 1 && rows.length === 0) throw missingPage();
  const more = rows.length > LIBRARY_PAGE_SIZE;
  return {
    count: more ? await how.count() : (page - 1) * LIBRARY_PAGE_SIZE + rows.length,
    next: more ? how.link(page + 1) : null,
    previous: page > 1 ? how.link(page - 1) : null,
    results: rows.slice(0, LIBRARY_PAGE_SIZE).map(how.map),
  };
}
