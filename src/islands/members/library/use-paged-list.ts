/**
 * A library list whose only state is its page (audiobooks, video lessons): `?page=N` in the
 * address (a new history entry per page, so back returns to the previous page), the page's items
 * from `path`, and the item a deep link (`?{param}=ID`) opened.
 */
import { useEffect, useMemo, useState } from 'react';
import { onAddressChange, readAddress, writeAddress } from './address.ts';
import { usePagedGet } from './use-paged-get.ts';

const readPage = () => {
  const text = readAddress().get('page') ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : 1;
};

export function usePagedList<T>(path: string | null) {
  const [page, setPage] = useState(readPage);
  useEffect(() => onAddressChange(() => setPage(readPage())), []);

  const goTo = (next: number, mode: 'push' | 'replace' = 'push') => {
    writeAddress(new URLSearchParams(next > 1 ? { page: String(next) } : {}), mode);
    setPage(next);
  };
  const params = useMemo(() => new URLSearchParams(page > 1 ? { page: String(page) } : {}), [page]);
  const list = usePagedGet<T>(path, params, () => goTo(1, 'replace'));
  return { page, goTo, ...list };
}
