/**
 * 'Descarcă' under the calendar's month: the events that touch the month on screen (not the days
 * of the months around it that the grid shows), by start, with when, type (and whether national),
 * place and the user's own answer, as the day lists and the details show them.
 */
import type { CalendarDate } from '@internationalized/date';
import { endOfMonth, startOfMonth } from '@internationalized/date';
import { useStore } from '@nanostores/react';
import { type ExportTable, fileSlug } from '../../../client/export/table.ts';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { formatMonth } from '../../../lib/dates.ts';
import { eventTypeName } from '../../../lib/event-types.ts';
import { eventDetails as d } from '../../../lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../../lib/messages-events.ts';
import { exportFiles as m } from '../../../lib/messages-export.ts';
import { $selectedChoir } from '../../../stores/choirs.ts';
import { longRange } from '../calendar/event-text.ts';
import { ExportButtons } from './ExportButtons.tsx';

export function monthTable(
  events: readonly CalendarEvent[],
  month: CalendarDate,
  choir: string,
): ExportTable {
  const first = startOfMonth(month).toString();
  const last = endOfMonth(month).toString();
  // Noon UTC of the 1st is the same month in Bucharest.
  const monthName = formatMonth(new Date(`${first}T12:00:00Z`));
  const shown = events
    .filter((event) => event.startDate <= last && event.endDate >= first)
    .sort((a, b) => a.start.localeCompare(b.start));
  return {
    title: m.monthTitle(monthName),
    subtitle: choir,
    fileName: fileSlug(m.monthFile, choir, first.slice(0, 7)),
    columns: [m.when, m.event, d.type, d.location, m.yourAnswer],
    rows: shown.map((event) => [
      longRange(event),
      event.title,
      event.global_event
        ? `${eventTypeName(event.type)} (${m.national})`
        : eventTypeName(event.type),
      event.location,
      event.my_answer ? EVENT_ANSWERS[event.my_answer] : '',
    ]),
  };
}

export interface MonthExportProps {
  events: readonly CalendarEvent[] | undefined;
  month: CalendarDate;
}

export function MonthExport({ events, month }: MonthExportProps) {
  const choir = useStore($selectedChoir);
  if (!events) return null;
  const table = monthTable(events, month, choir?.name ?? '');
  return table.rows.length ? <ExportButtons what={m.monthWhat} table={() => table} /> : null;
}
