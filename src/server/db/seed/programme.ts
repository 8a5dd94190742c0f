/**
 * Concerts' programmes and the singers' marks of the full-scale data (issue #27); the demo
 * concert's programme is seeded with the demo scores in parts (seed/library.ts seedDemoProgramme).
 * - half the concerts of the other choirs (by id) get three scores of the library,
 *   and each approved singer marks the scores of their choir's latest programmed concert:
 *   about half 'Știu', a quarter 'Învăț', the rest nothing (a hash of the singer and the score).
 *   Written by the database itself, as seed/full-events.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

export async function seedFullProgrammes(db: Db, demoChoirId: number) {
  await db.execute(sql`
    insert into event_scores (event_id, score_id, position)
    select e.id, n.id, p.pos
    from events e
    cross join (select count(*) as total from scores) as t
    cross join generate_series(0, 2) as p(pos)
    join (select id, row_number() over (order by id) - 1 as k from scores) as n
      on n.k = (e.id * (7 + p.pos * 6) + p.pos) % t.total
    where e.type = 1 and e.choir_id is not null and e.choir_id <> ${demoChoirId} and e.id % 2 = 0
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into score_progress (user_id, score_id, state, updated_at)
    select m.user_id, es.score_id,
      case when h.v % 4 < 2 then 'known' else 'learning' end, now() - (h.v % 30) * interval '1 day'
    from (
      select distinct on (e.choir_id) e.id, e.choir_id from events e
      where exists (select 1 from event_scores x where x.event_id = e.id)
      order by e.choir_id, e.starts_at desc
    ) as next
    join event_scores es on es.event_id = next.id
    join memberships m on m.choir_id = next.choir_id and m.is_confirmed and not m.is_conductor
    cross join lateral (select abs(hashtext(m.user_id || ':' || es.score_id)::bigint) as v) as h
    where h.v % 4 <> 3
    on conflict do nothing
  `);
}
