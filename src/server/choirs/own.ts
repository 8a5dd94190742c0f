/**
 * The user's own choirs, by name, as GET /api/account/choirs/ lists them: the order in which the
 * members pages choose one when no choice is kept (pickChoir, src/lib/choir-choice.ts), so the
 * dashboard's first summary (GET /api/dashboard/summary) picks the choir the pages will show.
 */
import { eq, sql } from 'drizzle-orm';
import type { ListedChoir } from '../../lib/api/choirs.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { choirs, memberships } from '../db/schema.ts';
import { toListed } from './list.ts';
import { listedColumns } from './page.ts';

const ownChoirsQuery = perDatabase((db) =>
  db
    .select({ ...listedColumns, userIsConfirmed: memberships.isConfirmed })
    .from(memberships)
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(choirs.name, choirs.id)
    .prepare('account_choirs'),
);

export async function ownChoirs(db: Db, userId: number): Promise<ListedChoir[]> {
  const rows = await ownChoirsQuery(db).execute({ userId });
  // The shape of every choir list, so join_choir's answer can stand in for an item of it.
  return rows.map((row) => toListed(row, { isConfirmed: row.userIsConfirmed }));
}
