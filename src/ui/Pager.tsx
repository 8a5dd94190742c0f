/**
 * Previous page / 'Pagina X din Y' / next page, under a paged list (nothing for a single page).
 * When the pressed button becomes disabled (the first or the last page), the focus moves to the
 * other one, so a keyboard user is not dropped to the top of the page.
 */
import { useRef } from 'react';
import { common } from '../lib/messages.ts';
import { Button } from './Button.tsx';

export interface PagerProps {
  /** What the navigation pages, e.g. 'Paginile listei de coruri'. */
  label: string;
  page: number;
  pages: number;
  /** false: `pages` is only as far as the list is known to go; shows 'Pagina X' alone. */
  knownPages?: boolean;
  onPage: (page: number) => void;
}

export function Pager({ label, page, pages, knownPages = true, onPage }: PagerProps) {
  const ref = useRef<HTMLElement>(null);
  if (pages <= 1) return null;

  function goTo(next: number) {
    onPage(next);
    const edge = next === 1 ? 'next' : next === pages ? 'previous' : null;
    if (edge)
      setTimeout(() => ref.current?.querySelector<HTMLElement>(`[data-page="${edge}"]`)?.focus());
  }

  return (
    <nav ref={ref} className="pager" aria-label={label}>
      <Button
        variant="secondary"
        className="button--small"
        data-page="previous"
        isDisabled={page <= 1}
        onPress={() => goTo(page - 1)}
      >
        {common.previousPage}
      </Button>
      <span>{knownPages ? common.pageOf(page, pages) : common.page(page)}</span>
      <Button
        variant="secondary"
        className="button--small"
        data-page="next"
        isDisabled={page >= pages}
        onPress={() => goTo(page + 1)}
      >
        {common.nextPage}
      </Button>
    </nav>
  );
}
