/**
 * The members' voice parts (issue #27), for the demo and the full-scale data, after the library's
 * voices are seeded (seed/library.ts). A children's choir sings mostly in two parts: in most
 * choirs (the demo's too) six sopranos to five altos; in one choir of four 'Vocea I' and 'Vocea a
 * II-a' (equal voices), halves; in one of four, a mixed youth choir, 3:3:2:2 sopranos, altos,
 * tenors and basses. Conductors have none, and one singer in twelve none yet (new to the choir).
 * Only members without a part are given one: the demo singer keeps Alto.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { libraryTerms, memberships } from '../schema.ts';

const SA = [
  'Sopran',
  'Sopran',
  'Sopran',
  'Sopran',
  'Sopran',
  'Sopran',
  'Alto',
  'Alto',
  'Alto',
  'Alto',
  'Alto',
];
const EQUAL = ['Vocea I', 'Vocea a II-a'];
const SATB = ['Sopran', 'Sopran', 'Sopran', 'Alto', 'Alto', 'Alto', 'Tenor', 'Tenor', 'Bas', 'Bas'];

/** `(array['a','b'])[1 + key % n]`: one of `parts`, picked by `key`. */
const pick = (parts: string[], key: string) =>
  sql`(array[${sql.join(
    parts.map((part) => sql`${part}::text`),
    sql`, `,
  )}])[1 + (${sql.raw(key)}) % ${parts.length}]`;

/** Gives a part to the approved singers without one; `twoParts` choirs sing soprano and alto. */
export async function seedVoiceParts(db: Db, twoParts: number) {
  await db.execute(sql`
    update ${memberships} m set voice_part = (
      select t.id from ${libraryTerms} t where t.kind = 'voice' and t.name = case
        when m.choir_id <> ${twoParts} and m.choir_id % 4 = 2 then ${pick(EQUAL, 'm.user_id')}
        when m.choir_id <> ${twoParts} and m.choir_id % 4 = 3 then ${pick(SATB, 'm.user_id * 7')}
        else ${pick(SA, 'm.user_id * 7')} end)
    where m.is_confirmed and not m.is_conductor and m.voice_part is null
      and (m.user_id * 5) % 12 <> 0
  `);
}

/** The demo singer's part: Alto, so their part's track is not the first a score lists anyway. */
export async function seedDemoSingerPart(db: Db, choirId: number, singerId: number) {
  await db.execute(sql`
    update ${memberships} set voice_part =
      (select id from ${libraryTerms} where kind = 'voice' and name = 'Alto')
    where choir_id = ${choirId} and user_id = ${singerId}
  `);
}
