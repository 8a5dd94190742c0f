/**
 * Attendance figures kept in each server process (issue #28): an answer is counted once and kept
 * beside the value of the sequence attendance_figures_version, which every write that can change a
 * figure moves (migration 0034: marks, answers to started events, events, memberships, a choir's
 * county). A request then costs one read of the sequence (shared by concurrent requests) until
 * something changes; the answer is counted again after any change anywhere, so it is never stale,
 * only sometimes recounted. Several servers on one PostgreSQL each keep their own. At most KEPT
 * answers per database, the least recently used dropped first (a choir's figures are a few KB:
 * about 10 MB at most). The national report keeps its sums beside its own version (national.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';

const KEPT = 2000;

// Prepared: read at every request of a figure (db/prepared.ts).
const versionQuery = perDatabase((db) =>
  db
    .select({ version: sql<string>`last_value::text || ':' || is_called::text` })
    .from(sql`attendance_figures_version`)
    .prepare('attendance_figures_version'),
);
/** An answer and its JSON text, made once: a kept answer is sent without serialising it again. */
export interface Kept<T> {
  value: T;
  json: string;
}
const kept = new WeakMap<Db, Map<string, Kept<unknown> & { version: string }>>();

/**
 * The sequence's value. Requests that come while a read is on its way share it (one read for the
 * fifty requests of a busy moment, not fifty): an answer is then at most that read's few
 * milliseconds older than the request, never older than a write the caller saw answered.
 */
const reading = new WeakMap<Db, Promise<string>>();
function currentVersion(db: Db): Promise<string> {
  const shared = reading.get(db);
  if (shared) return shared;
  const read = versionQuery(db)
    .execute()
    .then(([row]) => row?.version ?? '')
    .finally(() => reading.delete(db));
  reading.set(db, read);
  return read;
}

/** The answer kept under `key` while no figure changed, else `count()`'s, kept. */
export async function keptFigures<T>(
  db: Db,
  key: string,
  count: () => Promise<T>,
): Promise<Kept<T>> {
  return keptAt(db, key, await currentVersion(db), count);
}

/**
 * The answer kept under `key` beside `version`, else `count()`'s, kept beside it. The caller reads
 * the version before counting: a write during the count leaves an older version beside the answer,
 * so the next request counts again rather than keep what the write may have changed.
 */
export async function keptAt<T>(
  db: Db,
  key: string,
  version: string,
  count: () => Promise<T>,
): Promise<Kept<T>> {
  const answers = kept.get(db) ?? new Map();
  kept.set(db, answers);
  const hit = answers.get(key);
  answers.delete(key);
  if (hit && hit.version === version) {
    answers.set(key, hit);
    return hit as Kept<T>;
  }
  const value = await count();
  const entry = { version, value, json: JSON.stringify(value) };
  answers.set(key, entry);
  if (answers.size > KEPT) answers.delete(answers.keys().next().value as string);
  return entry;
}

/** The headers of a kept answer's JSON text (as c.json would send it). */
export const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };
