/**
 * How an event's moments read: the long Romanian date of Bucharest (src/lib/dates.ts) with the
 * wall-clock times the API sends, and whether it has started or ended (from its UTC moments).
 */
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { formatDate } from '../../../lib/dates.ts';

type Moments = Pick<
  CalendarEvent,
  'start' | 'end' | 'startDate' | 'endDate' | 'startTime' | 'endTime'
>;

/** '18:00 – 20:00', or with the days when it spans more than one: '3 decembrie 2026, 18:00 – 5 decembrie 2026, 12:00'. */
export function timeRange(event: Moments): string {
  if (event.startDate === event.endDate) return `${event.startTime} – ${event.endTime}`;
  return `${formatDate(event.start)}, ${event.startTime} – ${formatDate(event.end)}, ${event.endTime}`;
}

/** '3 decembrie 2026, 18:00 – 20:00' for the details modal. */
export function longRange(event: Moments): string {
  if (event.startDate === event.endDate) return `${formatDate(event.start)}, ${timeRange(event)}`;
  return timeRange(event);
}

export const hasStarted = (event: Pick<CalendarEvent, 'start'>, now = new Date()) =>
  new Date(event.start).getTime() <= now.getTime();

export const hasEnded = (event: Pick<CalendarEvent, 'end'>, now = new Date()) =>
  new Date(event.end).getTime() <= now.getTime();

/** 'Ana Pop', or 'Ana Pop (ana.pop)' when another member of the choir has the same name. */
export const shownName = (member: { name: string; name_hint: string | null }) =>
  member.name_hint ? `${member.name} (${member.name_hint})` : member.name;
const ZONE = 'Europe/Bucharest';
const dayWithWeekday = new Intl.DateTimeFormat('ro-RO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ZONE,
});
const clock = new Intl.DateTimeFormat('ro-RO', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ZONE,
});

/**
 * 'joi, 3 decembrie 2026, 18:00–20:00' (as the announcement mail says it), or both days when it
 * ends on another: from the UTC moments alone, for lists that have no wall-clock fields.
 */
export function whenText(event: Pick<CalendarEvent, 'start' | 'end'>): string {
  const [start, end] = [new Date(event.start), new Date(event.end)];
  const [startDay, endDay] = [dayWithWeekday.format(start), dayWithWeekday.format(end)];
  if (startDay === endDay) return `${startDay}, ${clock.format(start)}–${clock.format(end)}`;
  return `${startDay}, ${clock.format(start)} – ${endDay}, ${clock.format(end)}`;
}
