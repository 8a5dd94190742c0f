/**
 * The days a month grid shows and the events that fall on a day: pure, so the unit tests pin
 * them. A grid starts on the Monday on or before the 1st and ends on the Sunday on or after the
 * last day (28 to 42 days), well inside the API's EVENT_WINDOW_MAX_DAYS; the grid loads them
 * with one GET /api/event/?from=&to= (both days inclusive).
 */
import {
  type CalendarDate,
  endOfMonth,
  getDayOfWeek,
  parseDate,
  startOfMonth,
} from '@internationalized/date';

/** Monday first (document 1 §2.11), whatever the browser's locale says. */
const LOCALE = 'ro-RO';
const FIRST_DAY = 'mon';

export interface DayWindow {
  /** YYYY-MM-DD, the first day of the grid (a Monday). */
  from: string;
  /** YYYY-MM-DD, the last day of the grid (a Sunday). */
  to: string;
}

/** The grid of the month that holds `date`. */
export function monthWindow(date: CalendarDate): DayWindow {
  const first = startOfMonth(date);
  const last = endOfMonth(date);
  const start = first.subtract({ days: getDayOfWeek(first, LOCALE, FIRST_DAY) });
  const end = last.add({ days: 6 - getDayOfWeek(last, LOCALE, FIRST_DAY) });
  return { from: start.toString(), to: end.toString() };
}

/** What an event needs for this: its first and last day in Bucharest. */
interface Span {
  startDate: string;
  endDate: string;
  start: string;
}

/** The events that touch `day` (a multi-day event shows on each of its days), by start. */
export function eventsOnDay<T extends Span>(events: readonly T[], day: CalendarDate): T[] {
  const key = day.toString();
  return events
    .filter((event) => event.startDate <= key && key <= event.endDate)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** How many events touch each day of the list: { 'YYYY-MM-DD': n }. */
export function countByDay(events: readonly Span[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) {
    let day = parseDate(event.startDate);
    const last = parseDate(event.endDate);
    while (day.compare(last) <= 0) {
      const key = day.toString();
      counts.set(key, (counts.get(key) ?? 0) + 1);
      day = day.add({ days: 1 });
    }
  }
  return counts;
}

/**
 * The first day of `month` that holds an event (a multi-day event from an earlier month counts
 * from the 1st), or null: where the day's list goes when the month changes.
 */
export function firstEventDay(events: readonly Span[], month: CalendarDate): CalendarDate | null {
  const first = startOfMonth(month).toString();
  const last = endOfMonth(month).toString();
  const days = events
    .filter((event) => event.startDate <= last && event.endDate >= first)
    .map((event) => (event.startDate < first ? first : event.startDate))
    .sort();
  return days[0] ? parseDate(days[0]) : null;
}
