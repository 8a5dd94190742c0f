/**
 * The calendar's calls (docs/api.md, events): the month windows, one event, the writes, the
 * answers and the private feed. Month windows are kept per choir and window for as long as the
 * page's JavaScript lives, so going back to a month shows it without a request; every write
 * empties that cache (an edit can move an event to another month) and bumps `$eventsVersion`,
 * which the page watches to load the visible month again.
 */
import { atom } from 'nanostores';
import { api } from '../../../client/api.ts';
import type {
  CalendarEvent,
  CalendarFeed,
  EventAnswers,
  EventNotifyPreview,
} from '../../../lib/api/events.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { eventPaths } from '../../../lib/paths/events.ts';
import type { EventAnswerBody, EventBody } from '../../../lib/schemas/event.ts';
import { onStoreReset } from '../../../stores/reset.ts';
import type { DayWindow } from './month-window.ts';
import type { Scope } from './SeriesScope.tsx';

const months = new Map<string, CalendarEvent[]>();

/** Bumped after every write: the visible month loads again. */
export const $eventsVersion = atom(0);

onStoreReset(() => {
  months.clear();
  $eventsVersion.set(0);
});

const monthKey = (choirId: number, window: DayWindow) => `${choirId}:${window.from}:${window.to}`;

/** The window's events if this visit has loaded them already. */
export const cachedMonth = (choirId: number, window: DayWindow) =>
  months.get(monthKey(choirId, window));

/** GET /api/event/?choir_id=&from=&to=: the choir's and the global events that touch the window. */
export async function loadMonth(
  choirId: number,
  window: DayWindow,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const searchParams = { choir_id: choirId, from: window.from, to: window.to };
  const events = await api
    .get(apiPath(eventPaths.list), { searchParams, ...(signal ? { signal } : {}) })
    .json<CalendarEvent[]>();
  months.set(monthKey(choirId, window), events);
  return events;
}

function changed<T>(result: T): T {
  months.clear();
  $eventsVersion.set($eventsVersion.get() + 1);
  return result;
}

export const getEvent = (id: number) =>
  api.get(apiPath(eventPaths.event, { id })).json<CalendarEvent>();

export const createEvent = async (body: EventBody) =>
  changed(await api.post(apiPath(eventPaths.list), { json: body }).json<CalendarEvent>());

/** `scope`: for an occurrence of a series, it alone ('one') or with the later ones. */
export const updateEvent = async (id: number, body: EventBody, scope: Scope = 'one') =>
  changed(
    await api
      .patch(apiPath(eventPaths.event, { id }), { json: body, searchParams: { scope } })
      .json<CalendarEvent>(),
  );

export const deleteEvent = async (id: number, scope: Scope = 'one') =>
  changed(await api.delete(apiPath(eventPaths.event, { id }), { searchParams: { scope } }));

/** PUT /api/event/{id}/answer/; its answer body is not needed, the month reloads. */
export const answerEvent = async (id: number, body: EventAnswerBody) =>
  changed(await api.put(apiPath(eventPaths.answer, { id }), { json: body }));

export const getAnswers = (id: number, choirId: number) =>
  api
    .get(apiPath(eventPaths.answers, { id }), { searchParams: { choir_id: choirId } })
    .json<EventAnswers>();

/** GET /api/event/{id}/notify/: who 'Anunță corul' would mail, and the mail; sends nothing. */
export const previewNotification = (id: number) =>
  api.get(apiPath(eventPaths.notify, { id })).json<EventNotifyPreview>();

/** POST /api/event/{id}/notify/: mails the choir; a 409 means already told and nothing changed. */
export const notifyChoir = (id: number) =>
  api.post(apiPath(eventPaths.notify, { id })).json<{ sent: number }>();

export const getFeed = () => api.get(apiPath(eventPaths.feed)).json<CalendarFeed>();
export const revokeFeed = () => api.post(apiPath(eventPaths.feedRevoke)).json<CalendarFeed>();
