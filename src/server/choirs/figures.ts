/**
 * The programme's choir figures per county, ONE definition for the public site and the back office:
 * a choir counts on the public choir map (GET /api/choirs/, src/server/choirs/map.ts, hence the
 * build-time snapshot content/snapshots/choirs.json) exactly when it is confirmed by the programme's
 * staff (`isPublicChoir`), and the staff report (GET /api/staff/reports/) counts its "confirmed
 * choirs" per county with the same condition (`choirsPerCounty`). A test holds the two equal
 * (tests/api/staff-reports.test.ts).
 *
 * The home page's two headline figures (`publicFigures`, written by `npm run snapshot` to
 * content/snapshots/figures.json and served by GET /api/choirs/figures/) count with the same
 * conditions: the choirs are `isPublicChoir`, the children are people in `isPublicMembership`s,
 * the memberships the report counts its members, people and conductors in
 * (tests/api/public-figures.test.ts holds them together).
 */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PublicFigures } from '../../lib/api/choir-map.ts';
import type { Db } from '../db/client.ts';
import { choirs, counties, memberships } from '../db/schema.ts';

/** A choir the public site shows and counts: confirmed by the programme's staff (spec §2.4 map). */
export const isPublicChoir: SQL = eq(choirs.isConfirmed, true);

/**
 * A membership the programme counts: approved by the choir's conductor, in a public choir. For a
 * query over `memberships` joined to `choirs` on the membership's choir.
 */
export const isPublicMembership = and(eq(memberships.isConfirmed, true), isPublicChoir) as SQL;

/**
 * The home page's figures: the public choirs, and the children singing in them: the people with a
 * public membership as a singer, each once (a conductor is not counted, unless they also sing in
 * another choir). Two counts, whatever the size of the data.
 */
export async function publicFigures(db: Db): Promise<PublicFigures> {
  const [choirRow] = await db.select({ n: count() }).from(choirs).where(isPublicChoir);
  const [childRow] = await db
    .select({ n: sql<number>`count(distinct ${memberships.userId})::int` })
    .from(memberships)
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(and(isPublicMembership, eq(memberships.isConductor, false)));
  return { children: childRow?.n ?? 0, choirs: choirRow?.n ?? 0 };
}

export interface CountyChoirs {
  code: string;
  name: string;
  /** Choirs counted on the public map. */
  confirmed: number;
  /** Choirs waiting for the staff's confirmation. */
  waiting: number;
}

/** Every county (those without a choir with zeros), in one GROUP BY over the choirs. */
export function choirsPerCounty(db: Db): Promise<CountyChoirs[]> {
  return db
    .select({
      code: counties.code,
      name: counties.name,
      confirmed: sql<number>`count(${choirs.id}) filter (where ${isPublicChoir})::int`,
      waiting: sql<number>`count(${choirs.id}) filter (where not ${isPublicChoir})::int`,
    })
    .from(counties)
    .leftJoin(choirs, eq(choirs.county, counties.code))
    .groupBy(counties.code, counties.name);
}
