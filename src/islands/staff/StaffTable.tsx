/**
 * A back-office list on screen: how many rows match, the table (a caption, a header per column;
 * on a phone each row reads as a card, ui.css), the empty and failed states, the pager, and the
 * export links, which carry the list's filters (`?format=csv|xlsx` on the list's own path).
 */
import type { ReactNode } from 'react';
import { STAFF_PAGE_SIZE, staff } from '../../lib/staff/common.ts';
import { Button } from '../../ui/Button.tsx';
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
  /** The API path of the list's export (e.g. 'staff/choirs/'); no links without it. */
  exportPath?: string;
}

export function ExportLinks({
  label,
  path,
  query,
}: {
  label: string;
  path: string;
  query: URLSearchParams;
}) {
  const href = (format: string) => {
    const params = new URLSearchParams(query);
    params.delete('page');
    params.set('format', format);
    return `/api/${path}?${params}`;
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

export function StaffTable<T>({ label, list, columns, rowKey, exportPath }: Props<T>) {
  const { data, failed } = list;
  const pages = data ? Math.max(1, Math.ceil(data.count / STAFF_PAGE_SIZE)) : 1;
  return (
    <div className="staff-list">
      <div className="staff-list__bar">
        <p className="staff-list__count" aria-live="polite">
          {data ? staff.count(data.count) : null}
        </p>
        {exportPath ? <ExportLinks label={label} path={exportPath} query={list.query} /> : null}
      </div>
      {failed && !data ? (
        <div className="staff-list__failed" role="alert">
          <p>{staff.loadFailed}</p>
          <Button variant="secondary" onPress={list.reload}>
            {staff.retry}
          </Button>
        </div>
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
                <tr key={rowKey(row)}>
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
      <Pager label={staff.pagesOf(label)} page={list.page} pages={pages} onPage={list.setPage} />
    </div>
  );
}
