/**
 * Concerts' programmes and the singers' marks (issue #27).
 * - Demo: the demo choir's next concert ('Concert de iarnă', seed/events.ts) sings three demo
 *   scores that have part tracks. The demo singer's own mark is left unset (the browser test sets
 *   it); the demo choir has no other singer, so its readiness view lists the demo singer.
 * - Full scale: half the concerts of the other choirs (by id) get three scores of the library,
 *   and each approved singer marks the scores of their choir's latest programmed concert:
 *   about half 'Știu', a quarter 'Învăț', the rest nothing (a hash of the singer and the score).
 *   Written by the database itself, as seed/full-events.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { eventScores, events, scores } from '../schema.ts';

/** Three demo scores with one track per part (seed/library.ts): two parts, four, two again. */
export const DEMO_PROGRAMME = ['Florile dalbe', 'Steaua sus răsare', 'Sus la poarta Raiului'];

export async function seedDemoProgramme(db: Db, choirId: number) {
  const [concert] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.choirId, choirId), eq(events.type, 1)))
    .orderBy(events.startsAt)
    .limit(1);
  if (!concert) return;
  const pieces = await db
    .select({ id: scores.id, name: scores.name })
    .from(scores)
    .where(inArray(scores.name, DEMO_PROGRAMME));
  const rows = DEMO_PROGRAMME.flatMap((name, position) => {
    const piece = pieces.find((p) => p.name === name);
    return piece ? [{ eventId: concert.id, scoreId: piece.id, position }] : [];
  });
  if (rows.length) await db.insert(eventScores).values(rows);
}

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
