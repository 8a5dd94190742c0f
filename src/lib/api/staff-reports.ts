/** The back office's report (GET /api/staff/reports/): the programme's figures, in total and per county. */
import * as v from 'valibot';
import { COUNTY_FIGURES, type CountyFigure, FIGURES, type Figure } from '../staff/reports.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const figures = <K extends string>(keys: readonly K[]) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, count])) as Record<K, typeof count>);

export const reportCountySchema = v.strictObject({
  /** The county's code, e.g. 'IS' (src/lib/counties.ts, public/geo/ro-counties.geojson). */
  code: v.string(),
  name: v.string(),
  figures: figures<CountyFigure>(COUNTY_FIGURES),
});
export type ReportCounty = v.InferOutput<typeof reportCountySchema>;

export const reportSchema = v.strictObject({
  /** The days of the sign-ups counted (YYYY-MM-DD, both included), null when open. */
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  totals: figures<Figure>(FIGURES),
  /** All 42 counties, by name. */
  counties: v.array(reportCountySchema),
});
export type Report = v.InferOutput<typeof reportSchema>;
