/**
 * The dashboard's future events (spec §2.8, issue #23): each with its day and hours, type, place,
 * 'Nu ai răspuns încă' until the member answers, and the answer in one tap (AnswerButtons).
 */
import type { DashboardEvent } from '../../lib/api/dashboard.ts';
import { eventTypeName } from '../../lib/event-types.ts';
import { calendar } from '../../lib/messages-calendar.ts';
import { AnswerButtons } from './calendar/AnswerButtons.tsx';
import { eventLink } from './calendar/event-link.ts';
import { whenText } from './calendar/event-text.ts';

export function DashboardEvents({ events }: { events: DashboardEvent[] }) {
  return (
    <ul className="box__list">
      {[...events]
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((event) => (
          <li key={event.id}>
            <a href={eventLink(event.id)}>{event.title}</a>
            <span className="box__meta">
              <time dateTime={event.start}>{whenText(event)}</time>
              {/* ' · ' before each part after the time. */}
              {[
                '',
                eventTypeName(event.type),
                event.location,
                ...(event.global_event ? [calendar.global] : []),
              ].join(' · ')}
            </span>
            <AnswerButtons event={event} />
          </li>
        ))}
    </ul>
  );
}
