/** An event as the API answers it (src/lib/api/events.ts), and who may change it. */
import { eq } from 'drizzle-orm';
import type { CalendarEvent } from '../../lib/api/events.ts';
import { eventClasses } from '../../lib/event-types.ts';
import { SERIES_REPEATS } from '../../lib/limits.ts';
import type { User } from '../auth.ts';
import { eventSeries, events } from '../db/schema.ts';
import type { ChoirAccess } from '../permissions.ts';
import { wallClock } from './time.ts';

export type EventRow = typeof events.$inferSelect;
type Answer = CalendarEvent['my_answer'];

/** The series' rule beside an event (null columns outside a series): a left join on its key. */
export const seriesRuleColumns = {
  intervalWeeks: eventSeries.intervalWeeks,
  until: eventSeries.until,
};
export const seriesOfEvent = eq(eventSeries.id, events.seriesId);
export type SeriesRule = { intervalWeeks: number | null; until: string | null } | null;

const seriesJson = (e: EventRow, rule: SeriesRule): CalendarEvent['series'] =>
  e.seriesId === null || !rule?.intervalWeeks || !rule.until
    ? null
    : {
        id: e.seriesId,
        repeat: rule.intervalWeeks === SERIES_REPEATS.biweekly ? 'biweekly' : 'weekly',
        until: rule.until,
      };

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
  own: { canEdit: boolean; answer: Answer; note: string | null; series: SeriesRule },
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
    answer_by: e.answerBy,
    series: seriesJson(e, own.series),
  };
}
