/**
 * GET /api/event/{id}/notify/: what 'Anunță corul' would send, before it is sent (issue #23): who
 * gets it (notifiedMembers, as notifyChoir chooses them), the subject and the text as the first
 * of them reads it, and whether the choir was already told of this version of the event (a POST
 * would then answer 409).
 */
import { eq, sql } from 'drizzle-orm';
import type { EventNotifyPreview } from '../../lib/api/events.ts';
import { events as em, eventAnswerLink } from '../../lib/messages-events.ts';
import type { Db } from '../db/client.ts';
import { choirs, events } from '../db/schema.ts';
import { badRequest, notFound } from '../http.ts';
import { eventMailFor, notifiedMembers } from './notify.ts';

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
  const names = (await notifiedMembers(db, event.choirId)).map((m) => ({
    user_id: m.id,
    name: `${m.firstName} ${m.lastName}`.trim(),
  }));
  const mail = eventMailFor(event, row.choirName ?? '', siteUrl, {
    name: names[0]?.name ?? '',
    // Each member's links answer for that member alone: the preview shows where they go.
    answerUrl: () => eventAnswerLink.previewLink,
  });
  return { recipients: names, ...mail, already_notified: row.notified };
}
