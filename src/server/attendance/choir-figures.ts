/**
 * A choir's attendance figures (GET /api/choir/{id}/attendance/figures/), for its conductors: over
 * a period, in total, week by week (Monday, Bucharest), per voice part and per approved singer,
 * by the one rule of statuses.ts. One pass over the choir's events of the period (its index
 * events_choir_starts_idx), whatever the length of its history; kept until a figure changes
 * (kept.ts). Never logged.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChoirFigures } from '../../lib/api/attendance-figures.ts';
import { choirFigures as t } from '../../lib/messages-attendance-figures.ts';
import type { Db } from '../db/client.ts';
import { libraryTerms, memberships, users } from '../db/schema.ts';
import { rowsOf } from '../ops/catalog.ts';
import { type Kept, keptFigures } from './kept.ts';
import {
  addCounts,
  NO_COUNTS,
  type Period,
  startsWithin,
  statusesAt,
  tallyColumns,
  tallyOf,
} from './statuses.ts';

type Counts = typeof NO_COUNTS;
const week = sql`to_char(date_trunc('week', s.starts_at at time zone 'Europe/Bucharest'), 'YYYY-MM-DD')`;

/** Kept while no figure changes (kept.ts). */
export const choirFigures = (
  db: Db,
  choirId: number,
  period: Period,
): Promise<Kept<ChoirFigures>> =>
  keptFigures(db, `choir/${choirId}/${period.from}/${period.to}`, () =>
    countChoir(db, choirId, period),
  );

async function countChoir(db: Db, choirId: number, period: Period): Promise<ChoirFigures> {
  const statuses = statusesAt(sql`e.choir_id = ${choirId} and ${startsWithin(period)}`);
  // One pass for the singers, the weeks and the total (GROUPING SETS).
  const rows = await rowsOf<
    Counts & {
      user_id: number | null;
      week: string | null;
      by_user: boolean;
      by_week: boolean;
      events: number;
    }
  >(
    db,
    sql`select s.user_id, ${week} as week, grouping(s.user_id) = 0 as by_user,
        grouping(${week}) = 0 as by_week, count(distinct s.event_id)::int as events, ${tallyColumns}
      from ${statuses} s group by grouping sets ((s.user_id), (${week}), ())`,
  );
  const total = rows.find((row) => !row.by_user && !row.by_week);
  const weeks = rows
    .filter((row) => row.by_week)
    .sort((a, b) => (a.week ?? '').localeCompare(b.week ?? ''));
  const byUser = new Map(rows.filter((row) => row.by_user).map((row) => [row.user_id, row]));
  const singers = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      voicePart: memberships.voicePart,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.choirId, choirId),
        sql`${memberships.isConfirmed}`,
        sql`not ${memberships.isConductor}`,
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id));

  const members = singers.map((singer) => ({
    user_id: singer.userId,
    name: `${singer.firstName} ${singer.lastName}`.trim(),
    voice_part: singer.voicePart,
    counts: byUser.get(singer.userId) ?? NO_COUNTS,
  }));
  return {
    from: period.from,
    to: period.to,
    events: total?.events ?? 0,
    total: tallyOf(total ?? NO_COUNTS),
    weeks: weeks.map((row) => ({ week: row.week ?? '', events: row.events, ...tallyOf(row) })),
    voice_parts: await partsOf(db, members),
    members: members.map(({ counts, ...member }) => ({ ...member, ...tallyOf(counts) })),
  };
}

/** The voice parts the singers have, in the library's order, then those without one. */
async function partsOf(db: Db, members: { voice_part: number | null; counts: Counts }[]) {
  const sums = new Map<number | null, Counts>();
  for (const m of members)
    sums.set(m.voice_part, addCounts(sums.get(m.voice_part) ?? NO_COUNTS, m.counts));
  if (sums.size === 0 || (sums.size === 1 && sums.has(null))) return [];
  const terms = await db
    .select({ id: libraryTerms.id, name: libraryTerms.name })
    .from(libraryTerms)
    .where(eq(libraryTerms.kind, 'voice'))
    .orderBy(asc(libraryTerms.position), asc(libraryTerms.id));
  const parts = terms.flatMap((term) => {
    const counts = sums.get(term.id);
    return counts ? [{ id: term.id, name: term.name, ...tallyOf(counts) }] : [];
  });
  const none = sums.get(null);
  return none ? [...parts, { id: null, name: t.noVoice, ...tallyOf(none) }] : parts;
}
