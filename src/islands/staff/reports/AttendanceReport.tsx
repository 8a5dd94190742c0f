/**
 * Rapoarte's attendance at rehearsals (issue #28), for a funder's question: how many children sang
 * at rehearsals in a county in a period (last month until another is chosen). The national
 * figures, the plot month by month (with its table), the county map coloured by the attendance
 * rate, the per-county table that is the map's accessible alternative, and its CSV/XLSX export.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { NationalFigures } from '../../../lib/api/attendance-figures.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { formatDate, formatMonth } from '../../../lib/dates.ts';
import { figures as m, nationalFigures as t } from '../../../lib/messages-attendance-figures.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { type PeriodDays, PeriodForm, periodQuery } from '../../members/attendance/PeriodForm.tsx';
import { RatePlot } from '../../members/attendance/RatePlot.tsx';
import { levelOf, rangeLabel, scaleFor } from '../../public/choir-map-scale.ts';
import { ExportLinks } from '../StaffTable.tsx';
import { formatCount } from './ReportTable.tsx';

const ReportMapLeaflet = lazy(() => import('./ReportMapLeaflet.tsx'));
const RATE_SCALE = scaleFor(100);
const NUMBERS = ['children', 'rehearsals', 'choirs', 'present', 'absent', 'excused'] as const;
const label = (key: (typeof NUMBERS)[number]) =>
  key === 'children' || key === 'rehearsals' || key === 'choirs' ? t[key] : m[key];

function CountyTable({ report }: { report: NationalFigures }) {
  const rows = [...report.counties, { code: '', name: t.total, ...report.total }];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
    <section className="staff-list__scroll" tabIndex={0} aria-label={t.tableCaption}>
      <table className="data-table report-table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.county}</th>
            {NUMBERS.map((key) => (
              <th key={key} scope="col">
                {label(key)}
              </th>
            ))}
            <th scope="col">{m.rate}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code || 'total'}>
              <th scope="row" data-label={t.county}>
                {row.name}
              </th>
              {NUMBERS.map((key) => (
                <td key={key} data-label={label(key)}>
                  {formatCount(row[key])}
                </td>
              ))}
              <td data-label={m.rate}>{m.rateOf(row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RateMap({ report }: { report: NationalFigures }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const counties = useMemo(
    () =>
      new Map(
        report.counties.map((c) => {
          const value = Math.round(c.rate ?? 0);
          return [c.code, { name: c.name, value, level: levelOf(value, RATE_SCALE) }];
        }),
      ),
    [report],
  );
  return (
    <div className="attendance-map county-map">
      <p className="county-map__note">{t.mapNote}</p>
      <div className="county-map__canvas" aria-hidden="true">
        {inBrowser ? (
          <Suspense fallback={null}>
            <ReportMapLeaflet counties={counties} figureLabel={t.legend} />
          </Suspense>
        ) : null}
      </div>
      <div className="county-map__legend" aria-hidden="true">
        <span className="county-map__legend-title">{t.legend}</span>
        <ul>
          {RATE_SCALE.map((c) => (
            <li key={c.level}>
              <span className={`county-map__swatch county-map__level-${c.level}`} />
              {rangeLabel(c)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function AttendanceReport() {
  const [period, setPeriod] = useState<PeriodDays | null>(null);
  const path = `${apiPath(staffPaths.attendanceReport)}${periodQuery(period)}`;
  const { data: report, failed, reload } = useCachedGet<NationalFigures>(path);
  const shown = report ? { from: report.from, to: report.to } : null;
  return (
    <section aria-labelledby="report-attendance">
      <h2 id="report-attendance">{t.heading}</h2>
      <p>{t.intro}</p>
      <PeriodForm period={shown} onApply={setPeriod} />
      {!report ? (
        failed ? (
          <LoadFailed message={m.loadFailed} retry={m.retry} onRetry={reload} />
        ) : (
          <p aria-live="polite">{m.loading}</p>
        )
      ) : (
        <>
          <p className="report-note" aria-live="polite">
            {m.periodOf(formatDate(report.from), formatDate(report.to))}
          </p>
          <ul className="report-figures">
            <li className="report-figure">
              <span className="report-figure__number">{formatCount(report.total.children)}</span>
              <span className="report-figure__label">{t.children}</span>
              <span className="report-figure__hint">{t.childrenHint}</span>
            </li>
            <li className="report-figure">
              <span className="report-figure__number">{m.rateOf(report.total.rate)}</span>
              <span className="report-figure__label">{m.rate}</span>
              <span className="report-figure__hint">{m.rule}</span>
            </li>
          </ul>
          <RatePlot
            title={t.monthly}
            points={report.months.map((month) => ({
              ...month,
              day: month.month,
              label: formatMonth(new Date(`${month.month}T12:00:00Z`)),
            }))}
          />
          <RateMap report={report} />
          <div className="staff-list__bar">
            <h3 className="report-export__heading">{t.exportHeading}</h3>
            <ExportLinks
              label={t.exportList}
              href={apiHref(staffPaths.attendanceReport)}
              query={new URLSearchParams({ from: report.from, to: report.to })}
            />
          </div>
          <CountyTable report={report} />
        </>
      )}
    </section>
  );
}
