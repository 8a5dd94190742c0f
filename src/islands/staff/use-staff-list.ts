/**
 * A back-office list's state, kept in the page's address: its filters and page are the query
 * string (`?q=…&county=…&page=…`), so a list can be reloaded, linked and walked with back and
 * forward. The GET goes to the list's API path (src/lib/paths/) with the same query; changing a
 * filter goes back to page 1. A long list's pages carry a cursor (`?after=`, `?before=`:
 * src/server/staff/keyset.ts), taken from the answer's `next` and `previous` links.
 * Other parameters of the address (a detail's `?id=`) are the page's own: `setParam` sets any.
 */
import { type MouseEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useCachedGet } from '../../client/use-cached-get.ts';
import type { Page } from '../../lib/api/page.ts';

const readAddress = () => new URLSearchParams(location.search);

/** A list's answer; a long list's says when its count stopped at its limit. */
export type StaffPage<T> = Page<T> & { count_capped?: boolean };
const CURSORS = ['after', 'before'] as const;

export interface StaffList<T> {
  data: StaffPage<T> | undefined;
  failed: boolean;
  reload: () => void;
  /** The list's query (filters and page), without the page's own parameters. */
  query: URLSearchParams;
  filter: (name: string) => string;
  setFilter: (name: string, value: string) => void;
  page: number;
  /** Goes to the next or previous page (with the cursor of the answer's link), else by number. */
  setPage: (page: number) => void;
  /** A parameter of the address outside the list's filters (e.g. the open detail's id). */
  param: (name: string) => string;
  setParam: (name: string, value: string) => void;
  /**
   * A row's link to its detail (`href="?id=N"`): a plain click opens it in place, a modified click
   * (new tab) follows the link.
   */
  openDetail: (event: MouseEvent, id: number) => void;
}

/**
 * `path`: the list's API path relative to the client's /api (apiPath(staffPaths.choirs));
 * `filters`: the names of the list's filter parameters (besides `q` and `page`).
 */
export function useStaffList<T>(path: string, filters: readonly string[]): StaffList<T> {
  const [address, setAddress] = useState(readAddress);

  useEffect(() => {
    const update = () => setAddress(readAddress());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);

  const change = useCallback((edit: (params: URLSearchParams) => void) => {
    const next = readAddress();
    edit(next);
    const search = next.toString();
    history.pushState(history.state, '', search ? `?${search}` : location.pathname);
    setAddress(next);
  }, []);

  const names = useMemo(() => ['q', 'page', ...CURSORS, ...filters], [filters]);
  const query = useMemo(() => {
    const own = new URLSearchParams();
    for (const name of names) {
      const value = address.get(name);
      if (value) own.set(name, value);
    }
    return own;
  }, [address, names]);

  const search = query.toString();
  const { data, failed, reload } = useCachedGet<StaffPage<T>>(
    `${path}${search ? `?${search}` : ''}`,
  );
  const page = Number(address.get('page') ?? '1') || 1;

  return {
    data,
    failed,
    reload,
    query,
    filter: (name) => address.get(name) ?? '',
    setFilter: (name, value) =>
      change((params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        for (const other of ['page', ...CURSORS]) params.delete(other);
      }),
    page,
    setPage: (to) =>
      change((params) => {
        const link = to === page + 1 ? data?.next : to === page - 1 ? data?.previous : null;
        const linked = new URL(link ?? '/', location.origin).searchParams;
        for (const cursor of CURSORS) {
          const value = linked.get(cursor);
          if (value) params.set(cursor, value);
          else params.delete(cursor);
        }
        if (to > 1) params.set('page', String(to));
        else params.delete('page');
      }),
    param: (name) => address.get(name) ?? '',
    setParam: (name, value) =>
      change((params) => (value ? params.set(name, value) : params.delete(name))),
    openDetail: (event, id) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      change((params) => params.set('id', String(id)));
    },
  };
}
