/**
 * How each event type looks: its name (EVENT_TYPES, document 1 §3: any other code reads
 * 'Alte acțiuni') and its colour class (src/islands/members/calendar/calendar-events.css, each pair of
 * text and background at least 7:1, so AA holds with room to spare). The name is always written
 * next to the colour, so colour is never the only signal.
 */
import { EVENT_TYPES } from './limits.ts';

export type EventTypeCode = keyof typeof EVENT_TYPES;

const OTHER: EventTypeCode = 5;

/** A known type code, or 5 (Alte acțiuni) for anything else. */
export function eventTypeCode(type: number): EventTypeCode {
  return type in EVENT_TYPES ? (type as EventTypeCode) : OTHER;
}

export const eventTypeName = (type: number) => EVENT_TYPES[eventTypeCode(type)];

/** The CSS class carrying the type's colours, e.g. 'event-type--2'. */
export const eventTypeClass = (type: number) => `event-type--${eventTypeCode(type)}`;

/**
 * An event's `classes` in the API (document 1, the Event entity; FullCalendar's classNames): the
 * CSS classes the calendar draws its type with, e.g. ['event-type', 'event-type--2'].
 */
export const eventClasses = (type: number) => ['event-type', eventTypeClass(type)];

/** The options of the form's type select, in code order. */
export const EVENT_TYPE_OPTIONS = Object.entries(EVENT_TYPES).map(([id, name]) => ({ id, name }));
