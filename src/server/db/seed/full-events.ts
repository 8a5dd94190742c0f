/**
 * A year of events for every choir of the full-scale data, written by the database itself
 * (generate_series), so 130,000 events and their answers take seconds, on PGlite too:
 * - each choir's weekly rehearsal (its weekday and hour from its id), from about ten months back
 *   to two months ahead; the demo choir's only before its demo events (seed/events.ts);
 * - three concerts a choir over the year;
 * - a global event of the programme every month;
 * - answers of the approved members to the events of the last four weeks and the next two,
 *   about three in four answering (deterministic: a hash of the event and the member).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

const DAY = 86_400_000;
const HISTORY_DAYS = 300;
const AHEAD_DAYS = 65;
/** The demo events (seed/events.ts) begin six weeks before the seeding day. */
const DEMO_HISTORY_UNTIL_DAYS = 43;

export interface FullEventsReport {
  events: number;
  answers: number;
}

export async function seedFullEvents(
  db: Db,
  options: { now: Date; demoChoirId: number },
): Promise<FullEventsReport> {
  /** A moment `days` from the seeding day, as the ISO text both drivers pass alike. */
  const at = (days: number) => new Date(options.now.getTime() + days * DAY).toISOString();
  const from = at(-HISTORY_DAYS);
  const until = at(AHEAD_DAYS);
  const demoUntil = at(-DEMO_HISTORY_UNTIL_DAYS);

  await db.execute(sql`
    insert into events (choir_id, title, type, location, description, starts_at, ends_at, created_at, updated_at)
    select c.id, 'Repetiție săptămânală', 2, 'Sala de muzică a școlii',
      'Repertoriul săptămânii. Aduceți partiturile.',
      s.at, s.at + interval '90 minutes', s.at - interval '20 days', s.at - interval '20 days'
    from choirs c
    cross join lateral generate_series(
      date_trunc('week', ${from}::timestamptz) + (c.id % 5) * interval '1 day'
        + interval '14 hours' + (c.id % 3) * interval '1 hour',
      case when c.id = ${options.demoChoirId} then ${demoUntil}::timestamptz else ${until}::timestamptz end,
      interval '7 days'
    ) as s(at)
  `);
  await db.execute(sql`
    insert into events (choir_id, title, type, location, description, starts_at, ends_at, created_at, updated_at)
    select c.id, 'Concert', 1, 'Sala de spectacole a orașului',
      'Concertul corului. Ținută: cămașă albă.',
      s.at, s.at + interval '2 hours', s.at - interval '30 days', s.at - interval '30 days'
    from choirs c
    cross join lateral (
      select date_trunc('day', ${from}::timestamptz) + (k * 110 + c.id % 60) * interval '1 day'
        + interval '16 hours' as at
      from generate_series(0, 2) as k
    ) as s
    where c.id <> ${options.demoChoirId}
  `);
  await db.execute(sql`
    insert into events (choir_id, title, type, location, description, starts_at, ends_at, created_at, updated_at)
    select null, 'Gala lunară a programului', 4, 'București, Sala Radio',
      'Corurile programului cântă împreună.',
      s.at, s.at + interval '1 day 8 hours', s.at - interval '40 days', s.at - interval '40 days'
    from generate_series(
      date_trunc('month', ${from}::timestamptz) + interval '24 days 8 hours',
      ${until}::timestamptz, interval '1 month'
    ) as s(at)
  `);
  await db.execute(sql`
    insert into event_answers (event_id, user_id, answer, note, updated_at)
    select e.id, m.user_id,
      (array['yes', 'yes', 'yes', 'yes', 'yes', 'no', 'maybe'])[1 + h.v % 7],
      '', e.starts_at - interval '2 days'
    from events e
    join memberships m on m.choir_id = e.choir_id and m.is_confirmed
    cross join lateral (select abs(hashtext(e.id || ':' || m.user_id)::bigint) as v) as h
    where e.choir_id is not null
      and e.starts_at >= ${at(-28)}::timestamptz
      and e.starts_at < ${at(14)}::timestamptz
      and h.v % 4 <> 0
    on conflict do nothing
  `);
  const [counts] = await db
    .select({
      events: sql<number>`(select count(*) from events)::int`,
      answers: sql<number>`(select count(*) from event_answers)::int`,
    })
    .from(sql`(select 1) as one`);
  return { events: counts?.events ?? 0, answers: counts?.answers ?? 0 };
}
