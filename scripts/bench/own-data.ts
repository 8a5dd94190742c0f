/**
 * For bench:api: the demo singer's long history, for the download of their own data (issue #26):
 * an answer to every event of the demo choir's four years (calendar-history.ts adds the three
 * years before the seeded one), each with a note. Returns how many answers they have.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';

export async function singerHistory(db: Db, choirId: number): Promise<number> {
  const singer = sql`(select id from users where email = ${DEMO_ACCOUNTS.singer.email})`;
  await db.execute(sql`
    insert into event_answers (event_id, user_id, answer, note)
    select e.id, ${singer}, 'yes', 'Vin cu partitura.' from events e
    where e.choir_id = ${choirId}::int
    on conflict do nothing`);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from event_answers where user_id = ${singer}`,
  );
  return row?.n ?? 0;
}
