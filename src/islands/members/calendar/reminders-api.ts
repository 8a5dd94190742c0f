/**
 * The calls of the reminders (issue #28, docs/api.md): the reminder by hand (its preview, then
 * the sending) and 'Mă socotiți prezent dacă nu răspund'. `$countedPresent` holds the member's
 * choice once read (null before), so the event details can show an unanswered event as
 * 'Particip (implicit)'; a parent acting for a child reads and sets the child's.
 */
import { atom } from 'nanostores';
import { api } from '../../../client/api.ts';
import type { EventReminded, EventRemindPreview } from '../../../lib/api/events.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { eventPaths } from '../../../lib/paths/events.ts';
import type { CountedPresent } from '../../../lib/schemas/reminders.ts';
import { onStoreReset } from '../../../stores/reset.ts';

export const $countedPresent = atom<boolean | null>(null);
onStoreReset(() => $countedPresent.set(null));

/** GET /api/event/{id}/remind/: who the reminder would reach, its mail, why it cannot go now. */
export const previewReminder = (id: number) =>
  api.get(apiPath(eventPaths.remind, { id })).json<EventRemindPreview>();

/** POST /api/event/{id}/remind/: mails those who have not answered or said 'Poate'. */
export const sendReminder = (id: number) =>
  api.post(apiPath(eventPaths.remind, { id })).json<EventReminded>();

export async function loadCountedPresent(): Promise<boolean> {
  const { counted_present } = await api
    .get(apiPath(eventPaths.countedPresent))
    .json<CountedPresent>();
  $countedPresent.set(counted_present);
  return counted_present;
}

/** Shows the choice at once; a failed save puts the old one back (and throws). */
export async function saveCountedPresent(on: boolean): Promise<void> {
  const body: CountedPresent = { counted_present: on };
  const before = $countedPresent.get();
  $countedPresent.set(on);
  try {
    await api.put(apiPath(eventPaths.countedPresent), { json: body });
  } catch (error) {
    $countedPresent.set(before);
    throw error;
  }
}
