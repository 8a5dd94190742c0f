/**
 * Loads a dump (dump.ts) into a migrated database that holds nothing yet, in one transaction:
 * parents before children, each table in one INSERT of PostgreSQL's own reading of the rows
 * (`json_populate_recordset`, so every type comes back exactly), generated columns left to the
 * database, the tables' own triggers off meanwhile (the version counters they keep are rows of
 * the dump already), then every sequence set past the highest id restored.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { choirListVersion, libraryVersion } from '../db/schema.ts';
import {
  quoteIdent,
  rowsOf,
  sequences,
  tablesInOrder,
  tablesWithTriggers,
  writableColumns,
} from './catalog.ts';

/** The tables the migrations themselves fill (one counter row each): empty all the same. */
const FILLED_BY_MIGRATIONS = new Set<string>([
  getTableName(choirListVersion),
  getTableName(libraryVersion),
]);

/** Whether no table holds a row, apart from what the migrations put there. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  for (const table of await tablesInOrder(db)) {
    if (FILLED_BY_MIGRATIONS.has(table)) continue;
    const from = sql.raw(`public.${quoteIdent(table)}`);
    const [row] = await rowsOf<{ any: boolean }>(
      db,
      sql`select exists(select 1 from ${from}) as any`,
    );
    if (row?.any) return false;
  }
  return true;
}

/** Writes the rows of each table (its lines of JSON); answers how many rows were written. */
export async function loadDatabase(db: Db, dumps: Map<string, Buffer>): Promise<number> {
  return db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    const unknown = [...dumps.keys()].filter((t) => !tables.includes(t));
    if (unknown.length > 0) throw new Error(`tables unknown to this schema: ${unknown.join(', ')}`);
    await tx.execute(
      sql.raw(`truncate table ${tables.map((t) => `public.${quoteIdent(t)}`).join(', ')}`),
    );
    const columnsOf = await writableColumns(tx);
    const triggered = await tablesWithTriggers(tx);
    let written = 0;
    for (const table of tables) {
      const lines = dumps.get(table)?.toString('utf8').split('\n').filter(Boolean) ?? [];
      if (lines.length === 0) continue;
      const name = sql.raw(`public.${quoteIdent(table)}`);
      const columns = sql.raw((columnsOf.get(table) ?? []).map(quoteIdent).join(', '));
      const triggers = triggered.has(table);
      if (triggers) await tx.execute(sql`alter table ${name} disable trigger user`);
      await tx.execute(
        sql`insert into ${name} (${columns}) overriding system value
            select ${columns} from json_populate_recordset(null::${name}, ${`[${lines.join(',')}]`}::json)`,
      );
      if (triggers) await tx.execute(sql`alter table ${name} enable trigger user`);
      written += lines.length;
    }
    for (const s of await sequences(tx)) {
      const from = sql.raw(`public.${quoteIdent(s.table)}`);
      const column = sql.raw(quoteIdent(s.column));
      await tx.execute(
        sql`select setval(${s.sequence}, coalesce((select max(${column}) from ${from}), 1),
                          (select max(${column}) from ${from}) is not null)`,
      );
    }
    return written;
  });
}
