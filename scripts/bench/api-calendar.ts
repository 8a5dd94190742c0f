/**
 * For bench:api, after calendar-history.ts: do an event's answers and a feed cost the same after
 * years of history? The demo choir's history events get its members' answers (four years of
 * attendance); a twin is found, a confirmed choir with as many approved members and only the
 * seeded year of history. The targets load, as staff, the answers of the demo choir's latest
 * answered event and of the twin's, and the feeds of a member of each: the same cost for both
 * shows that neither reads the history (the answers grow with the members, a feed with its window).
 */
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { choirs, eventAnswers, events, memberships } from '../../src/server/db/schema.ts';
import { feedToken } from '../../src/server/events/feed.ts';

/** The choir's latest event that has answers, before now. */
async function latestAnswered(db: Db, choirId: number) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(eventAnswers, eq(eventAnswers.eventId, events.id))
    .where(and(eq(events.choirId, choirId), lt(events.startsAt, new Date())))
    .orderBy(desc(events.startsAt))
    .limit(1);
  if (!row) throw new Error(`choir ${choirId} has no answered event`);
  return row.id;
}

/** A confirmed member's feed path (the token made as the calendar page makes it). */
async function feedPath(db: Db, choirId: number) {
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.choirId, choirId), sql`${memberships.isConfirmed}`))
    // The newest: not the demo conductor, whose feed bench:api loads already.
    .orderBy(desc(memberships.userId))
    .limit(1);
  if (!member) throw new Error(`choir ${choirId} has no member`);
  return `/api/calendar/${await feedToken(db, member.userId)}.ics`;
}

export async function calendarScaling(db: Db, demoChoirId: number) {
  await db.execute(sql`
    insert into event_answers (event_id, user_id, answer, note, updated_at)
    select e.id, m.user_id, 'yes', '', e.starts_at - interval '2 days'
    from events e join memberships m on m.choir_id = e.choir_id and m.is_confirmed
    where e.choir_id = ${demoChoirId} and e.starts_at < now()
    on conflict do nothing
  `);
  await db.execute(sql`analyze event_answers`);
  const size = sql<number>`(select count(*) from ${memberships}
    where ${memberships.choirId} = ${choirs.id} and ${memberships.isConfirmed})::int`;
  const [demo] = await db.select({ size }).from(choirs).where(eq(choirs.id, demoChoirId));
  const [twin] = await db
    .select({ id: choirs.id })
    .from(choirs)
    .where(and(ne(choirs.id, demoChoirId), sql`${choirs.isConfirmed}`, eq(size, demo?.size ?? 0)))
    .orderBy(choirs.id)
    .limit(1);
  if (!twin) throw new Error('no twin choir');
  const label = (what: string, history: string) =>
    `GET ${what} (${history}, ${demo?.size} members)`;
  return [
    {
      // choir_id: the same answer, under another path than the conductor's target.
      path: `/api/event/${await latestAnswered(db, demoChoirId)}/answers/?choir_id=${demoChoirId}`,
      auth: 'staff' as const,
      label: label('/api/event/{id}/answers/', 'demo choir, 4 years answered'),
    },
    {
      path: `/api/event/${await latestAnswered(db, twin.id)}/answers/?choir_id=${twin.id}`,
      auth: 'staff' as const,
      label: label('/api/event/{id}/answers/', 'twin choir, 1 year'),
    },
    {
      path: await feedPath(db, demoChoirId),
      auth: false,
      label: label('/api/calendar/{token}.ics', 'demo choir, 4 years before the window'),
    },
    {
      path: await feedPath(db, twin.id),
      auth: false,
      label: label('/api/calendar/{token}.ics', 'twin choir, 1 year'),
    },
  ];
}
