/**
 * One run of the reminder job (issue #28), at `now` (the tests set the clock):
 * - an event with an answer-by day: its reminder is due from REMINDER_HOURS_BEFORE_DEADLINE hours
 *   before that day ends until it ends; an event without one, once announced, from
 *   REMINDER_HOURS_BEFORE_START hours before it starts until it starts. Only an event that existed
 *   (and, without a deadline, was announced) before that moment: a reminder follows what the
 *   members were already told, it never comes on the heels of the announcement;
 * - a rehearsal: its conductors' summary, from REMINDER_SUMMARY_HOURS_BEFORE hours before it.
 * Every event is written in its own transaction, rows and mails together (send.ts, summary.ts), so
 * a rerun, a restart or a second process sends nothing twice. See docs/decisions.md.
 */
import { and, between, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { todayInBucharest } from '../../lib/dates.ts';
import {
  REMINDER_HOURS_BEFORE_DEADLINE,
  REMINDER_HOURS_BEFORE_START,
  REMINDER_SUMMARY_HOURS_BEFORE,
} from '../../lib/limits.ts';
import type { Db } from '../db/client.ts';
import { eventReminders, events } from '../db/schema.ts';
import type { EventRow } from '../events/present.ts';
import { addDays, answerDeadline } from '../events/time.ts';
import { remindedMembers, sendReminders } from './send.ts';
import { sendSummary } from './summary.ts';

const HOUR_MS = 3_600_000;
const REHEARSAL = 2;

export interface ReminderDeps {
  db: Db;
  siteUrl: string;
  secret: string;
}

type ChoirEvent = EventRow & { choirId: number };
const ofChoir = (e: EventRow): e is ChoirEvent => e.choirId !== null;

/** When the reminder of an event is due, and until when. */
export function reminderWindow(e: Pick<EventRow, 'answerBy' | 'startsAt'>) {
  const until = e.answerBy ? answerDeadline(e.answerBy) : e.startsAt;
  const hours = e.answerBy ? REMINDER_HOURS_BEFORE_DEADLINE : REMINDER_HOURS_BEFORE_START;
  return { from: new Date(until.getTime() - hours * HOUR_MS), until };
}

const isDue = (e: EventRow, now: Date) => {
  const { from, until } = reminderWindow(e);
  return (
    from <= now &&
    now < until &&
    e.createdAt <= from &&
    (e.answerBy !== null || (e.notifiedAt !== null && e.notifiedAt <= from))
  );
};

/** The choirs' events whose reminder may be due at `now` (isDue decides). */
async function remindable(db: Db, now: Date): Promise<ChoirEvent[]> {
  const today = todayInBucharest(now);
  const [withDeadline, without] = await Promise.all([
    db
      .select()
      .from(events)
      .where(
        and(
          isNotNull(events.choirId),
          between(events.answerBy, addDays(today, -1), addDays(today, 1)),
          gt(events.startsAt, now),
        ),
      ),
    db
      .select()
      .from(events)
      .where(
        and(
          isNotNull(events.choirId),
          isNull(events.answerBy),
          isNotNull(events.notifiedAt),
          gt(events.startsAt, now),
          lte(events.startsAt, new Date(now.getTime() + REMINDER_HOURS_BEFORE_START * HOUR_MS)),
        ),
      ),
  ]);
  return [...withDeadline, ...without].filter(ofChoir).filter((e) => isDue(e, now));
}

/**
 * The rehearsals of the next REMINDER_SUMMARY_HOURS_BEFORE hours whose summary no conductor got
 * yet: a rerun every few minutes reads them, it does not write them again.
 */
async function rehearsalsSoon(db: Db, now: Date): Promise<ChoirEvent[]> {
  const summarised = db
    .select({ one: sql`1` })
    .from(eventReminders)
    .where(and(eq(eventReminders.eventId, events.id), eq(eventReminders.kind, 'summary')));
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        isNotNull(events.choirId),
        eq(events.type, REHEARSAL),
        gt(events.startsAt, now),
        lte(events.startsAt, new Date(now.getTime() + REMINDER_SUMMARY_HOURS_BEFORE * HOUR_MS)),
        notExists(summarised),
      ),
    );
  return rows.filter(ofChoir);
}

/** Sends what is due at `now`; returns how many reminders and summaries were queued. */
export async function runReminders(deps: ReminderDeps, now: Date) {
  const { db } = deps;
  let reminders = 0;
  let summaries = 0;
  for (const event of await remindable(db, now)) {
    reminders += await db.transaction(async (tx) =>
      sendReminders(tx, event, await remindedMembers(tx, event.id, event.choirId), deps, true),
    );
  }
  for (const event of await rehearsalsSoon(db, now)) {
    summaries += await db.transaction((tx) => sendSummary(tx, event, deps.siteUrl));
  }
  return { reminders, summaries };
}
