/**
 * POST /api/event/{id}/notify/: one mail per approved member of the event's choir (a blocked
 * account gets none, blocked.ts; a child whose membership is suspended for want of a parental
 * consent gets none, consents/state.ts; a managed child's goes to their parents,
 * families/mail.ts), queued in the
 * outbox (bulk priority: a choir's news must not hold back an activation mail) in the transaction
 * that sets notified_at. The event's row is locked first, so two notifications at once send one
 * round of mails, and an edit waits for (or is seen by) the notification. A second notification
 * is refused until the event is edited (updated_at later than notified_at); both are set with
 * clock_timestamp() under that lock, so their order is the order of the changes.
 * Each mail carries the member's answer links (answer-link.ts): one tap answers, with no login;
 * and the event as a calendar attachment (.ics, ical-event.ts), its answer-by day when it has one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { eventTypeName } from '../../lib/event-types.ts';
import {
  EVENT_ANSWERS,
  events as em,
  eventAnswerLink,
  eventMail,
} from '../../lib/messages-events.ts';
import { reminders as rm } from '../../lib/messages-reminders.ts';
import { notBlocked } from '../blocked.ts';
import { takesPartSql } from '../consents/state.ts';
import type { Db } from '../db/client.ts';
import { choirs, events, memberships, users } from '../db/schema.ts';
import { mailMembers } from '../families/mail.ts';
import { badRequest, conflict, notFound } from '../http.ts';
import { answerLinkUrl, signAnswerToken } from './answer-link.ts';
import { icsAttachment } from './ical-event.ts';
import { dayText, whenText } from './time.ts';

type EventRow = typeof events.$inferSelect;

/**
 * Who a notification reaches: the approved members of the choir who take part, blocked accounts
 * excepted, in the members table's order. notifyChoir mails them; the preview (notify-preview.ts) lists them.
 */
export function notifiedMembers(db: Pick<Db, 'select'>, choirId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.choirId, choirId),
        eq(memberships.isConfirmed, true),
        notBlocked,
        takesPartSql(),
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id));
}

/** 'Particip: https://…', one line per answer: the announcement's and the reminder's. */
export const answerLinks = (answerUrl: (answer: keyof typeof EVENT_ANSWERS) => string) =>
  (['yes', 'no', 'maybe'] as const).map((answer) =>
    eventAnswerLink.mailAnswer(EVENT_ANSWERS[answer], answerUrl(answer)),
  );

/**
 * The mail about `event`, as one member reads it: `answerUrl` gives the address of each answer
 * link ('Particip: https://…').
 */
export function eventMailFor(
  event: EventRow,
  choir: string,
  siteUrl: string,
  member: { name: string; answerUrl: (answer: keyof typeof EVENT_ANSWERS) => string },
) {
  const when = whenText(event.startsAt, event.endsAt);
  return {
    subject: eventMail.subject(choir, event.title, when),
    text: eventMail.body({
      name: member.name,
      choir,
      title: event.title,
      type: eventTypeName(event.type),
      when,
      location: event.location,
      description: event.description,
      link: `${siteUrl}/cont/evenimente?event=${event.id}`,
      answerLinks: answerLinks(member.answerUrl),
      answerBy: event.answerBy ? rm.answerByLine(dayText(event.answerBy)) : '',
    }),
  };
}

export async function notifyChoir(
  db: Db,
  eventId: number,
  site: { siteUrl: string; secret: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        event: events,
        notified: sql<boolean>`coalesce(${events.notifiedAt} >= ${events.updatedAt}, false)`,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!row) throw notFound();
    const { event } = row;
    if (event.choirId === null) throw badRequest({ non_field_errors: [em.globalNotNotified] });
    if (row.notified) throw conflict(em.alreadyNotified);
    const [choir] = await tx
      .select({ name: choirs.name })
      .from(choirs)
      .where(eq(choirs.id, event.choirId));
    const members = await notifiedMembers(tx, event.choirId);
    const choirName = choir?.name ?? '';
    // The same calendar for everyone: the event, with the feed's UID (ical-event.ts).
    const ics = icsAttachment(event, site.siteUrl);
    await mailMembers(
      tx,
      members.map((m) => {
        const token = signAnswerToken(site.secret, m.id, event.id);
        const name = `${m.firstName} ${m.lastName}`.trim();
        return {
          to: m.email,
          userId: m.id,
          memberName: name,
          ...eventMailFor(event, choirName, site.siteUrl, {
            name,
            answerUrl: (answer) => answerLinkUrl(site.siteUrl, token, answer),
          }),
          attachments: [ics],
        };
      }),
      'bulk',
    );
    await tx
      .update(events)
      .set({ notifiedAt: sql`clock_timestamp()` })
      .where(eq(events.id, eventId));
    return members.length;
  });
}
