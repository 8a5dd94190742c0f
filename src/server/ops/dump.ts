/**
 * The database as rows: every table of the `public` schema, each row as PostgreSQL's own JSON of
 * it (`row_to_json`), one per line, read in one REPEATABLE READ, read-only transaction, so the
 * dump is one consistent moment while other requests keep writing. On PostgreSQL the others do
 * not wait; PGlite runs one transaction at a time, so there they wait for the dump (a fraction of
 * a second at the demo's size, a few seconds at the full seed's). The same text loads into
 * PostgreSQL or PGlite (load.ts), whichever made it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quoteIdent, rowsOf, schemaVersion, tablesInOrder } from './catalog.ts';

export interface TableDump {
  table: string;
  rows: number;
  /** One JSON object per line. */
  ndjson: Buffer;
}

const FETCH_ROWS = 1000;

export async function dumpDatabase(db: Db) {
  return db.transaction(
    async (tx) => {
      const version = await schemaVersion(tx);
      const tables: TableDump[] = [];
      for (const table of await tablesInOrder(tx)) {
        const from = sql.raw(`public.${quoteIdent(table)}`);
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${from} t`,
        );
        const lines: string[] = [];
        for (;;) {
          const chunk = await rowsOf<{ row: string }>(
            tx,
            sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
          );
          for (const { row } of chunk) lines.push(row);
          if (chunk.length < FETCH_ROWS) break;
        }
        await tx.execute(sql`close backup_rows`);
        const text = lines.length > 0 ? `${lines.join('\n')}\n` : '';
        tables.push({ table, rows: lines.length, ndjson: Buffer.from(text) });
      }
      return { schemaVersion: version, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
