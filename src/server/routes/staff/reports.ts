/**
 * The back office's report (issue #12): GET /api/staff/reports/ answers the programme's figures in
 * total and per county (src/server/staff/programme-report.ts); `?from=&to=` (YYYY-MM-DD, Bucharest
 * days, both included) narrow the sign-ups counted; `?format=csv|xlsx` exports the per-county
 * table with a last row of totals (recorded as every export).
 */
import { Hono } from 'hono';
import { COUNTY_FIGURES, type ReportCounty } from '../../../lib/api/staff-reports.ts';
import { figureLabels, reports } from '../../../lib/messages-staff-reports.ts';
import { reportQuerySchema } from '../../../lib/schemas/staff-reports.ts';
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

  return app;
}
