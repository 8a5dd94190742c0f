/**
 * A year of attendance for the demo choir of the full-scale data (issue #28), after its events
 * (full-events.ts), written by the database in one INSERT … SELECT: every approved singer at every
 * event of the choir that ended more than a day before the seeding day, from their answer when
 * they gave one (Nu particip: motivated), else mostly present (deterministic: a hash of the event
 * and the member). The bench measures the conductor's list and the member's own figures on it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

export async function seedFullAttendance(
  db: Db,
  options: { now: Date; demoChoirId: number },
): Promise<number> {
  const until = new Date(options.now.getTime() - 86_400_000).toISOString();
  await db.execute(sql`
    insert into attendance (event_id, user_id, status, marked_by, marked_at)
    select e.id, m.user_id,
      case when a.answer = 'no' then 'excused'
        when h.v % 10 = 0 then 'absent'
        when h.v % 20 = 1 then 'excused'
        else 'present' end,
      (select c.user_id from memberships c
        where c.choir_id = e.choir_id and c.is_conductor order by c.user_id limit 1),
      e.ends_at + interval '1 hour'
    from events e
    join memberships m on m.choir_id = e.choir_id and m.is_confirmed and not m.is_conductor
    left join event_answers a on a.event_id = e.id and a.user_id = m.user_id
    cross join lateral (select abs(hashtext(e.id || '/' || m.user_id)::bigint) as v) as h
    where e.choir_id = ${options.demoChoirId} and e.ends_at < ${until}::timestamptz
    on conflict do nothing
  `);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`attendance`);
  return row?.n ?? 0;
}
