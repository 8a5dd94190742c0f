/**
 * The report's per-county table: a caption, a header per figure whose button sorts by it (again:
 * the other way; `aria-sort` tells which), the counties' rows and the totals in the footer.
 */
import { useMemo, useState } from 'react';
import { COUNTY_FIGURES, type CountyFigure, type Report } from '../../../lib/api/staff-reports.ts';
import { figureLabels, reports as t } from '../../../lib/messages-staff-reports.ts';

type SortKey = 'name' | CountyFigure;
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('ro');
export const formatCount = (n: number) => n.toLocaleString('ro-RO');

export function ReportTable({ report }: { report: Report }) {
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const { key } = sort;
    return [...report.counties].sort((a, b) =>
      key === 'name'
        ? sign * collator.compare(a.name, b.name)
        : sign * (a.figures[key] - b.figures[key]) || collator.compare(a.name, b.name),
    );
  }, [report, sort]);

  const sortBy = (key: SortKey) =>
    setSort((prev) =>
      prev.key === key
        ? { key, direction: prev.direction === 'ascending' ? 'descending' : 'ascending' }
        : // Numbers read best from the largest; names from A.
          { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );

  const header = (key: SortKey, label: string) => {
    const sorted = sort.key === key;
    return (
      <th key={key} scope="col" aria-sort={sorted ? sort.direction : undefined}>
        <button type="button" className="report-table__sort" onClick={() => sortBy(key)}>
          {label}
          <span aria-hidden="true" className="report-table__arrow">
            {sorted ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className="staff-list__scroll">
      <table className="data-table report-table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            {header('name', t.county)}
            {COUNTY_FIGURES.map((figure) => header(figure, figureLabels[figure]))}
          </tr>
        </thead>
        <tbody>
          {rows.map((county) => (
            <tr key={county.code}>
              <th scope="row" data-label={t.county}>
                {county.name}
              </th>
              {COUNTY_FIGURES.map((figure) => (
                <td key={figure} data-label={figureLabels[figure]}>
                  {formatCount(county.figures[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" data-label={t.county}>
              {t.total}
            </th>
            {COUNTY_FIGURES.map((figure) => (
              <td key={figure} data-label={figureLabels[figure]}>
                {formatCount(report.totals[figure])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
