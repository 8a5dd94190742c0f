/**
 * Attendance at rehearsals per county and nationally (GET /api/staff/reports/attendance/), for
 * the back office's report and a funder's question: how many children sang at rehearsals in a
 * county last month (distinct children present at least once), at how many rehearsals, with what
 * rate; and the same month by month. Over whole months, Bucharest.
 *
 * Summed from `attendance_months`, one row per choir and month counted by the one rule of
 * statuses.ts (migration 0035): the triggers note the months a write can change, and a report
 * first counts those again (a choir's month: its few rehearsals), so it reads a month's 2,402 rows
 * and their children, not its 350,000 marks. The sums are kept in the process beside the sequence
 * attendance_months_version, which a recount that changed something moves (kept.ts's keptAt).
 */
import { sql } from 'drizzle-orm';
import type { NationalCounty, NationalFigures } from '../../lib/api/attendance-figures.ts';
import { COUNTIES } from '../../lib/counties.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { rowsOf } from '../ops/catalog.ts';
import { type Kept, keptAt } from './kept.ts';
import { NO_COUNTS, type Period, statusesAt, tallyColumns, tallyOf } from './statuses.ts';

const REHEARSAL = 2;
/** Any number shared by every process: the key of the recounts' advisory lock. */
const RECOUNT_LOCK = 280_035;

/** The report of the period's whole months, kept while no month changes. */
export async function nationalFigures(db: Db, period: Period): Promise<Kept<NationalFigures>> {
  const months = wholeMonths(period);
  let [now] = await monthsState(db).execute();
  if (now?.stale) {
    await countStaleMonths(db);
    [now] = await monthsState(db).execute();
  }
  return keptAt(db, `national/${months.from}/${months.to}`, now?.version ?? '', () =>
    sumMonths(db, months),
  );
}

/** From the first day of `from`'s month to the last day of `to`'s. */
export function wholeMonths(period: { from: string; to: string }) {
  const [year = 0, month = 1] = period.to.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: `${period.from.slice(0, 7)}-01`, to: last };
}

// Prepared: read at every request of the report (db/prepared.ts).
const monthsState = perDatabase((db) =>
  db
    .select({
      version: sql<string>`last_value::text || ':' || is_called::text`,
      stale: sql<boolean>`exists (select 1 from attendance_months_stale)`,
    })
    .from(sql`attendance_months_version`)
    .prepare('attendance_months_state'),
);

/**
 * Counts the noted months again, in one statement under a lock that every process shares: a
 * report that waited for another's recount finds nothing left and reads the version it moved. A
 * month noted during the recount stays noted for the next one.
 */
export async function countStaleMonths(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECOUNT_LOCK})`);
    const statuses = statusesAt(sql`e.choir_id is not null and e.type = ${REHEARSAL}
      and exists (select 1 from pairs p where p.choir_id = e.choir_id
        and e.starts_at >= p.month::timestamp at time zone 'Europe/Bucharest'
        and e.starts_at < (p.month + interval '1 month')::timestamp at time zone 'Europe/Bucharest')`);
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`with pairs as (delete from attendance_months_stale returning choir_id, month),
        counted as (
          select s.choir_id, attendance_month(s.starts_at) as month,
            count(distinct s.event_id)::int as rehearsals, ${tallyColumns},
            coalesce(array_agg(distinct s.user_id) filter (where s.status = 'present'), '{}') as children
          from ${statuses} s group by 1, 2),
        gone as (delete from attendance_months a using pairs p
          where a.choir_id = p.choir_id and a.month = p.month
            and not exists (select 1 from counted c where c.choir_id = a.choir_id and c.month = a.month)),
        saved as (insert into attendance_months
            (choir_id, month, rehearsals, present, absent, excused, unmarked, children)
          select choir_id, month, rehearsals, present, absent, excused, unmarked, children from counted
          on conflict (choir_id, month) do update set rehearsals = excluded.rehearsals,
            present = excluded.present, absent = excluded.absent, excused = excluded.excused,
            unmarked = excluded.unmarked, children = excluded.children)
        select count(*)::int as n from pairs`,
    );
    const recounted = row?.n ?? 0;
    if (recounted > 0) await tx.execute(sql`select nextval('attendance_months_version')`);
    return recounted;
  });
}

type Sums = typeof NO_COUNTS & { children: number; rehearsals: number; choirs: number };
type Row = Sums & {
  county: string | null;
  month: string | null;
  by_county: boolean;
  by_month: boolean;
};
const present = (row: Sums | undefined) => {
  const r = row ?? { ...NO_COUNTS, children: 0, rehearsals: 0, choirs: 0 };
  return { children: r.children, rehearsals: r.rehearsals, choirs: r.choirs, ...tallyOf(r) };
};

/** The counties, the months and the total of the months' rows, in one statement (GROUPING SETS). */
async function sumMonths(db: Db, months: { from: string; to: string }): Promise<NationalFigures> {
  const sets = sql`grouping sets ((m.county), (m.month), ())`;
  const keys = sql`m.county, m.month, grouping(m.county) = 0 as by_county, grouping(m.month) = 0 as by_month`;
  const rows = await rowsOf<Row>(
    db,
    sql`with m as (
        select a.choir_id, a.rehearsals, a.present, a.absent, a.excused, a.unmarked, a.children,
          c.county, to_char(a.month, 'YYYY-MM-DD') as month
        from attendance_months a join choirs c on c.id = a.choir_id
        where a.month between ${months.from}::date and ${months.to}::date),
      sums as (select ${keys}, sum(m.rehearsals)::int as rehearsals,
          count(distinct m.choir_id)::int as choirs, sum(m.present)::int as present,
          sum(m.absent)::int as absent, sum(m.excused)::int as excused, sum(m.unmarked)::int as unmarked
        from m group by ${sets}),
      kids as (select ${keys}, count(distinct child)::int as children
        from m cross join unnest(m.children) as child group by ${sets})
      select s.*, coalesce(k.children, 0) as children from sums s left join kids k
        on k.by_county = s.by_county and k.by_month = s.by_month
          and k.county is not distinct from s.county and k.month is not distinct from s.month`,
  );
  const counties = new Map(rows.filter((r) => r.by_county).map((r) => [r.county, r]));
  const monthly = rows
    .filter((r) => r.by_month)
    .sort((a, b) => (a.month ?? '').localeCompare(b.month ?? ''));
  return {
    from: months.from,
    to: months.to,
    total: present(rows.find((r) => !r.by_county && !r.by_month)),
    counties: COUNTIES.map(
      (county): NationalCounty => ({ ...county, ...present(counties.get(county.code)) }),
    ).sort((a, b) => a.name.localeCompare(b.name, 'ro')),
    months: monthly.map((row) => ({ month: row.month ?? '', ...present(row) })),
  };
}
