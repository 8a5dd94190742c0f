/**
 * A year of attendance for every choir of the full-scale data (issue #28), after its events
 * (full-events.ts), written by the database in one INSERT … SELECT: every approved singer at every
 * event of a choir that ended more than a day before the seeding day (about 110,000 of the
 * 133,560 events, 3.8 million marks), from their answer when they gave one (Nu particip:
 * motivated), else mostly present (deterministic: a hash of the event and the member), marked by
 * the choir's first conductor. The bench measures the conductor's figures, the member's own and
 * the national report on it; the seed's time is in docs/performance.md. The national report's
 * months are counted here too (attendance/national.ts), as a server's first report would.
 */
import { sql } from 'drizzle-orm';
import { countStaleMonths } from '../../attendance/national.ts';
import type { Db } from '../client.ts';

export async function seedFullAttendance(db: Db, options: { now: Date }): Promise<number> {
  const until = new Date(options.now.getTime() - 86_400_000).toISOString();
  await db.execute(sql`
    insert into attendance (event_id, user_id, status, marked_by, marked_at)
    select e.id, m.user_id,
      case when a.answer = 'no' then 'excused'
        when h.v % 10 = 0 then 'absent'
        when h.v % 20 = 1 then 'excused'
        else 'present' end,
      k.user_id, e.ends_at + interval '1 hour'
    from events e
    join memberships m on m.choir_id = e.choir_id and m.is_confirmed and not m.is_conductor
    left join (select distinct on (choir_id) choir_id, user_id from memberships
      where is_conductor order by choir_id, user_id) k on k.choir_id = e.choir_id
    left join event_answers a on a.event_id = e.id and a.user_id = m.user_id
    cross join lateral (select abs(hashtext(e.id || '/' || m.user_id)::bigint) as v) as h
    where e.choir_id is not null and e.ends_at < ${until}::timestamptz
    on conflict do nothing
  `);
  await countStaleMonths(db);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`attendance`);
  return row?.n ?? 0;
}
