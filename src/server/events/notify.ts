/**
 * POST /api/event/{id}/notify/: one mail per approved member of the event's choir (a blocked
 * account gets none, blocked.ts), queued in the
 * outbox (bulk priority: a choir's news must not hold back an activation mail) in the transaction
 * that sets notified_at. The event's row is locked first, so two notifications at once send one
 * round of mails, and an edit waits for (or is seen by) the notification. A second notification
 * is refused until the event is edited (updated_at later than notified_at); both are set with
 * clock_timestamp() under that lock, so their order is the order of the changes.
 * Each mail carries the member's answer links (answer-link.ts): one tap answers, with no login.
 */
import { and, eq, sql } from 'drizzle-orm';
import { EVENT_TYPES } from '../../lib/limits.ts';
import {
  EVENT_ANSWERS,
  events as em,
  eventAnswerLink,
  eventMail,
} from '../../lib/messages-events.ts';
import { notBlocked } from '../blocked.ts';
import type { Db } from '../db/client.ts';
import { choirs, events, memberships, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http.ts';
import { queueMail } from '../services/mail.ts';
import { answerLinkUrl, signAnswerToken } from './answer-link.ts';
import { whenText } from './time.ts';

export const typeName = (type: number) =>
  EVENT_TYPES[type as keyof typeof EVENT_TYPES] ?? EVENT_TYPES[5];

/** The mail's answer lines of one member: 'Particip: https://…' for each answer. */
const answerLines = (
  site: { siteUrl: string; secret: string },
  userId: number,
  eventId: number,
) => {
  const token = signAnswerToken(site.secret, userId, eventId);
  return (['yes', 'no', 'maybe'] as const).map((answer) =>
    eventAnswerLink.mailAnswer(EVENT_ANSWERS[answer], answerLinkUrl(site.siteUrl, token, answer)),
  );
};

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
    const members = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(eq(memberships.choirId, event.choirId), eq(memberships.isConfirmed, true), notBlocked),
      )
      .orderBy(users.id);
    const when = whenText(event.startsAt, event.endsAt);
    const choirName = choir?.name ?? '';
    await queueMail(
      tx,
      members.map((m) => ({
        to: m.email,
        subject: eventMail.subject(choirName, event.title, when),
        text: eventMail.body({
          name: `${m.firstName} ${m.lastName}`.trim(),
          choir: choirName,
          title: event.title,
          type: typeName(event.type),
          when,
          location: event.location,
          description: event.description,
          link: `${site.siteUrl}/cont/evenimente?event=${event.id}`,
          answerLinks: answerLines(site, m.id, event.id),
        }),
      })),
      'bulk',
    );
    await tx
      .update(events)
      .set({ notifiedAt: sql`clock_timestamp()` })
      .where(eq(events.id, eventId));
    return members.length;
  });
}
