/**
 * Rapoarte (issue #12): the programme's figures of today, in total (figures with what each
 * counts) and per county (a map coloured by a chosen figure, and the sortable table that is its
 * accessible alternative, exported as CSV or XLSX). The period (`?from=&to=` in the page's
 * address, checked by the API's own schema) narrows the sign-ups counted. Attendance at rehearsals
 * has its own period and section (AttendanceReport).
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import {
  DATED_FIGURES,
  FIGURES,
  type Figure,
  type Report,
} from '../../../lib/api/staff-reports.ts';
import { apiHref, apiPath } from '../../../lib/api-path.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { figureHints, figureLabels, reports as t } from '../../../lib/messages-staff-reports.ts';
import { staffPaths } from '../../../lib/paths/staff.ts';
import { type FieldErrors, toFieldErrors } from '../../../lib/schemas/errors.ts';
import { reportQuerySchema } from '../../../lib/schemas/staff-reports.ts';
import { Button } from '../../../ui/Button.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { ExportLinks } from '../StaffTable.tsx';
import { AttendanceReport } from './AttendanceReport.tsx';
import { ReportMap } from './ReportMap.tsx';
import { formatCount, ReportTable } from './ReportTable.tsx';
import './reports.css';

const PERIOD = ['from', 'to'] as const;

function periodOfAddress() {
  const params = new URLSearchParams(location.search);
  const period = new URLSearchParams();
  for (const name of PERIOD) {
    const value = params.get(name);
    if (value) period.set(name, value);
  }
  return period;
}

function Figures({ report, figures }: { report: Report; figures: readonly Figure[] }) {
  return (
    <ul className="report-figures">
      {figures.map((figure) => (
        <li key={figure} className="report-figure">
          <span className="report-figure__number">{formatCount(report.totals[figure])}</span>
          <span className="report-figure__label">{figureLabels[figure]}</span>
          <span className="report-figure__hint">{figureHints[figure]}</span>
        </li>
      ))}
    </ul>
  );
}

export default function ReportsPage() {
  const [period, setPeriod] = useState(periodOfAddress);
  const [draft, setDraft] = useState({
    from: period.get('from') ?? '',
    to: period.get('to') ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const search = period.toString();
  const {
    data: report,
    failed,
    reload,
  } = useCachedGet<Report>(`${apiPath(staffPaths.reports)}${search ? `?${search}` : ''}`);

  useEffect(() => {
    const update = () => {
      const next = periodOfAddress();
      setPeriod(next);
      setDraft({ from: next.get('from') ?? '', to: next.get('to') ?? '' });
    };
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);

  const apply = (from: string, to: string) => {
    const result = v.safeParse(reportQuerySchema, { from: from || undefined, to: to || undefined });
    if (!result.success) {
      setErrors(toFieldErrors(result.issues));
      return;
    }
    setErrors({});
    const next = new URLSearchParams();
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    const query = next.toString();
    history.pushState(history.state, '', query ? `?${query}` : location.pathname);
    setPeriod(next);
  };

  if (!report) {
    return failed ? (
      <LoadFailed message={t.loadFailed} retry={staff.retry} onRetry={reload} />
    ) : (
      <p aria-live="polite">{t.loading}</p>
    );
  }

  const from = period.get('from') ?? undefined;
  const to = period.get('to') ?? undefined;
  return (
    <div className="reports">
      <p>{t.intro}</p>

      <section aria-labelledby="report-totals">
        <h2 id="report-totals">{t.totalsHeading}</h2>
        <Figures report={report} figures={FIGURES.filter((f) => !DATED_FIGURES.includes(f))} />
        <p className="report-note">{t.totalsNote}</p>
      </section>

      <section aria-labelledby="report-signups">
        <h2 id="report-signups">{t.signupsHeading}</h2>
        <form
          className="staff-filters report-period"
          aria-label={t.period}
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft.from, draft.to);
          }}
        >
          <DatePicker
            label={t.from}
            name="from"
            value={draft.from}
            onChange={(value) => setDraft((d) => ({ ...d, from: value }))}
            errors={errors.from ?? []}
          />
          <DatePicker
            label={t.to}
            name="to"
            value={draft.to}
            onChange={(value) => setDraft((d) => ({ ...d, to: value }))}
            errors={errors.to ?? []}
          />
          <div className="staff-actions">
            <Button type="submit">{t.apply}</Button>
            {from || to ? (
              <Button
                variant="secondary"
                onPress={() => {
                  setDraft({ from: '', to: '' });
                  apply('', '');
                }}
              >
                {t.clearPeriod}
              </Button>
            ) : null}
          </div>
        </form>
        <p className="report-note" aria-live="polite">
          {from || to ? t.periodOf(from, to) : t.periodAll}
        </p>
        <Figures report={report} figures={DATED_FIGURES} />
      </section>

      <section aria-labelledby="report-counties">
        <h2 id="report-counties">{t.countiesHeading}</h2>
        <ReportMap report={report} />
        <div className="staff-list__bar">
          <h3 className="report-export__heading">{t.exportHeading}</h3>
          <ExportLinks label={t.exportList} href={apiHref(staffPaths.reports)} query={period} />
        </div>
        <ReportTable report={report} />
      </section>

      <AttendanceReport />
    </div>
  );
}
