/**
 * Demo events, relative to the day of seeding (Bucharest): the demo choir's weekly rehearsals
 * from six weeks back to the end of next month, one series (issue #28) with the rehearsal two
 * weeks ahead cancelled, so a new user sees both in the calendar and its feed; a concert next month, and the programme's
 * festival (a global event); the demo singer and conductor have answered some of them, the past
 * ones being the attendance record.
 */
import { inArray } from 'drizzle-orm';
import { todayInBucharest } from '../../../lib/dates.ts';
import { bucharestMoment } from '../../../lib/schemas/event.ts';
import type { Db } from '../client.ts';
import { eventAnswers, eventSeries, events, users } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const DAY_MS = 86_400_000;
const REHEARSAL_WEEKS_BACK = 6;
/** The rehearsal cancelled: two weeks ahead (today's and next week's are held: tests open them). */
const CANCELLED_WEEKS_AHEAD = 2;

/** YYYY-MM-DD `days` after `day`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Day `n` of the month `months` after `day`'s (day 0: the last day of the month before it). */
function monthDay(day: string, months: number, n: number) {
  const d = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, n);
  return d.toISOString().slice(0, 10);
}

export async function seedDemoEvents(db: Db, choirId: number) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        DEMO_ACCOUNTS.conductor.email,
        DEMO_ACCOUNTS.singer.email,
        DEMO_ACCOUNTS.staff.email,
      ]),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const conductor = idOf(DEMO_ACCOUNTS.conductor.email);
  const singer = idOf(DEMO_ACCOUNTS.singer.email);

  const today = todayInBucharest();
  const lastDay = monthDay(today, 2, 0);
  const template = {
    title: 'Repetiție săptămânală',
    type: 2,
    location: 'Sala de muzică a școlii',
    description: 'Lucrăm la repertoriul de iarnă. Aduceți partiturile și o sticlă cu apă.',
  };
  const firstDay = plusDays(today, -7 * REHEARSAL_WEEKS_BACK);
  const [series] = await db
    .insert(eventSeries)
    .values({
      ...template,
      choirId,
      firstDay,
      intervalWeeks: 1,
      until: lastDay,
      startTime: '17:00',
      durationMinutes: 90,
    })
    .returning({ id: eventSeries.id });
  const cancelled = plusDays(today, 7 * CANCELLED_WEEKS_AHEAD);
  const rehearsals = [];
  for (let day = firstDay; day <= lastDay; day = plusDays(day, 7)) {
    if (day === cancelled) continue;
    const startsAt = bucharestMoment(day, '17:00');
    rehearsals.push({
      ...template,
      choirId,
      startsAt,
      endsAt: bucharestMoment(day, '18:30'),
      createdBy: conductor,
      seriesId: series?.id ?? null,
      seriesStart: startsAt,
    });
  }
  const concertDay = monthDay(today, 1, 14);
  const festivalDay = monthDay(today, 1, 20);
  const made = await db
    .insert(events)
    .values([
      ...rehearsals,
      {
        choirId,
        title: 'Concert de iarnă',
        type: 1,
        location: 'Sala Teatrului Național, Iași',
        description: 'Ținută: cămașă albă și pantaloni sau fustă neagră. Ne adunăm la 17:00.',
        startsAt: bucharestMoment(concertDay, '18:00'),
        endsAt: bucharestMoment(concertDay, '20:00'),
        // 'Răspunde până la' (issue #28): a week before; the reminder goes the day before it.
        answerBy: plusDays(concertDay, -7),
        createdBy: conductor,
      },
      {
        choirId: null,
        title: 'Festivalul Național al Corurilor de Copii',
        type: 4,
        location: 'Palatul Culturii, Iași',
        description: 'Trei zile de concerte și ateliere pentru toate corurile programului.',
        startsAt: bucharestMoment(festivalDay, '10:00'),
        endsAt: bucharestMoment(plusDays(festivalDay, 2), '18:00'),
        createdBy: idOf(DEMO_ACCOUNTS.staff.email),
      },
    ])
    .returning({ id: events.id, startsAt: events.startsAt, type: events.type });

  // The past rehearsals (an absence among them) and the next few events.
  const now = Date.now();
  const past = made.filter((e) => e.startsAt.getTime() < now);
  const next = made.filter((e) => e.startsAt.getTime() >= now).slice(0, 2);
  const special = made.filter((e) => e.type !== 2);
  const answers = [];
  for (const [i, e] of past.entries()) {
    if (conductor) answers.push({ eventId: e.id, userId: conductor, answer: 'yes' as const });
    if (singer)
      answers.push(
        i === 1
          ? { eventId: e.id, userId: singer, answer: 'no' as const, note: 'Sunt răcit.' }
          : { eventId: e.id, userId: singer, answer: 'yes' as const },
      );
  }
  for (const e of [...next, ...special]) {
    if (singer && !answers.some((a) => a.eventId === e.id && a.userId === singer))
      answers.push({
        eventId: e.id,
        userId: singer,
        answer: e.type === 1 ? ('maybe' as const) : ('yes' as const),
      });
  }
  if (conductor && special[0])
    answers.push({ eventId: special[0].id, userId: conductor, answer: 'yes' as const });
  if (answers.length > 0) await db.insert(eventAnswers).values(answers);
}
