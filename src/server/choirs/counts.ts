/**
 * The counts of GET /api/choir/'s filtered lists, kept per database beside the version of the
 * choir list they were counted at. The version (db/schema.ts `choirListVersion`) is bumped by a
 * trigger in the same transaction as any change of a choir's name, city or county, whichever
 * process makes it, and each page is read together with it: a kept count is reused only while
 * nothing it counted has changed, so answers stay exact.
 *
 * Why: the member typing in the selection modal asks the same few counts again and again, and
 * counting what matches "cor" reads every choir (2,402: about 1 ms on PGlite, twice the whole
 * health check), while the page itself stops after 10 rows.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { choirListVersion, choirs } from '../db/schema.ts';

/** Filters kept per database; the least recently used go first. */
const MAX_KEPT = 1000;

/** The list's version, as a column of a query on choirs. */
export const listVersion = sql<number>`(select ${choirListVersion.version} from ${choirListVersion} where ${choirListVersion.id} = 1)`;

interface Kept {
  version: number;
  count: number;
}
const kept = new WeakMap<Db, Map<string, Kept>>();

function keptOf(db: Db): Map<string, Kept> {
  let map = kept.get(db);
  if (!map) {
    map = new Map();
    kept.set(db, map);
  }
  return map;
}

/** The last count kept for these filters, whatever its version: a hint for the query plan only. */
export function lastCount(db: Db, filters: readonly string[]): number | undefined {
  return kept.get(db)?.get(JSON.stringify(filters))?.count;
}

/**
 * The number of choirs matching `where`, known to be at `version` (read with the page): the kept
 * count when it was counted at that version, else counted now.
 */
export async function countOf(
  db: Db,
  filters: readonly string[],
  where: SQL | undefined,
  version: number,
): Promise<number> {
  const map = keptOf(db);
  const key = JSON.stringify(filters);
  const known = map.get(key);
  map.delete(key);
  if (known?.version === version) {
    map.set(key, known);
    return known.count;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, version: listVersion })
    .from(choirs)
    .where(where);
  const counted = row?.count ?? 0;
  keepCount(db, filters, row?.version ?? -1, counted);
  return counted;
}

/** Keeps a count known otherwise (the last page tells it); version -1 when unknown (a hint only). */
export function keepCount(db: Db, filters: readonly string[], version: number, count: number) {
  const map = keptOf(db);
  const key = JSON.stringify(filters);
  map.delete(key);
  map.set(key, { version, count });
  if (map.size > MAX_KEPT) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
