/**
 * A choir's members told of a new, changed or cancelled event (issue #28), by their choices
 * (deliver.ts), in the transaction of the change: the same members as 'Anunță corul'
 * (events/notify.ts `notifiedMembers`), but the one who made the change. A global event of the
 * programme is no choir's and tells no one, as it is never announced; a change tells only when what
 * a member acts on changed (title, time, place), and a cancellation only before the event ended.
 */
import { eq } from 'drizzle-orm';
import { notificationTexts as t } from '../../lib/messages-notifications.ts';
import type { Tx } from '../db/client.ts';
import { choirs } from '../db/schema.ts';
import { notifiedMembers } from '../events/notify.ts';
import type { EventRow } from '../events/present.ts';
import { whenText } from '../events/time.ts';
import { notify } from './deliver.ts';

export type EventChange = 'new' | 'changed' | 'cancelled';

/** True when a member would act differently: another title, time or place. */
export const changedForMembers = (before: EventRow, after: EventRow) =>
  before.title !== after.title ||
  before.location !== after.location ||
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.endsAt.getTime() !== after.endsAt.getTime();

export async function notifyEventChange(
  tx: Tx,
  event: EventRow,
  change: EventChange,
  site: { siteUrl: string; byUserId: number },
): Promise<void> {
  if (event.choirId === null) return;
  if (change === 'cancelled' && event.endsAt.getTime() <= Date.now()) return;
  const [choir] = await tx
    .select({ name: choirs.name })
    .from(choirs)
    .where(eq(choirs.id, event.choirId));
  const name = choir?.name ?? '';
  const when = whenText(event.startsAt, event.endsAt);
  const members = (await notifiedMembers(tx, event.choirId)).filter(
    (member) => member.id !== site.byUserId,
  );
  const titles = { new: t.eventNew, changed: t.eventChanged, cancelled: t.eventCancelled };
  await notify(tx, change === 'new' ? 'event_new' : 'event_changed', members, {
    title: titles[change](name, event.title),
    body: change === 'cancelled' ? t.cancelledBody(when) : t.eventBody(when, event.location),
    url:
      change === 'cancelled'
        ? `${site.siteUrl}/cont/evenimente`
        : `${site.siteUrl}/cont/evenimente?event=${event.id}`,
  });
}
