/**
 * One event with the user's standing towards it, in one query by primary key (prepared): the
 * event, its choir's confirmation, the user's membership of that choir and the user's answer.
 * Who may see it (document 1 §6): a choir's event, its confirmed members while the choir is
 * confirmed, and staff; a global event, any member confirmed in some confirmed choir, and staff.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { User } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { choirs, eventAnswers, events, memberships } from '../db/schema.ts';
import { forbidden, notFound } from '../http.ts';
import { type ChoirAccess, isConfirmedSomewhere, toAccess } from '../permissions.ts';
import { canEdit, type EventRow, toCalendarEvent } from './present.ts';

const byId = perDatabase((db) =>
  db
    .select({
      event: events,
      choirConfirmed: choirs.isConfirmed,
      membership: { isConfirmed: memberships.isConfirmed, isConductor: memberships.isConductor },
      answer: eventAnswers.answer,
      note: eventAnswers.note,
    })
    .from(events)
    .leftJoin(choirs, eq(choirs.id, events.choirId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.choirId, events.choirId),
        eq(memberships.userId, sql.placeholder('userId')),
      ),
    )
    .leftJoin(
      eventAnswers,
      and(eq(eventAnswers.eventId, events.id), eq(eventAnswers.userId, sql.placeholder('userId'))),
    )
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('event_by_id'),
);

export interface EventAccess {
  event: EventRow;
  /** The user's standing in the event's choir; null for a global event. */
  access: ChoirAccess | null;
  /** A confirmed member who sees the event: may answer it (staff see without being members). */
  member: boolean;
  canEdit: boolean;
  answer: 'yes' | 'no' | 'maybe' | null;
  note: string | null;
}

/** The event and the user's standing; 404 unknown, 403 when the user may not see it. */
export async function readEvent(db: Db, user: User, eventId: number): Promise<EventAccess> {
  const [row] = await byId(db).execute({ userId: user.id, eventId });
  if (!row) throw notFound();
  const { event } = row;
  const access =
    event.choirId === null
      ? null
      : toAccess(event.choirId, row.choirConfirmed === true, row.membership);
  const member = access
    ? access.choirConfirmed && access.isConfirmed
    : await isConfirmedSomewhere(db, user.id);
  if (!member && !user.isStaff) throw forbidden();
  return {
    event,
    access,
    member,
    canEdit: canEdit(user, event, access),
    answer: row.answer,
    note: row.note,
  };
}

/** The answer body of an event read with readEvent. */
export const presentEvent = (a: EventAccess) =>
  toCalendarEvent(a.event, { canEdit: a.canEdit, answer: a.answer, note: a.note });
