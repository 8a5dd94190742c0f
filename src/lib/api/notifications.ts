/** Answers of /api/notifications/ (issue #28): the push key and a member's preferences. */
import * as v from 'valibot';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../notifications.ts';

/** GET /api/notifications/push-key/: the server's VAPID public key, base64url. */
export const pushKeySchema = v.strictObject({ public_key: v.string() });
export type PushKey = v.InferOutput<typeof pushKeySchema>;

const channel = v.picklist(NOTIFICATION_CHANNELS);

/** GET and PATCH /api/notifications/preferences/: every kind's channel, defaults filled in. */
export const notificationPreferencesAnswerSchema = v.strictObject({
  preferences: v.strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channel])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof channel
    >,
  ),
  /** How many browsers of the signed-in person (the parent, when acting for a child) have push on. */
  push_subscriptions: v.number(),
});
export type NotificationPreferencesAnswer = v.InferOutput<
  typeof notificationPreferencesAnswerSchema
>;

/** POST /api/notifications/subscriptions/: the browser's subscription is kept. */
export const pushSubscribedSchema = v.strictObject({ endpoint: v.string() });
