/**
 * Days as the back office's filters take them (`?from=&to=`, YYYY-MM-DD): Bucharest's days, both
 * included, whatever the server's zone (ARCHITECTURE: store UTC, show Europe/Bucharest).
 */
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

const ZONE = 'Europe/Bucharest';

/** Midnight in Bucharest starting the day `days` after `day` (a YYYY-MM-DD or a date SQL). */
export const bucharestMidnight = (day: string | SQL, days = 0) =>
  sql`((${day})::date + ${days}::int)::timestamp at time zone ${ZONE}`;

/** `column` within the days `from` to `to` (both included); no condition for a day left out. */
export const withinDays = (
  column: AnyColumn,
  { from, to }: { from?: string | null; to?: string | null },
): SQL | undefined =>
  and(
    from ? sql`${column} >= ${bucharestMidnight(from)}` : undefined,
    to ? sql`${column} < ${bucharestMidnight(to, 1)}` : undefined,
  );
