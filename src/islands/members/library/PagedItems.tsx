/**
 * A library list whose only state is its page (audiobooks, video lessons): `?page=N` in the
 * address (a new history entry per page, so back returns to the previous page), the item a deep
 * link (`?{param}=ID`) opened above the list, the count, the page's items without the opened one,
 * and the Pager, which closes the opened item.
 */
import { Fragment, type ReactNode, type RefObject, useEffect, useMemo, useState } from 'react';
import { LIBRARY_PAGE_SIZE } from '../../../lib/limits.ts';
import type { libraryPaths } from '../../../lib/paths/library.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { onAddressChange, readAddress, writeAddress } from './address.ts';
import { ListStatus } from './ListStatus.tsx';
import { OpenedItem } from './OpenedItem.tsx';
import { useOpenedItem } from './use-opened-item.ts';
import { usePagedGet } from './use-paged-get.ts';

const readPage = () => {
  const text = readAddress().get('page') ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : 1;
};

function usePagedList<T>(path: string) {
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

/** Where an item is shown: opened by a deep link (its heading takes the focus) or on the page. */
export interface ItemPlace<T> {
  opened?: boolean;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The items shown with it: the page's, or the opened item alone. */
  shown: T[];
}

type Paths = typeof libraryPaths;

export function PagedItems<T extends { id: number }>({
  listPath,
  itemPath,
  param,
  texts,
  renderItem,
}: {
  /** As the API client takes it (apiPath). */
  listPath: string;
  itemPath: Paths['audiobook' | 'videoLesson'];
  param: string;
  texts: { count: (n: number) => string; empty: string; pager: string };
  renderItem: (item: T, place: ItemPlace<T>) => ReactNode;
}) {
  const list = usePagedList<T>(listPath);
  const opened = useOpenedItem<T>(param, itemPath);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / LIBRARY_PAGE_SIZE));
  const results = list.data?.results ?? [];
  return (
    <div className="library-results" aria-busy={list.state === 'loading' || undefined}>
      <OpenedItem item={opened.item} missing={opened.missing}>
        {(item, headingRef) => renderItem(item, { opened: true, headingRef, shown: [item] })}
      </OpenedItem>
      <ListStatus
        state={list.state}
        text={texts.count(list.data?.count ?? 0)}
        onRetry={list.retry}
      />
      {list.data && list.data.count === 0 ? <p className="box__empty">{texts.empty}</p> : null}
      <div className="library-list">
        {results
          .filter((item) => item.id !== opened.item?.id)
          .map((item) => (
            <Fragment key={item.id}>{renderItem(item, { shown: results })}</Fragment>
          ))}
      </div>
      <Pager
        label={texts.pager}
        page={list.page}
        pages={pages}
        onPage={(page) => {
          opened.close();
          list.goTo(page);
        }}
      />
    </div>
  );
}
