/**
 * The state of /cont/librarie/partituri: the filters, the search and the page, kept in the page's
 * address (score-query.ts), and the page of GET /api/song/ they ask for. A checkbox or a page is a
 * new history entry (back undoes it); the search replaces the entry it started, after a pause in
 * typing (SEARCH_DEBOUNCE_MS), so typing 'ave' leaves one entry, not three. Any filter change goes
 * back to page 1. Ids the vocabularies do not know are dropped from the address once they load.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Score, ScoreFilters } from '../../../lib/api/library.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { libraryPaths } from '../../../lib/paths/library.ts';
import { SEARCH_DEBOUNCE_MS } from '../use-choir-search.ts';
import { type HistoryMode, onAddressChange, readAddress, writeAddress } from './address.ts';
import {
  parseScoreQuery,
  type ScoreQuery,
  sameQuery,
  serialiseScoreQuery,
  withinVocabularies,
} from './score-query.ts';
import { usePagedGet } from './use-paged-get.ts';

export function useScoreList(filters: ScoreFilters | undefined) {
  const [query, setQuery] = useState(() => parseScoreQuery(readAddress()));
  /** What the search box shows, updated on every key; `query.search` follows after the pause. */
  const [searchText, setSearchText] = useState(query.search);

  const apply = useCallback((next: ScoreQuery, mode: HistoryMode) => {
    writeAddress(serialiseScoreQuery(next), mode);
    setQuery(next);
  }, []);

  /** Changes some filters (page 1) or only the page (`{ page }`). */
  const update = useCallback(
    (patch: Partial<ScoreQuery>, mode: HistoryMode = 'push') =>
      setQuery((prev) => {
        const next = { ...prev, page: 1, ...patch };
        if (!sameQuery(prev, next)) writeAddress(serialiseScoreQuery(next), mode);
        return next;
      }),
    [],
  );

  useEffect(() => {
    if (searchText.trim() === query.search) return;
    const timer = setTimeout(
      () => update({ search: searchText.trim() }, 'replace'),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, query.search, update]);

  useEffect(
    () =>
      onAddressChange(() => {
        const next = parseScoreQuery(readAddress());
        setQuery(next);
        setSearchText(next.search);
      }),
    [],
  );

  useEffect(() => {
    if (!filters) return;
    const known = withinVocabularies(query, filters);
    if (!sameQuery(known, query)) apply(known, 'replace');
  }, [filters, query, apply]);

  const params = useMemo(() => serialiseScoreQuery(query), [query]);
  const list = usePagedGet<Score>(apiPath(libraryPaths.scores), params, () =>
    update({ page: 1 }, 'replace'),
  );
  const clear = () => {
    setSearchText('');
    update({ voices: [], themes: [], difficulties: [], choir_types: [], files: [], search: '' });
  };
  return { query, update, searchText, setSearchText, clear, ...list };
}
