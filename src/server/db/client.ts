/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite embedded
 * in `dataDir` (or in memory when `dataDir` is null, as the tests do). Migrations are applied
 * on open, so every caller gets a database with the current schema.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * drizzle passes its few parsers (dates stay strings) with every query, and PGlite merges them by
 * copying its whole table of 318 parsers each time: 0.13 ms a query, a fifth of the health
 * check. Here they are written into the table itself (the same few, so a cheap assignment) and the
 * query runs on the table. Queries inside a transaction take PGlite's own path, as before.
 */
class DrizzlePGlite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    if (!options?.parsers) return super.query<T>(query, params, options);
    Object.assign(this.parsers, options.parsers);
    return super.query<T>(query, params, { ...options, parsers: undefined });
  }
}

export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm serves the choir list's name and city filters (migration 0003).
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new DrizzlePGlite(options.dataDir, { extensions })
    : new DrizzlePGlite({ extensions });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
