/**
 * The back office's choirs list (issue #12): GET /api/staff/choirs/, every choir, the waiting ones
 * first, then by name (`?status=waiting|confirmed`, `?county=`, `?q=` in the name or the city,
 * ignoring case and diacritics), paged by key in the database (src/server/staff/keyset.ts); `?format=csv|xlsx` exports the whole
 * filtered list.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { Hono } from 'hono';
import { CHOIR_STATUSES, type StaffChoir } from '../../../lib/api/staff-choirs.ts';
import { COUNTY_CODES, countyName } from '../../../lib/counties.ts';
import { EXPORT_BATCH_SIZE } from '../../../lib/limits.ts';
import { staffChoirs as sc } from '../../../lib/messages-staff-choirs.ts';
import type { AppEnv } from '../../auth.ts';
import { fold } from '../../db/fold.ts';
import { likePattern } from '../../db/like.ts';
import { choirs, memberships } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { keysetPage } from '../../staff/keyset.ts';
import { readChoice, readSearch } from '../../staff/list.ts';

const listColumns = {
  id: choirs.id,
  name: choirs.name,
  nameSearch: choirs.nameSearch,
  city: choirs.city,
  county: choirs.county,
  isConfirmed: choirs.isConfirmed,
  createdAt: choirs.createdAt,
  // Counted per listed row through memberships_choir_idx: 25 small index reads a page.
  membersCount: sql<number>`(select count(*)::int from ${memberships} m where m.choir_id = ${choirs.id} and m.is_confirmed)`,
  conductorsCount: sql<number>`(select count(*)::int from ${memberships} m where m.choir_id = ${choirs.id} and m.is_confirmed and m.is_conductor)`,
};
type Row = SelectResultFields<typeof listColumns>;

const present = (row: Row): StaffChoir => ({
  id: row.id,
  name: row.name,
  city: row.city,
  county: row.county,
  county_name: countyName(row.county),
  is_confirmed: row.isConfirmed,
  members_count: row.membersCount,
  conductors_count: row.conductorsCount,
  created_at: row.createdAt.toISOString(),
});

/** The list's order: waiting before confirmed, then by name (Romanian-insensitive key), then id. */
const ORDER = [asc(choirs.isConfirmed), asc(choirs.nameSearch), asc(choirs.id)];

export function staffChoirListRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.choirs, async (c) => {
    const status = readChoice(c, 'status', CHOIR_STATUSES);
    const county = readChoice(c, 'county', COUNTY_CODES);
    const q = readSearch(c);
    const filters: SQL[] = [];
    if (status) filters.push(eq(choirs.isConfirmed, status === 'confirmed'));
    if (county) filters.push(eq(choirs.county, county));
    if (q) {
      const pattern = fold(sql`${likePattern(q)}`);
      // Each side reads its trigram index; the two bitmaps are OR-ed.
      filters.push(
        sql`(${choirs.nameSearch} like ${pattern} or ${choirs.citySearch} like ${pattern})`,
      );
    }
    const where = and(...filters);
    const query = () => db.select(listColumns).from(choirs);

    const format = exportFormatOf(c);
    if (format) {
      return sendExport(c, db, format, {
        list: sc.list,
        fileName: sc.fileName,
        filters: { status, county, q },
        rows: inBatches<Row>((after) =>
          query()
            .where(
              and(
                where,
                after
                  ? sql`(${choirs.isConfirmed}, ${choirs.nameSearch}, ${choirs.id}) > (${after.isConfirmed}, ${after.nameSearch}, ${after.id})`
                  : undefined,
              ),
            )
            .orderBy(...ORDER)
            .limit(EXPORT_BATCH_SIZE),
        ),
        columns: [
          { label: sc.id, value: (row) => row.id },
          { label: sc.name, value: (row) => row.name },
          { label: sc.city, value: (row) => row.city },
          { label: sc.county, value: (row) => countyName(row.county) },
          { label: sc.state, value: (row) => (row.isConfirmed ? sc.confirmed : sc.waiting) },
          { label: sc.members, value: (row) => row.membersCount },
          { label: sc.conductors, value: (row) => row.conductorsCount },
          { label: sc.createdAt, value: (row) => row.createdAt },
        ],
      });
    }
    return c.json(
      await keysetPage(c, db, {
        keyset: {
          columns: [choirs.isConfirmed, choirs.nameSearch, choirs.id],
          key: (row) => [row.isConfirmed, row.nameSearch, row.id],
        },
        // The page's ids first, then the counts of those rows only (not of the rows skipped).
        rows: (after, order, limit, offset) => {
          const pageIds = db
            .select({ id: choirs.id })
            .from(choirs)
            .where(and(where, after))
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
            .as('page_ids');
          return query()
            .innerJoin(pageIds, eq(pageIds.id, choirs.id))
            .orderBy(...order);
        },
        counted: db.select({ one: sql`1` }).from(choirs).where(where).$dynamic(),
        present,
      }),
    );
  });

  return app;
}
