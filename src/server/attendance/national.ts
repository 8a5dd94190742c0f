/**
 * Attendance at rehearsals per county and nationally (GET /api/staff/reports/attendance/), for
 * the back office's report and a funder's question: how many children sang at rehearsals in a
 * county last month (distinct children present at least once), at how many rehearsals, with what
 * rate; and the same month by month. Counted from the marks by the one rule of statuses.ts, over
 * the period's rehearsals only (index events_choir_rehearsals_starts_idx).
 *
 * At national scale a count reads every mark of the period (a month: about 350,000, in one pass
 * with GROUPING SETS), so the answer is kept until a figure changes (kept.ts).
 */
import { sql } from 'drizzle-orm';
import type { NationalCounty, NationalFigures } from '../../lib/api/attendance-figures.ts';
import { COUNTIES } from '../../lib/counties.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../ops/catalog.ts';
import { type Kept, keptFigures } from './kept.ts';
import {
  NO_COUNTS,
  type Period,
  startsWithin,
  statusesAt,
  tallyColumns,
  tallyOf,
} from './statuses.ts';

const REHEARSAL = 2;

type Row = typeof NO_COUNTS & { children: number; rehearsals: number; choirs: number };
const rowColumns = sql`count(distinct s.user_id) filter (where s.status = 'present')::int as children,
  count(distinct s.event_id)::int as rehearsals, count(distinct s.choir_id)::int as choirs,
  ${tallyColumns}`;
const present = (row: Row | undefined) => {
  const r = row ?? { ...NO_COUNTS, children: 0, rehearsals: 0, choirs: 0 };
  return { children: r.children, rehearsals: r.rehearsals, choirs: r.choirs, ...tallyOf(r) };
};

const month = sql`to_char(date_trunc('month', s.starts_at at time zone 'Europe/Bucharest'), 'YYYY-MM-DD')`;

async function countNational(db: Db, period: Period): Promise<NationalFigures> {
  const statuses = statusesAt(
    sql`e.choir_id is not null and e.type = ${REHEARSAL} and ${startsWithin(period)}`,
  );
  // One pass over the marks for the counties, the months and the total (GROUPING SETS).
  const rows = await rowsOf<
    Row & { county: string | null; month: string | null; by_county: boolean; by_month: boolean }
  >(
    db,
    sql`select c.county, ${month} as month,
        grouping(c.county) = 0 as by_county, grouping(${month}) = 0 as by_month, ${rowColumns}
      from ${statuses} s join choirs c on c.id = s.choir_id
      group by grouping sets ((c.county), (${month}), ())`,
  );
  const byCounty = rows.filter((r) => r.by_county);
  const months = rows
    .filter((r) => r.by_month)
    .sort((a, b) => (a.month ?? '').localeCompare(b.month ?? ''));
  const counties = new Map(byCounty.map((r) => [r.county, r]));
  return {
    from: period.from,
    to: period.to,
    total: present(rows.find((r) => !r.by_county && !r.by_month)),
    counties: COUNTIES.map(
      (county): NationalCounty => ({ ...county, ...present(counties.get(county.code)) }),
    ).sort((a, b) => a.name.localeCompare(b.name, 'ro')),
    months: months.map((row) => ({ month: row.month ?? '', ...present(row) })),
  };
}

/** The report of the period: kept while no figure changes (kept.ts). */
export const nationalFigures = (db: Db, period: Period): Promise<Kept<NationalFigures>> =>
  keptFigures(db, `national/${period.from}/${period.to}`, () => countNational(db, period));
