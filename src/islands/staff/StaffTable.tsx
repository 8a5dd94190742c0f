/**
 * A back-office list on screen: how many rows match, the table (a caption, a header per column;
 * on a phone each row reads as a card, ui.css), the empty and failed states, the pager, and the
 * export links, which carry the list's filters (`?format=csv|xlsx` on the list's own path).
 */
import type { MouseEvent, ReactNode } from 'react';
import { STAFF_PAGE_SIZE } from '../../lib/limits.ts';
import { staff } from '../../lib/messages-staff.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Pager } from '../../ui/Pager.tsx';
import type { StaffList } from './use-staff-list.ts';

export interface StaffColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

interface Props<T> {
  /** The list's name, e.g. 'Coruri': the table's caption. */
  label: string;
  list: StaffList<T>;
  columns: StaffColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The list's own address, whose `?format=` exports it: apiHref(staffPaths.choirs); no links without it. */
  exportHref?: string;
  /**
   * Opens a row clicked anywhere with the mouse (issue #23); the row's own link stays the way in
   * for the keyboard and screen readers. A click on a control, or ending a text selection, does not.
   */
  onRowClick?: (row: T) => void;
}

/** Whether a click on a row means "open it": not on a control inside, not a text selection. */
function opensRow(event: MouseEvent<HTMLTableRowElement>) {
  const target = event.target as Element;
  if (target.closest('a, button, input, select, textarea, label')) return false;
  return !window.getSelection()?.toString();
}

/** `href`: a path of src/lib/paths/ filled by apiHref, e.g. '/api/staff/people/members/'. */
export function ExportLinks({
  label,
  href: listHref,
  query,
}: {
  label: string;
  href: string;
  query: URLSearchParams;
}) {
  const href = (format: string) => {
    const params = new URLSearchParams(query);
    for (const paging of ['page', 'after', 'before']) params.delete(paging);
    params.set('format', format);
    return `${listHref}?${params}`;
  };
  return (
    <nav className="staff-export" aria-label={staff.exportLabel(label)}>
      <a className="button button--secondary button--small" href={href('csv')} download>
        {staff.exportCsv}
      </a>
      <a className="button button--secondary button--small" href={href('xlsx')} download>
        {staff.exportXlsx}
      </a>
    </nav>
  );
}

export function StaffTable<T>({ label, list, columns, rowKey, ...options }: Props<T>) {
  const { exportHref, onRowClick } = options;
  const { data, failed } = list;
  // A capped count does not say how many pages there are: the pager then shows 'Pagina N' and
  // goes on while the answer has a next page.
  const capped = data?.count_capped === true;
  const pages = !data
    ? 1
    : capped
      ? list.page + (data.next ? 1 : 0)
      : Math.max(1, Math.ceil(data.count / STAFF_PAGE_SIZE));
  return (
    <div className="staff-list">
      <div className="staff-list__bar">
        <p className="staff-list__count" aria-live="polite">
          {data ? (capped ? staff.countOver(data.count) : staff.count(data.count)) : null}
        </p>
        {exportHref ? <ExportLinks label={label} href={exportHref} query={list.query} /> : null}
      </div>
      {failed && !data ? (
        <LoadFailed message={staff.loadFailed} retry={staff.retry} onRetry={list.reload} />
      ) : null}
      {data && data.results.length === 0 ? (
        <p className="staff-list__empty">{staff.empty}</p>
      ) : null}
      {data && data.results.length > 0 ? (
        // A wide table scrolls sideways in its own region, which a keyboard can reach and scroll.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
        <section className="staff-list__scroll" aria-label={label} tabIndex={0}>
          <table className="data-table staff-table">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.results.map((row) => (
                // The row's link is the keyboard's way in: the click is a larger target for the mouse.
                <tr
                  key={rowKey(row)}
                  className={onRowClick ? 'staff-table__row--opens' : undefined}
                  onClick={onRowClick ? (event) => opensRow(event) && onRowClick(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.label}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <Pager
        label={staff.pagesOf(label)}
        page={list.page}
        pages={pages}
        knownPages={!capped}
        onPage={list.setPage}
      />
    </div>
  );
}
