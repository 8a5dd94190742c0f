/** An event as the API answers it (src/lib/api/events.ts), and who may change it. */
import type { CalendarEvent } from '../../lib/api/events.ts';
import { eventClasses } from '../../lib/event-types.ts';
import type { User } from '../auth.ts';
import type { events } from '../db/schema.ts';
import type { ChoirAccess } from '../permissions.ts';
import { wallClock } from './time.ts';

export type EventRow = typeof events.$inferSelect;
type Answer = CalendarEvent['my_answer'];

/**
 * The creator (while a confirmed member of the confirmed choir), the choir's conductors and
 * staff may edit and delete a choir's event; a global event, staff only.
 */
export function canEdit(
  user: User,
  event: Pick<EventRow, 'choirId' | 'createdBy'>,
  access: ChoirAccess | null,
): boolean {
  if (user.isStaff) return true;
  if (event.choirId === null || !access?.choirConfirmed || !access.isConfirmed) return false;
  return access.isConductor || event.createdBy === user.id;
}

export function toCalendarEvent(
  e: EventRow,
  own: { canEdit: boolean; answer: Answer; note: string | null },
): CalendarEvent {
  const start = wallClock(e.startsAt);
  const end = wallClock(e.endsAt);
  return {
    id: e.id,
    title: e.title,
    start: e.startsAt.toISOString(),
    end: e.endsAt.toISOString(),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    type: e.type,
    location: e.location,
    description: e.description,
    cor: e.choirId ?? 0,
    global_event: e.choirId === null,
    classes: eventClasses(e.type),
    can_edit: own.canEdit,
    my_answer: own.answer,
    my_note: own.note ?? '',
  };
}
