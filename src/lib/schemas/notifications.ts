/**
 * Notifications (issue #28): a browser's push subscription as PushSubscription.toJSON() gives it,
 * and a member's choices per kind; used by the 'Notificări' page and by the routes.
 */
import * as v from 'valibot';
import { notifications as m } from '../messages-notifications.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../notifications.ts';

const PUSH_FIELD_MAX_LENGTH = 2_000;
const base64url = v.pipe(
  v.string(m.invalidSubscription),
  v.regex(/^[A-Za-z0-9_-]+=*$/, m.invalidSubscription),
  v.maxLength(200, m.invalidSubscription),
);

/** The push service's address: https, as every browser's push service is. */
const endpoint = v.pipe(
  v.string(m.invalidSubscription),
  v.maxLength(PUSH_FIELD_MAX_LENGTH, m.invalidSubscription),
  v.url(m.invalidSubscription),
  v.startsWith('https://', m.invalidSubscription),
);

/** POST /api/notifications/subscriptions/: { endpoint, keys: { p256dh, auth } }. */
export const pushSubscriptionSchema = v.object({
  endpoint,
  keys: v.object({ p256dh: base64url, auth: base64url }, m.invalidSubscription),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** DELETE /api/notifications/subscriptions/: the browser's endpoint. */
export const pushEndpointSchema = v.object({ endpoint });

const channel = v.picklist(NOTIFICATION_CHANNELS, m.invalidChannel);

/**
 * PATCH /api/notifications/preferences/: any of the kinds, e.g. { event_new: 'both' }; other keys
 * are left out (as every body of the API does).
 */
export const notificationPreferencesSchema = v.partial(
  v.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channel])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof channel
    >,
  ),
);
export type NotificationPreferencesInput = v.InferOutput<typeof notificationPreferencesSchema>;
