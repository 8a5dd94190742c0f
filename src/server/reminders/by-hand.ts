/**
 * 'Trimite o reamintire' (issue #28): GET /api/event/{id}/remind/ shows who it would reach and the
 * mail, POST sends it. Only after the choir was announced (notified_at), before the event starts,
 * and at most once every REMIND_BY_HAND_GAP_HOURS (events.reminded_at, 429 with Retry-After
 * sooner): a conductor cannot flood the members. The event's row is locked first, so two clicks at
 * once send one round. The members reminded are recorded (send.ts): the job does not remind them
 * again. See docs/decisions.md.
 */
import { eq } from 'drizzle-orm';
import type { EventRemindPreview } from '../../lib/api/events.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { REMIND_BY_HAND_GAP_HOURS } from '../../lib/limits.ts';
import { events as em, eventAnswerLink } from '../../lib/messages-events.ts';
import { reminders as rm } from '../../lib/messages-reminders.ts';
import type { Db } from '../db/client.ts';
import { choirs, events } from '../db/schema.ts';
import type { EventRow } from '../events/present.ts';
import { ApiError, badRequest, notFound } from '../http.ts';
import { reminderMail, reminderMessage } from './message.ts';
import { remindedMembers, sendReminders } from './send.ts';

const GAP_MS = REMIND_BY_HAND_GAP_HOURS * 3_600_000;

/** Why a reminder of a choir's event cannot be sent now (with the wait, if that is why), or null. */
function refusal(event: EventRow, now: Date): { message: string; waitMs?: number } | null {
  if (event.startsAt <= now) return { message: rm.startedNoReminder };
  if (event.notifiedAt === null) return { message: rm.notAnnouncedYet };
  const waitMs = event.remindedAt ? event.remindedAt.getTime() + GAP_MS - now.getTime() : 0;
  if (event.remindedAt && waitMs > 0)
    return { message: rm.remindedLately(formatDateTime(event.remindedAt)), waitMs };
  return null;
}

/** What the reminder would send now; `refused` says why it cannot be sent (no sending then). */
export async function previewReminder(
  db: Db,
  eventId: number,
  siteUrl: string,
): Promise<EventRemindPreview> {
  const [row] = await db
    .select({ event: events, choirName: choirs.name })
    .from(events)
    .leftJoin(choirs, eq(choirs.id, events.choirId))
    .where(eq(events.id, eventId));
  if (!row) throw notFound();
  const { event } = row;
  if (event.choirId === null) throw badRequest({ non_field_errors: [em.globalNotNotified] });
  const members = await remindedMembers(db, event.id, event.choirId);
  const recipients = members.map((m) => ({
    user_id: m.id,
    name: `${m.firstName} ${m.lastName}`.trim(),
  }));
  const mail = reminderMail(reminderMessage(event, row.choirName ?? '', siteUrl), {
    name: recipients[0]?.name ?? '',
    maybe: members[0]?.answer === 'maybe',
    answerUrl: () => eventAnswerLink.previewLink,
  });
  return { recipients, ...mail, refused: refusal(event, new Date())?.message ?? null };
}

export async function remindByHand(
  db: Db,
  eventId: number,
  site: { siteUrl: string; secret: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw notFound();
    if (event.choirId === null) throw badRequest({ non_field_errors: [em.globalNotNotified] });
    const refused = refusal(event, new Date());
    if (refused?.waitMs)
      throw new ApiError(
        429,
        { detail: refused.message },
        { 'Retry-After': String(Math.ceil(refused.waitMs / 1000)) },
      );
    if (refused) throw badRequest({ non_field_errors: [refused.message] });
    const members = await remindedMembers(tx, event.id, event.choirId);
    const sent = await sendReminders(
      tx,
      { ...event, choirId: event.choirId },
      members,
      site,
      false,
    );
    await tx.update(events).set({ remindedAt: new Date() }).where(eq(events.id, event.id));
    return sent;
  });
}
