/** The back office's report (GET /api/staff/reports/): the programme's figures, in total and per county. */
import * as v from 'valibot';

/** The figures counted per county (the table's columns, the map's choices, the export's columns). */
export const COUNTY_FIGURES = [
  'confirmed_choirs',
  'waiting_choirs',
  'members',
  'people',
  'conductors',
  'accounts',
  'campaign',
] as const;
export type CountyFigure = (typeof COUNTY_FIGURES)[number];

/** The sign-up forms without a county: counted in total only. */
export const TOTAL_ONLY_FIGURES = [
  'auditions',
  'questionnaire',
  'workshops',
  'consents_valid',
] as const;
export type Figure = CountyFigure | (typeof TOTAL_ONLY_FIGURES)[number];
export const FIGURES: readonly Figure[] = [...COUNTY_FIGURES, ...TOTAL_ONLY_FIGURES];

/** The figures a date range applies to (the others are the state of today). */
export const DATED_FIGURES: readonly Figure[] = [
  'campaign',
  'auditions',
  'questionnaire',
  'workshops',
  'consents_valid',
];

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
