/**
 * The map of personal columns (src/server/own-data/personal-columns.ts) against the migrated
 * database: every column that names or points to a person, found by its name or by a foreign key
 * to users, is in the map with how the download covers it; and the map names no column that is
 * not in the database (a rename would otherwise leave it silently stale).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';
import { PERSONAL_COLUMNS } from '../../src/server/own-data/personal-columns.ts';
import { testDatabase } from '../helpers/db.ts';

/** Column names that say a person: their id, e-mail, names, phone, picture, signature, files. */
const PERSONAL_NAME =
  /(^|_)(user|email|name|phone|avatar|child|parent|actor|author|signature|pdf|file|to|by)(_|$)/;

let database: Database;
let columns: { table: string; column: string }[] = [];
let toUsers: { table: string; column: string }[] = [];
beforeAll(async () => {
  database = await testDatabase();
  columns = await rowsOf(
    database.db,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' order by 1, 2`,
  );
  toUsers = await rowsOf(
    database.db,
    sql`select ch.relname as table, a.attname as column from pg_constraint con
        join pg_class ch on ch.oid = con.conrelid join pg_class pa on pa.oid = con.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = any(con.conkey)
        where con.contype = 'f' and n.nspname = 'public' and pa.relname = 'users'`,
  );
});
afterAll(() => database.close());

const mapped = (table: string, column: string) => PERSONAL_COLUMNS[table]?.[column] !== undefined;
const named = (list: { table: string; column: string }[]) =>
  list.map(({ table, column }) => `${table}.${column}`);

describe('the personal columns map', () => {
  test('covers every column whose name says a person', () => {
    const found = columns.filter(({ column }) => PERSONAL_NAME.test(column));
    expect(found.length).toBeGreaterThan(40);
    expect(named(found.filter(({ table, column }) => !mapped(table, column)))).toEqual([]);
  });

  test('covers every column that points to users', () => {
    expect(toUsers.length).toBeGreaterThan(15);
    expect(named(toUsers.filter(({ table, column }) => !mapped(table, column)))).toEqual([]);
  });

  test('covers the users id itself and names only columns the database has', () => {
    expect(mapped('users', 'id')).toBe(true);
    const existing = new Set(named(columns));
    const listed = Object.entries(PERSONAL_COLUMNS).flatMap(([table, cols]) =>
      Object.keys(cols).map((column) => `${table}.${column}`),
    );
    expect(listed.filter((name) => !existing.has(name))).toEqual([]);
  });
});
