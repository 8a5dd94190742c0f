/**
 * The data of the choir selection modal: the filters and one page of GET /api/choir/ (spec §2.9).
 * Filtering and paging happen on the server. Typed filters wait SEARCH_DEBOUNCE_MS before they
 * apply; any filter change goes back to page 1; a newer request aborts the older one, so an
 * answer that arrives late never overwrites a newer page. `patch` replaces one row with the
 * API's answer to a join or a leave.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, errorStatus } from '../../client/api.ts';
import type { ChoirPage, ListedChoir } from '../../lib/api/choirs.ts';
import { apiPath } from '../../lib/api-path.ts';
import { CHOIR_TABLE_PAGE_SIZE } from '../../lib/limits.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';

/** How long typing must pause before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ChoirFilters {
  name: string;
  city: string;
  county: string;
}

export type SearchState = 'loading' | 'ready' | 'error';

const EMPTY: ChoirFilters = { name: '', city: '', county: '' };

export function useChoirSearch() {
  /** What the fields show, updated on every key. */
  const [filters, setFilters] = useState<ChoirFilters>(EMPTY);
  /** What the last request asked for, `filters` after the pause. */
  const [applied, setApplied] = useState<ChoirFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ChoirPage | null>(null);
  const [state, setState] = useState<SearchState>('loading');

  // Texts apply after a pause in typing; the county applies at once (see setFilter).
  useEffect(() => {
    if (filters.name === applied.name && filters.city === applied.city) return;
    const timer = setTimeout(() => {
      setApplied(filters);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters, applied]);

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    const searchParams = new URLSearchParams({ page: String(page) });
    for (const [key, value] of Object.entries(applied)) {
      if (value.trim()) searchParams.set(key, value.trim());
    }
    api
      .get(apiPath(choirPaths.list), { searchParams, signal: controller.signal })
      .json<ChoirPage>()
      .then((answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The list shrank under us (a page past the end is a 404): start again from page 1.
        if (errorStatus(error) === 404 && page > 1) setPage(1);
        else setState('error');
      });
    return () => controller.abort();
  }, [applied, page]);

  const setFilter = useCallback((key: keyof ChoirFilters, value: string) => {
    setFilters((prev) => ({ ...prev, [key]: value }));
    if (key === 'county') {
      setApplied((prev) => ({ ...prev, county: value }));
      setPage(1);
    }
  }, []);

  const patch = useCallback((choir: ListedChoir) => {
    setData((prev) =>
      prev
        ? {
            ...prev,
            results: prev.results.map((row) => (row.id === choir.id ? { ...row, ...choir } : row)),
          }
        : prev,
    );
  }, []);

  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CHOIR_TABLE_PAGE_SIZE));
  return { filters, setFilter, page, pages, setPage, data, state, patch };
}
