/**
 * Demo attendance (issue #28), after the demo events (seed/events.ts): the past weekly rehearsals
 * marked from the members' answers (as a conductor who confirmed the pre-marks would), and two
 * rehearsals of yesterday: 'Repetiție pe voci', half marked, and 'Repetiție de ansamblu', left to
 * mark, so the conductor's dashboard offers 'Prezența de azi'. The demo singer has no planned
 * absence (the tests add one).
 */
import { sql } from 'drizzle-orm';
import { todayInBucharest } from '../../../lib/dates.ts';
import { bucharestMoment } from '../../../lib/schemas/event.ts';
import { addDays } from '../../events/time.ts';
import type { Db } from '../client.ts';
import { events } from '../schema.ts';

export async function seedDemoAttendance(db: Db, choirId: number, conductorId: number | null) {
  const yesterday = addDays(todayInBucharest(), -1);
  const made = await db
    .insert(events)
    .values(
      [
        ['Repetiție pe voci', '10:00', '11:30'],
        ['Repetiție de ansamblu', '16:00', '17:30'],
      ].map(([title = '', from = '', to = '']) => ({
        choirId,
        title,
        type: 2,
        location: 'Sala de muzică a școlii',
        description: 'Repetiție suplimentară înaintea concertului de iarnă.',
        startsAt: bucharestMoment(yesterday, from),
        endsAt: bucharestMoment(yesterday, to),
        createdBy: conductorId,
      })),
    )
    .returning({ id: events.id });
  const halfMarked = made[0]?.id ?? 0;
  // The rehearsals that ended before yesterday: every approved singer marked from their answer.
  await db.execute(sql`
    insert into attendance (event_id, user_id, status, marked_by, marked_at)
    select e.id, m.user_id,
      case a.answer when 'no' then 'excused' when 'maybe' then 'absent' else 'present' end,
      ${conductorId}::int, e.ends_at + interval '1 hour'
    from events e
    join memberships m on m.choir_id = e.choir_id and m.is_confirmed and not m.is_conductor
    left join event_answers a on a.event_id = e.id and a.user_id = m.user_id
    where e.choir_id = ${choirId} and e.ends_at < ${bucharestMoment(yesterday, '00:00')}`);
  // Yesterday's first rehearsal: every other singer by name marked, the rest left to the conductor.
  await db.execute(sql`
    insert into attendance (event_id, user_id, status, marked_by, marked_at)
    select ${halfMarked}::int, s.user_id, case when s.n % 4 = 1 then 'absent' else 'present' end,
      ${conductorId}::int, now()
    from (select m.user_id, row_number() over (order by u.sort_name, u.id) as n
      from memberships m join users u on u.id = m.user_id
      where m.choir_id = ${choirId} and m.is_confirmed and not m.is_conductor) s
    where s.n % 2 = 1`);
}
