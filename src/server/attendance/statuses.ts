/**
 * The one rule of attendance figures (issue #28, docs/decisions.md "Attendance figures"): an
 * event counts once its attendance was taken (at least one stored mark); there each of the
 * choir's approved singers (conductors apart, as on the list) is what the conductor marked, else
 * the list's pre-mark from their answer (Particip: present; Nu particip, as a planned absence
 * answers: excused; no answer from a member counted present by default: present, as
 * attendance/list.ts), else unmarked, which the rate leaves out. Events nobody marked count
 * nowhere: the conductor did not take attendance there. Also the period of a figures request.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tally } from '../../lib/api/attendance-figures.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import { ATTENDANCE_FIGURES_DEFAULT_DAYS } from '../../lib/limits.ts';
import type { FiguresPeriodQuery } from '../../lib/schemas/attendance-figures.ts';
import { addDays, nextDay, startOfDay } from '../events/time.ts';

/** Rows (event_id, choir_id, type, starts_at, user_id, voice_part, status) of the events `where` picks (alias e). */
export const statusesAt = (where: SQL) => sql`(
  select e.id as event_id, e.choir_id, e.type, e.starts_at, m.user_id, m.voice_part,
    coalesce(a.status, case
      when ans.answer = 'yes' or (ans.answer is null and u.counted_present) then 'present'
      when ans.answer = 'no' then 'excused' end) as status
  from events e
  join memberships m on m.choir_id = e.choir_id and m.is_confirmed and not m.is_conductor
  join users u on u.id = m.user_id
  left join attendance a on a.event_id = e.id and a.user_id = m.user_id
  left join event_answers ans on ans.event_id = e.id and ans.user_id = m.user_id
  where ${where} and exists (select 1 from attendance x where x.event_id = e.id)
)`;

/** The events (alias e) that start within the period. */
export const startsWithin = (period: Period) =>
  sql`e.starts_at >= ${period.start.toISOString()}::timestamptz
    and e.starts_at < ${period.end.toISOString()}::timestamptz`;

/** The tally's columns over rows of statusesAt aliased s. */
export const tallyColumns = sql`
  count(*) filter (where s.status = 'present')::int as present,
  count(*) filter (where s.status = 'absent')::int as absent,
  count(*) filter (where s.status = 'excused')::int as excused,
  count(*) filter (where s.status is null)::int as unmarked`;

type Counts = Omit<Tally, 'rate'>;
export const NO_COUNTS: Counts = { present: 0, absent: 0, excused: 0, unmarked: 0 };

/** The counts with their rate: present of the marked, in percent with one decimal. */
export function tallyOf(counts: Counts): Tally {
  const marked = counts.present + counts.absent + counts.excused;
  const rate = marked === 0 ? null : Math.round((counts.present / marked) * 1000) / 10;
  return {
    present: counts.present,
    absent: counts.absent,
    excused: counts.excused,
    unmarked: counts.unmarked,
    rate,
  };
}

/** Adds counts (a voice part's members). */
export const addCounts = (a: Counts, b: Counts): Counts => ({
  present: a.present + b.present,
  absent: a.absent + b.absent,
  excused: a.excused + b.excused,
  unmarked: a.unmarked + b.unmarked,
});

export interface Period {
  from: string;
  to: string;
  /** The first moment of `from` and of the day after `to`, in Bucharest. */
  start: Date;
  end: Date;
}

/** The days asked, filled in: `to` today, `from` ATTENDANCE_FIGURES_DEFAULT_DAYS before it. */
export function periodOf(query: FiguresPeriodQuery, fallback = lastDays()): Period {
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from =
    query.from ?? (query.to ? addDays(to, 1 - ATTENDANCE_FIGURES_DEFAULT_DAYS) : fallback.from);
  return { from, to, start: dayStart(from), end: dayStart(nextDay(to)) };
}

/** startOfDay, remembered: every request of a figure asks for the same few days. */
const starts = new Map<string, Date>();
function dayStart(day: string): Date {
  const known = starts.get(day);
  if (known) return known;
  if (starts.size >= 1000) starts.clear();
  const start = startOfDay(day);
  starts.set(day, start);
  return start;
}

function lastDays() {
  const to = todayInBucharest();
  return { from: addDays(to, 1 - ATTENDANCE_FIGURES_DEFAULT_DAYS), to };
}

/** The month before today's, Bucharest: the back office's default (a funder's monthly figure). */
export function lastMonth() {
  const [year = 0, month = 1] = todayInBucharest().split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
