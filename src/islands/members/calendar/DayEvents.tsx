/**
 * The chosen day's events (document 1 §2.11): time range, title, type (name and colour), place;
 * a global event of the programme has a distinct border and the 'Eveniment național' label, so
 * colour is never the only sign. Each event opens its details; under it, the member answers in
 * one tap (AnswerButtons). Empty day: the empty text.
 */
import type { CalendarDate } from '@internationalized/date';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { formatDate } from '../../../lib/dates.ts';
import { eventTypeName } from '../../../lib/event-types.ts';
import { calendar as m } from '../../../lib/messages-calendar.ts';
import { AnswerButtons } from './AnswerButtons.tsx';
import { timeRange } from './event-text.ts';

export interface DayEventsProps {
  day: CalendarDate;
  /** The day's events, by start; undefined while the month loads. */
  events: CalendarEvent[] | undefined;
  failed: boolean;
  onOpen: (event: CalendarEvent) => void;
  children?: React.ReactNode;
}

/** The day as a moment at noon UTC: the same calendar day in Bucharest, whatever the season. */
const dayLabel = (day: CalendarDate) => formatDate(`${day.toString()}T12:00:00Z`);

export function DayEvents({ day, events, failed, onOpen, children }: DayEventsProps) {
  return (
    <section className="day card" aria-labelledby="day-title" aria-busy={!events && !failed}>
      <div className="day__header">
        <h2 id="day-title">{m.dayHeading(dayLabel(day))}</h2>
        {children}
      </div>
      {failed ? <p className="box__empty">{m.loadFailed}</p> : null}
      {!events && !failed ? <p className="box__empty">{m.loading}</p> : null}
      {events && events.length === 0 ? <p className="box__empty">{m.dayEmpty}</p> : null}
      {events && events.length > 0 ? (
        <ul className="box__list">
          {events.map((event) => (
            <li key={event.id}>
              <button
                type="button"
                className={event.global_event ? 'event-card event-card--global' : 'event-card'}
                onClick={() => onOpen(event)}
              >
                <span className="event-card__time">{timeRange(event)}</span>
                <span className="event-card__title">{event.title}</span>
                <span className="event-card__tags">
                  <span className={event.classes.join(' ')}>{eventTypeName(event.type)}</span>
                  {event.global_event ? <span className="event-global">{m.global}</span> : null}
                </span>
                <span className="event-card__place">{event.location}</span>
              </button>
              <AnswerButtons event={event} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
