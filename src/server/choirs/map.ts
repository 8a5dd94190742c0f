/**
 * The choir network map (spec §2.4, §3 "County (map)"): every county with its confirmed choirs
 * (`isPublicChoir`, the definition the staff report counts with too: ./figures.ts),
 * grouped county → locality → choir names. One query; counties without choirs are included
 * with count 0, since the map colours every county.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ChoirMapCounty } from '../../lib/api/choir-map.ts';
import type { Db } from '../db/client.ts';
import { choirs, counties } from '../db/schema.ts';
import { isPublicChoir } from './figures.ts';

const collator = new Intl.Collator('ro');
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

export async function choirMap(db: Db): Promise<ChoirMapCounty[]> {
  const rows = await db
    .select({
      code: counties.code,
      county: counties.name,
      city: choirs.city,
      names: sql<
        string[]
      >`coalesce(array_agg(${choirs.name}) filter (where ${choirs.id} is not null), '{}')`,
    })
    .from(counties)
    .leftJoin(choirs, and(eq(choirs.county, counties.code), isPublicChoir))
    .groupBy(counties.code, counties.name, choirs.city);

  const byCode = new Map<string, ChoirMapCounty>();
  for (const row of rows) {
    let county = byCode.get(row.code);
    if (!county) {
      county = { name: row.county, abbrev: row.code, count: 0, localities: [] };
      byCode.set(row.code, county);
    }
    if (row.city === null || row.names.length === 0) continue;
    const choirNames = [...row.names].sort(collator.compare);
    county.localities.push({ name: row.city, choirs: choirNames });
    county.count += choirNames.length;
  }
  const result = [...byCode.values()].sort(byName);
  for (const county of result) county.localities.sort(byName);
  return result;
}
