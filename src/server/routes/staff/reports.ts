/**
 * The back office's report (issue #12): GET /api/staff/reports/ answers the programme's figures in
 * total and per county (src/server/staff/programme-report.ts); `?from=&to=` (YYYY-MM-DD, Bucharest
 * days, both included) narrow the sign-ups counted; `?format=csv|xlsx` exports the per-county
 * table with a last row of totals (recorded as every export). GET /api/staff/reports/attendance/
 * answers attendance at rehearsals per county and nationally (issue #28, attendance/national.ts),
 * exported the same way for funders.
 */
import { Hono } from 'hono';
import { type NationalCounty, TALLY_KEYS } from '../../../lib/api/attendance-figures.ts';
import { COUNTY_FIGURES, type ReportCounty } from '../../../lib/api/staff-reports.ts';
import { figures, nationalFigures as national } from '../../../lib/messages-attendance-figures.ts';
import { figureLabels, reports } from '../../../lib/messages-staff-reports.ts';
import { figuresPeriodSchema } from '../../../lib/schemas/attendance-figures.ts';
import { reportQuerySchema } from '../../../lib/schemas/staff-reports.ts';
import { JSON_TYPE } from '../../attendance/kept.ts';
import { nationalFigures } from '../../attendance/national.ts';
import { lastMonth, periodOf } from '../../attendance/statuses.ts';
import type { AppEnv } from '../../auth.ts';
import type { AppDeps } from '../../deps.ts';
import { parseQuery } from '../../http.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { exportFormatOf, sendExport } from '../../staff/export.ts';
import { programmeReport } from '../../staff/programme-report.ts';

export function staffReportRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.reports, async (c) => {
    const query = parseQuery(c, reportQuerySchema);
    const format = exportFormatOf(c);
    const report = await programmeReport(db, query);
    if (!format) return c.json(report);

    const totalRow: ReportCounty = { code: '', name: reports.total, figures: report.totals };
    return sendExport(c, db, format, {
      list: reports.exportList,
      fileName: reports.exportFile,
      filters: { from: query.from, to: query.to },
      rows: (async function* () {
        yield* report.counties;
        yield totalRow;
      })(),
      columns: [
        { label: reports.code, value: (row) => row.code },
        { label: reports.county, value: (row) => row.name },
        ...COUNTY_FIGURES.map((figure) => ({
          label: figureLabels[figure],
          value: (row: ReportCounty) => row.figures[figure],
        })),
      ],
    });
  });

  route(app, ops.attendanceReport, async (c) => {
    const period = periodOf(parseQuery(c, figuresPeriodSchema), lastMonth());
    const format = exportFormatOf(c);
    const kept = await nationalFigures(db, period);
    if (!format) return c.body(kept.json, 200, JSON_TYPE);
    const report = kept.value;

    const totalRow: NationalCounty = { code: '', name: national.total, ...report.total };
    return sendExport(c, db, format, {
      list: national.exportList,
      fileName: `${national.exportFile}-${report.from}-${report.to}`,
      filters: { from: report.from, to: report.to },
      rows: (async function* () {
        yield* report.counties;
        yield totalRow;
      })(),
      columns: [
        { label: national.code, value: (row) => row.code },
        { label: national.county, value: (row) => row.name },
        { label: national.children, value: (row) => row.children },
        { label: national.rehearsals, value: (row) => row.rehearsals },
        { label: national.choirs, value: (row) => row.choirs },
        ...TALLY_KEYS.map((key) => ({
          label: figures[key],
          value: (row: NationalCounty) => row[key],
        })),
        { label: figures.rate, value: (row) => row.rate ?? '' },
      ],
    });
  });

  return app;
}
