/**
 * The browsers where a member turned push on (issue #28). A browser has one subscription per site:
 * saving an endpoint already kept moves it to whoever is signed in there now (the previous account
 * logged out without removing it), with the browser's current keys. Removing takes the signed-in
 * person's own only.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../lib/schemas/notifications.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';

export async function saveSubscription(
  db: Pick<Db, 'insert'>,
  userId: number,
  { endpoint, keys }: PushSubscriptionInput,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: sql`now()`,
        lastUsedAt: null,
      },
    });
}

/** True when `endpoint` was one of `userId`'s subscriptions (and is no more). */
export async function removeSubscription(
  db: Pick<Db, 'delete'>,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function subscriptionCount(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}
