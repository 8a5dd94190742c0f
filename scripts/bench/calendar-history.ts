/**
 * For bench:api: three more years of weekly rehearsals before the demo choir's seeded year, so its
 * calendar has four years of history, and the windows to compare: the first month of that history
 * (nothing before it) and this month (four years before it). The same cost for both shows that a
 * month is one index range, whatever lies before it. Also an event of the demo choir with answers.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { eventAnswers, events } from '../../src/server/db/schema.ts';

const DAY = 86_400_000;
const EXTRA_YEARS = 3;
/** seed/full-events.ts starts the choirs' history about 300 days back. */
const SEEDED_DAYS = 300;

/** `from=…&to=…` of the calendar month holding `at`. */
function month(at: Date): string {
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0));
  return `from=${first.toISOString().slice(0, 10)}&to=${last.toISOString().slice(0, 10)}`;
}

export async function calendarHistory(db: Db, choirId: number) {
  const now = Date.now();
  const start = new Date(now - (SEEDED_DAYS + EXTRA_YEARS * 365) * DAY);
  const end = new Date(now - SEEDED_DAYS * DAY).toISOString();
  await db.execute(sql`
    insert into events (choir_id, title, type, location, description, starts_at, ends_at)
    select ${choirId}, 'Repetiție săptămânală', 2, 'Sala de muzică a școlii', 'Istoric.',
      s.at, s.at + interval '90 minutes'
    from generate_series(${start.toISOString()}::timestamptz, ${end}::timestamptz, interval '7 days') as s(at)
  `);
  await db.execute(sql`analyze events`);
  const [answered] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(eventAnswers, eq(eventAnswers.eventId, events.id))
    .where(and(eq(events.choirId, choirId), lt(events.startsAt, new Date(now))))
    .orderBy(desc(events.startsAt))
    .limit(1);
  return {
    firstMonth: month(new Date(start.getTime() + 31 * DAY)),
    thisMonth: month(new Date(now)),
    answeredEvent: answered?.id ?? 0,
  };
}
