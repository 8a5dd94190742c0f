/**
 * The page query of GET /api/choir/, prepared once per database for each shape of the filters:
 * which of name, city and county are set, and whether the text is narrow (choirs/list.ts). Each
 * shape pins its plan, so the generic plan PostgreSQL keeps for a prepared statement (planned
 * without the values) suits every value of that shape:
 * - wide: walk the name index in order and stop after the page. The text filters are written as
 *   `coalesce(… like …, false)` (the same rows: LIKE on these columns is never null), which the
 *   planner takes to keep half the rows; as a plain LIKE without its value it guessed 0.5 % and,
 *   for 'cor' that matches every choir, scanned and sorted them all (8 ms instead of 0.2).
 * - narrow: find the few matches through the trigram indexes and sort them; the order is written
 *   so that the name index cannot serve it.
 * A page once read is kept beside the list's version and served again, with the reader's own
 * memberships, while the version stands (readPage).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CHOIR_TABLE_PAGE_SIZE } from '../../lib/limits.ts';
import type { Db } from '../db/client.ts';
import { fold } from '../db/fold.ts';
import { perDatabase } from '../db/prepared.ts';
import { choirListVersion, choirs, memberships } from '../db/schema.ts';
import { listVersion } from './counts.ts';

/** What every choir list reads of a choir (toListed, choirs/list.ts): here and the user's own choirs. */
export const listedColumns = {
  id: choirs.id,
  name: choirs.name,
  city: choirs.city,
  county: choirs.county,
  isConfirmed: choirs.isConfirmed,
};

export interface PageShape {
  name: boolean;
  city: boolean;
  county: boolean;
  narrow: boolean;
}

export type PageValues = {
  userId: number;
  /** LIKE patterns, already escaped; folded by the query. */
  name: string;
  city: string;
  county: string;
  offset: number;
};

function textMatch(column: AnyPgColumn, placeholder: string, narrow: boolean) {
  const like = sql`${column} like ${fold(sql`${sql.placeholder(placeholder)}`)}`;
  return narrow ? like : sql`coalesce(${like}, false)`;
}

function prepare(db: Db, shape: PageShape) {
  const filters: (SQL | undefined)[] = [
    shape.name ? textMatch(choirs.nameSearch, 'name', shape.narrow) : undefined,
    shape.city ? textMatch(choirs.citySearch, 'city', shape.narrow) : undefined,
    shape.county ? eq(choirs.county, sql.placeholder('county')) : undefined,
  ];
  const byName = shape.narrow ? sql`${choirs.nameSearch} || ''` : choirs.nameSearch;
  const name = `choir_page${Object.entries(shape)
    .map(([key, on]) => (on ? `_${key}` : ''))
    .join('')}`;
  return (
    db
      .select({
        ...listedColumns,
        // The user's membership: null when none, else whether it is approved. A subquery on the
        // primary key (user, choir), one probe per row of the page; as a join it took PGlite
        // three times as long to plan (0.7 ms against 0.27).
        membership: sql<
          boolean | null
        >`(select ${memberships.isConfirmed} from ${memberships} where ${memberships.userId} = ${sql.placeholder('userId')} and ${memberships.choirId} = ${choirs.id})`,
        // Read in the same statement as the rows, for the kept counts (choirs/counts.ts).
        version: listVersion,
      })
      .from(choirs)
      .where(and(...filters))
      .orderBy(byName, choirs.id)
      // One row past the page tells whether the list goes on.
      .limit(CHOIR_TABLE_PAGE_SIZE + 1)
      .offset(sql.placeholder('offset'))
      .prepare(name)
  );
}

const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepare>>>();

function statementOf(db: Db, shape: PageShape) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = prepare(db, shape);
    statements.set(key, statement);
  }
  return statement;
}

type PageRow = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number];

/**
 * Pages already read, without the reader's own standing, beside the list's version they were
 * read at (choirs/counts.ts: every change of what a page shows bumps it, whichever process made
 * it). The page of a filter is the same for everyone: the people typing the same name in the
 * choir selection modal share it, and each only reads their own memberships and the version.
 */
interface KeptPage {
  version: number;
  rows: Omit<PageRow, 'membership' | 'version'>[];
}
const MAX_KEPT_PAGES = 1000;
const keptPages = new WeakMap<Db, Map<string, KeptPage>>();

/** The list's version and the user's memberships (a row with null choirId when none). */
const standing = perDatabase((db) =>
  db
    .select({
      version: choirListVersion.version,
      choirId: memberships.choirId,
      isConfirmed: memberships.isConfirmed,
    })
    .from(choirListVersion)
    .leftJoin(memberships, eq(memberships.userId, sql.placeholder('userId')))
    .where(eq(choirListVersion.id, 1))
    .prepare('choir_page_standing'),
);

/** The page's rows (one more than a page when the list goes on), with the list's version. */
export async function readPage(db: Db, shape: PageShape, values: PageValues): Promise<PageRow[]> {
  let pages = keptPages.get(db);
  if (!pages) {
    pages = new Map();
    keptPages.set(db, pages);
  }
  const { userId, ...filters } = values;
  const key = JSON.stringify([shape, filters]);
  const kept = pages.get(key);
  if (kept) {
    const rows = await standing(db).execute({ userId });
    if (rows[0]?.version === kept.version) {
      // Most recently used last: the map's first entry is the one to forget.
      pages.delete(key);
      pages.set(key, kept);
      const own = new Map(rows.map((row) => [row.choirId, row.isConfirmed]));
      return kept.rows.map((row) => ({
        ...row,
        membership: own.get(row.id) ?? null,
        version: kept.version,
      }));
    }
  }
  const rows = await statementOf(db, shape).execute(values);
  const version = rows[0]?.version;
  if (version !== undefined) {
    pages.delete(key);
    pages.set(key, { version, rows: rows.map(({ membership, version, ...row }) => row) });
    if (pages.size > MAX_KEPT_PAGES) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
  }
  return rows;
}
