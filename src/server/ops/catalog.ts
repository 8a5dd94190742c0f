/**
 * What a backup needs to know of the database, read from PostgreSQL's own catalog (the same on
 * PGlite): the tables of the `public` schema in an order where every table comes after the tables
 * its foreign keys point to, the columns a restore may write (not the generated ones), the
 * sequences behind serial and identity columns, and the latest migration applied.
 */
import { readFile } from 'node:fs/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

type Runner = Pick<Db | Tx, 'execute'>;

export async function rowsOf<Row>(db: Runner, query: SQL): Promise<Row[]> {
  // Both drivers answer { rows }: node-postgres's QueryResult and PGlite's Results.
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/** The tables, parents before children (a table pointing to itself is fine: one INSERT each). */
export async function tablesInOrder(db: Runner): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint con
        join pg_class ch on ch.oid = con.conrelid join pg_class pa on pa.oid = con.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where con.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  let left = tables.map((t) => t.name);
  while (left.length > 0) {
    const ready = left.filter((name) =>
      links.every((l) => l.child !== name || l.parent === name || placed.has(l.parent)),
    );
    // A cycle between tables (none today) would stop here: its tables go last as they are.
    const next = ready.length > 0 ? ready : left;
    for (const name of next) placed.add(name);
    ordered.push(...next);
    left = left.filter((name) => !placed.has(name));
  }
  return ordered;
}

/** The columns of each table a restore writes: every stored one but those computed from others. */
export async function writableColumns(db: Runner): Promise<Map<string, string[]>> {
  const tables = await rowsOf<{ table: string; columns: string[] }>(
    db,
    sql`select c.relname as "table", array_agg(a.attname::text order by a.attnum) as columns
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        group by c.relname`,
  );
  return new Map(tables.map((t) => [t.table, t.columns]));
}

/** The tables with triggers of their own (not the ones PostgreSQL makes for foreign keys). */
export async function tablesWithTriggers(db: Runner): Promise<Set<string>> {
  const tables = await rowsOf<{ table: string }>(
    db,
    sql`select distinct c.relname as "table" from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal`,
  );
  return new Set(tables.map((t) => t.table));
}

/** Each sequence behind a column (serial, identity), with its table and column. */
export async function sequences(db: Runner) {
  return rowsOf<{ table: string; column: string; sequence: string }>(
    db,
    sql`select * from (
          select c.relname as "table", a.attname as "column",
                 pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        ) s where "sequence" is not null`,
  );
}

const journalFile = new URL('../db/migrations/meta/_journal.json', import.meta.url);

/** The migrations this version of the product knows, oldest first. */
export async function knownMigrations(): Promise<{ tag: string; when: number }[]> {
  return JSON.parse(await readFile(journalFile, 'utf8')).entries;
}

/** The tag of the latest migration applied to the database (drizzle records each one's time). */
export async function schemaVersion(db: Runner): Promise<string> {
  const [row] = await rowsOf<{ at: string }>(
    db,
    sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const known = await knownMigrations();
  return known.find((m) => String(m.when) === row?.at)?.tag ?? `unknown-${row?.at ?? 'none'}`;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
