/**
 * A member's own attendance figures (GET /api/attendance/mine/figures/): at rehearsals and at
 * every event of the choirs they sing in, over a period, by the one rule of statuses.ts. Only the
 * member themself (or a parent acting for their child) reads them; never logged.
 */
import { sql } from 'drizzle-orm';
import type { OwnFigures } from '../../lib/api/attendance-figures.ts';
import type { Db } from '../db/client.ts';
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

const REHEARSAL = 2;

/** Kept while no figure changes (kept.ts). */
export const ownFigures = (db: Db, userId: number, period: Period): Promise<Kept<OwnFigures>> =>
  keptFigures(db, `own/${userId}/${period.from}/${period.to}`, () => countOwn(db, userId, period));

async function countOwn(db: Db, userId: number, period: Period): Promise<OwnFigures> {
  const rows = await rowsOf<typeof NO_COUNTS & { rehearsal: boolean }>(
    db,
    sql`select s.type = ${REHEARSAL} as rehearsal, ${tallyColumns}
      from ${statusesAt(sql`e.choir_id in (select choir_id from memberships
          where user_id = ${userId} and is_confirmed and not is_conductor)
        and ${startsWithin(period)}`)} s
      where s.user_id = ${userId}
      group by 1`,
  );
  const rehearsals = rows.find((row) => row.rehearsal) ?? NO_COUNTS;
  const all = rows.reduce((sum, row) => addCounts(sum, row), NO_COUNTS);
  return { from: period.from, to: period.to, rehearsals: tallyOf(rehearsals), all: tallyOf(all) };
}
