/** The query of the back office's report (GET /api/staff/reports/, issue #12). */
import type * as v from 'valibot';
import { reports } from '../messages-staff-reports.ts';
import { queryDayRange } from './query.ts';

/** `?from=&to=`: days as YYYY-MM-DD, in Bucharest's time, both included; either may be left out. */
export const reportQuerySchema = queryDayRange(reports.badRange);
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>;
