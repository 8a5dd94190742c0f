/**
 * The back office's long lists (people, members, choirs) paged by key instead of by offset, with a
 * count that stops at STAFF_COUNT_LIMIT: at national scale (84,000 people) an offset reads and
 * drops every row before the page, and an exact count reads every row that matches, for each page.
 *
 * The `next` link carries `?after=` the last row's key, `previous` `?before=` the first row's, both
 * opaque (base64url of JSON: the key and the count measured on the first page, so a later page
 * counts nothing). `?page=` stays the page's number (Pagina N); a `?page=N` without a cursor (a
 * typed address, an older client) is read by offset as before. A cursor that is not one of ours: 400.
 */
import { type AnyColumn, and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { CappedPage } from '../../lib/api/page.ts';
import { STAFF_COUNT_LIMIT, STAFF_PAGE_SIZE } from '../../lib/limits.ts';
import { staff } from '../../lib/messages-staff.ts';
import type { Db } from '../db/client.ts';
import { ApiError, badRequest } from '../http.ts';
import { offsetOf, readStaffPage } from './list.ts';

type KeyValue = string | number | boolean;

export interface Keyset<Row> {
  /** The list's order, every column ascending, the last one unique (an id). */
  columns: AnyColumn[];
  /** A row's values of those columns. */
  key: (row: Row) => KeyValue[];
}

/** What a list gives keysetPage: how to read a page's rows and how to count the list. */
export interface KeysetList<Row, Out> {
  keyset: Keyset<Row>;
  /** The rows matching the filters and `where`, in `order`, `limit` of them from `offset`. */
  rows: (where: SQL | undefined, order: SQL[], limit: number, offset: number) => Promise<Row[]>;
  /** The filtered list as a select of anything (e.g. `db.select({ one: sql`1` })…$dynamic()`). */
  counted: PgSelect;
  present: (row: Row) => Out;
}

interface Cursor {
  key: KeyValue[];
  count: number;
  capped: boolean;
}

const INT_MAX = 2_147_483_647;
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** `?after=` or `?before=`: undefined when absent; 400 unless a key of these columns. */
function readCursor(c: Context, name: string, columns: AnyColumn[]): Cursor | undefined {
  const sent = c.req.query(name);
  if (sent === undefined || sent === '') return undefined;
  const bad = () => badRequest({ [name]: [staff.badCursor] });
  let cursor: Partial<Cursor>;
  try {
    cursor = JSON.parse(Buffer.from(sent, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const { key, count: n, capped } = cursor ?? {};
  const fits = (value: unknown, column: AnyColumn) =>
    column.dataType === 'number'
      ? Number.isSafeInteger(value) && Math.abs(value as number) <= INT_MAX
      : typeof value === column.dataType && (typeof value !== 'string' || value.length <= 1000);
  if (
    !Array.isArray(key) ||
    key.length !== columns.length ||
    !key.every((value, i) => fits(value, columns[i] as AnyColumn)) ||
    !Number.isSafeInteger(n) ||
    (n as number) < 0 ||
    typeof capped !== 'boolean'
  )
    throw bad();
  return { key, count: n as number, capped };
}

/** Rows after (`>`) or before (`<`) a key; the first column's bound lets its index start there. */
function beyond(columns: AnyColumn[], key: KeyValue[], op: '>' | '<'): SQL | undefined {
  const [first] = columns;
  const values = sql.join(
    key.map((value) => sql`${value}`),
    sql`, `,
  );
  return and(
    sql`${first} ${sql.raw(op === '>' ? '>=' : '<=')} ${key[0]}`,
    sql`(${sql.join(columns, sql`, `)}) ${sql.raw(op)} (${values})`,
  );
}

/** How many rows the list holds, counting at most STAFF_COUNT_LIMIT + 1 of them. */
async function countUpTo(db: Db, counted: PgSelect) {
  const [row] = await db
    .select({ n: count() })
    .from(counted.limit(STAFF_COUNT_LIMIT + 1).as('counted'));
  const n = row?.n ?? 0;
  return { count: Math.min(n, STAFF_COUNT_LIMIT), capped: n > STAFF_COUNT_LIMIT };
}

/** The page the query string asks for, in Django REST framework's shape plus `count_capped`. */
export async function keysetPage<Row, Out>(
  c: Context,
  db: Db,
  list: KeysetList<Row, Out>,
): Promise<CappedPage<Out>> {
  const page = readStaffPage(c);
  const { columns, key } = list.keyset;
  const after = readCursor(c, 'after', columns);
  const before = after ? undefined : readCursor(c, 'before', columns);
  const ascending = columns.map((column) => asc(column));
  const size = STAFF_PAGE_SIZE;

  let rows: Row[];
  let more: boolean;
  if (before) {
    const read = await list.rows(
      beyond(columns, before.key, '<'),
      columns.map((column) => desc(column)),
      size + 1,
      0,
    );
    rows = read.slice(0, size).reverse();
    more = true;
  } else {
    const read = await list.rows(
      after ? beyond(columns, after.key, '>') : undefined,
      ascending,
      size + 1,
      after ? 0 : offsetOf(page),
    );
    rows = read.slice(0, size);
    more = read.length > size;
  }
  if (page > 1 && rows.length === 0) throw new ApiError(404, { detail: staff.badPage });
  const counted = after ?? before ?? (await countUpTo(db, list.counted));
  const total = { count: counted.count, capped: counted.capped };

  const link = (to: number, name: 'after' | 'before', row: Row | undefined) => {
    const url = new URL(c.req.url);
    url.searchParams.delete('after');
    url.searchParams.delete('before');
    url.searchParams.set('page', String(to));
    if (to > 1 && row) url.searchParams.set(name, encode({ key: key(row), ...total }));
    return `${url.pathname}${url.search}`;
  };
  return {
    count: total.count,
    count_capped: total.capped,
    next: more ? link(page + 1, 'after', rows.at(-1)) : null,
    previous: page > 1 ? link(page - 1, 'before', rows[0]) : null,
    results: rows.map(list.present),
  };
}
