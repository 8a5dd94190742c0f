/**
 * Fixed-window rate limiting kept in the database, so every server process behind a load
 * balancer counts the same attempts. One upsert per attempt.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export const DAY_SECONDS = 86_400;
/** No limiter counts over a longer window: the housekeeping deletes older counts. */
export const LONGEST_WINDOW_SECONDS = DAY_SECONDS;

/** Counts one attempt for `key`; returns the seconds to wait when over `max`, else 0. */
export async function hit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<number> {
  if (windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`window too long for ${key}`);
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} + ${window} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} + ${window} <= now() then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  const row = rows[0];
  return row && row.count > max ? Math.max(1, Number(row.retryAfter)) : 0;
}

/** The counts of `keys` in their current window (0 for a key without one), in the same order. */
export async function counts(db: Db, keys: string[], windowSeconds: number): Promise<number[]> {
  const window = sql.raw(`interval '${Math.floor(windowSeconds)} seconds'`);
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), sql`${rateLimits.windowStart} + ${window} > now()`));
  return keys.map((key) => rows.find((row) => row.key === key)?.count ?? 0);
}

/** Forgets the count of `key`. */
export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
