/**
 * GET /api/event/{id}/notify/: what 'Anunță corul' would send, before it is sent (issue #23): who
 * gets it (the approved members of the event's choir, blocked accounts excepted, as notify.ts
 * chooses them), the subject and the text as the first of them reads it, and whether the choir
 * was already told of this version of the event (a POST would then answer 409).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventNotifyPreview } from '../../lib/api/events.ts';
import {
  EVENT_ANSWERS,
  events as em,
  eventAnswerLink,
  eventMail,
} from '../../lib/messages-events.ts';
import { notBlocked } from '../blocked.ts';
import type { Db } from '../db/client.ts';
import { choirs, events, memberships, users } from '../db/schema.ts';
import { badRequest, notFound } from '../http.ts';
import { typeName } from './notify.ts';
import { whenText } from './time.ts';

export async function previewNotification(
  db: Db,
  eventId: number,
  siteUrl: string,
): Promise<EventNotifyPreview> {
  const [row] = await db
    .select({
      event: events,
      choirName: choirs.name,
      notified: sql<boolean>`coalesce(${events.notifiedAt} >= ${events.updatedAt}, false)`,
    })
    .from(events)
    .leftJoin(choirs, eq(choirs.id, events.choirId))
    .where(eq(events.id, eventId));
  if (!row) throw notFound();
  const { event } = row;
  if (event.choirId === null) throw badRequest({ non_field_errors: [em.globalNotNotified] });
  // The recipients of notifyChoir (notify.ts), in the members table's order.
  const members = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.choirId, event.choirId), eq(memberships.isConfirmed, true), notBlocked),
    )
    .orderBy(asc(users.sortName), asc(users.id));
  const names = members.map((m) => ({
    user_id: m.userId,
    name: `${m.firstName} ${m.lastName}`.trim(),
  }));
  const when = whenText(event.startsAt, event.endsAt);
  const choir = row.choirName ?? '';
  return {
    recipients: names,
    subject: eventMail.subject(choir, event.title, when),
    text: eventMail.body({
      name: names[0]?.name ?? '',
      choir,
      title: event.title,
      type: typeName(event.type),
      when,
      location: event.location,
      description: event.description,
      link: `${siteUrl}/cont/evenimente?event=${event.id}`,
      // Each member's links answer for that member alone: the preview shows where they go.
      answerLinks: (['yes', 'no', 'maybe'] as const).map((answer) =>
        eventAnswerLink.mailAnswer(EVENT_ANSWERS[answer], eventAnswerLink.previewLink),
      ),
    }),
    already_notified: row.notified,
  };
}
