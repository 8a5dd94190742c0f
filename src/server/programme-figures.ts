/**
 * The programme's choir figures per county, ONE definition for the public site and the back office:
 * a choir counts on the public choir map (GET /api/choirs/, src/server/choir-map.ts, hence the
 * build-time snapshot content/snapshots/choirs.json) exactly when it is confirmed by the programme's
 * staff (`isPublicChoir`), and the staff report (GET /api/staff/reports/) counts its "confirmed
 * choirs" per county with the same condition (`choirsPerCounty`). A test holds the two equal
 * (tests/api/staff-reports.test.ts).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { choirs, counties } from './db/schema.ts';

/** A choir the public site shows and counts: confirmed by the programme's staff (spec §2.4 map). */
export const isPublicChoir: SQL = eq(choirs.isConfirmed, true);

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
