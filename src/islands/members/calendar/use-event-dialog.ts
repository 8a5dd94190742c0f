/**
 * Which event modal is open, and the deep link `?event={id}`: opening an event's details writes
 * its id into the address (so it can be shared or reloaded), closing removes it; a page opened
 * with `?event=` fetches that event and asks the page to move the calendar to its first day.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { eventDetails } from '../../../lib/messages-calendar.ts';
import { showToast } from '../../../stores/toasts.ts';
import { getEvent } from './events-api.ts';

export type EventDialog =
  | { kind: 'create' }
  | { kind: 'edit'; event: CalendarEvent }
  | { kind: 'details'; event: CalendarEvent }
  | { kind: 'signup'; event: CalendarEvent }
  | null;

/** The query parameter of eventLink() in event-link.ts. */
const PARAM = 'event';

function writeParam(id: number | null) {
  const url = new URL(location.href);
  if (id === null) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, String(id));
  // Keep the client router's state: it identifies the history entry.
  history.replaceState(history.state, '', url);
}

export function useEventDialog(onDeepLink: (event: CalendarEvent) => void) {
  const [dialog, setDialog] = useState<EventDialog>(null);

  const open = useCallback((next: EventDialog) => {
    setDialog(next);
    writeParam(next?.kind === 'details' ? next.event.id : null);
  }, []);

  // Once, on arrival: the deep link of the dashboard and of the mails.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address at arrival counts.
  useEffect(() => {
    const id = Number(new URLSearchParams(location.search).get(PARAM));
    if (!Number.isInteger(id) || id <= 0) return;
    getEvent(id)
      .then((event) => {
        onDeepLink(event);
        setDialog({ kind: 'details', event });
      })
      .catch(() => {
        writeParam(null);
        showToast({ tone: 'error', text: eventDetails.loadFailed });
      });
  }, []);

  return { dialog, open };
}
