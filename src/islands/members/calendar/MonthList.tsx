/**
 * The month's events as a list (issue #23), shown on phones above the grid (calendar.css): every
 * event that touches the visible month with its day and hours, opening its details, answered in
 * one tap. On wider screens the grid and the day's list show the same, so this list is hidden.
 */
import { type CalendarDate, endOfMonth, startOfMonth } from '@internationalized/date';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { formatMonth } from '../../../lib/dates.ts';
import { eventTypeName } from '../../../lib/event-types.ts';
import { calendar as cm, quickAnswer as m } from '../../../lib/messages-calendar.ts';
import { AnswerButtons } from './AnswerButtons.tsx';
import { whenText } from './event-text.ts';

export interface MonthListProps {
  month: CalendarDate;
  /** The grid's events; undefined while they load. */
  events: CalendarEvent[] | undefined;
  onOpen: (event: CalendarEvent) => void;
}

export function MonthList({ month, events, onOpen }: MonthListProps) {
  const first = startOfMonth(month).toString();
  const last = endOfMonth(month).toString();
  const inMonth = (events ?? [])
    .filter((event) => event.startDate <= last && event.endDate >= first)
    .sort((a, b) => a.start.localeCompare(b.start));
  const title = m.monthList(formatMonth(new Date(`${first}T12:00:00Z`)));
  return (
    <section className="month-list card" aria-labelledby="month-list-title" aria-busy={!events}>
      <h2 id="month-list-title">{title}</h2>
      {events && inMonth.length === 0 ? <p className="box__empty">{m.monthEmpty}</p> : null}
      {!events ? <p className="box__empty">{cm.loading}</p> : null}
      {inMonth.length > 0 ? (
        <ul className="box__list">
          {inMonth.map((event) => (
            <li key={event.id} className="month-list__item">
              <button type="button" className="month-list__open" onClick={() => onOpen(event)}>
                {event.title}
              </button>
              <span className="box__meta">
                <time dateTime={event.start}>{whenText(event)}</time>
                {` · ${eventTypeName(event.type)} · ${event.location}`}
                {event.global_event ? ` · ${cm.global}` : ''}
              </span>
              <AnswerButtons event={event} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
