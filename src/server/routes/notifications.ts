/**
 * Notifications (issue #28; paths: src/lib/paths/notifications.ts): the push key, this browser's
 * subscription (the signed-in person's own: families/acting.ts never acts for a child on them),
 * and the member's channel per kind (the child's when a parent acts for them, families/acting.ts,
 * which refuses the parent's changes for a child who decides for themselves).
 */
import { type Context, Hono } from 'hono';
import type { NotificationPreferencesAnswer } from '../../lib/api/notifications.ts';
import { notifications as m } from '../../lib/messages-notifications.ts';
import {
  notificationPreferencesSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from '../../lib/schemas/notifications.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound, parseJson } from '../http.ts';
import { preferencesOf, savePreferences } from '../notifications/preferences.ts';
import {
  removeSubscription,
  saveSubscription,
  subscriptionCount,
} from '../notifications/subscriptions.ts';
import { notificationOps as ops } from '../openapi/paths/notifications.ts';
import { route } from '../openapi/route.ts';

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  /** Whose browser this is: the parent's when acting for a child. */
  const browserOwner = (c: Context<AppEnv>) => c.get('actor') ?? currentUser(c);

  const answer = async (
    userId: number,
    ownerId: number,
  ): Promise<NotificationPreferencesAnswer> => ({
    preferences: await preferencesOf(db, userId),
    push_subscriptions: await subscriptionCount(db, ownerId),
  });

  route(app, ops.pushKey, (c) => {
    if (!deps.vapidPublicKey) throw new ApiError(404, { detail: m.pushUnavailable });
    return c.json({ public_key: deps.vapidPublicKey });
  });
  route(app, ops.subscribe, async (c) => {
    const body = await parseJson(c, pushSubscriptionSchema);
    await saveSubscription(db, browserOwner(c).id, body);
    return c.json({ endpoint: body.endpoint }, 201);
  });
  route(app, ops.unsubscribe, async (c) => {
    const { endpoint } = await parseJson(c, pushEndpointSchema);
    if (!(await removeSubscription(db, browserOwner(c).id, endpoint))) throw notFound();
    return c.body(null, 204);
  });
  route(app, ops.preferences, async (c) =>
    c.json(await answer(currentUser(c).id, browserOwner(c).id)),
  );
  route(app, ops.savePreferences, async (c) => {
    const input = await parseJson(c, notificationPreferencesSchema);
    await savePreferences(db, currentUser(c).id, input);
    return c.json(await answer(currentUser(c).id, browserOwner(c).id));
  });
  return app;
}
