/** Notifications where people are (src/server/routes/notifications.ts). */
import {
  notificationPreferencesAnswerSchema,
  pushKeySchema,
  pushSubscribedSchema,
} from '../../../lib/api/notifications.ts';
import { notificationPaths as paths } from '../../../lib/paths/notifications.ts';
import {
  notificationPreferencesSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from '../../../lib/schemas/notifications.ts';
import type { Operation } from '../operation.ts';

const OWN =
  'Subscriptions are the signed-in person’s own: a parent acting for a child keeps their own browser.';

export const notificationOps = {
  pushKey: {
    method: 'get',
    path: paths.pushKey,
    summary: "The server's VAPID public key, for PushManager.subscribe()",
    description: '404 when the server has no push keys (a test or bench build).',
    auth: 'user',
    responses: { 200: pushKeySchema },
    errors: [404],
  },
  subscribe: {
    method: 'post',
    path: paths.subscriptions,
    summary: "Keeps this browser's push subscription (PushSubscription.toJSON())",
    description: `${OWN} An endpoint already kept moves to the caller with the new keys. https endpoints only.`,
    auth: 'user',
    body: pushSubscriptionSchema,
    responses: { 201: pushSubscribedSchema },
  },
  unsubscribe: {
    method: 'delete',
    path: paths.subscriptions,
    summary: "Removes one of the caller's own push subscriptions (logout, 'Oprește')",
    description: `${OWN} 404 for an endpoint that is not the caller's.`,
    auth: 'user',
    body: pushEndpointSchema,
    responses: { 204: null },
    errors: [404],
  },
  preferences: {
    method: 'get',
    path: paths.preferences,
    summary: "The member's channel per kind (mail, push, both, none), defaults filled in",
    description: 'A parent acting for a managed child reads the child’s.',
    auth: 'user',
    responses: { 200: notificationPreferencesAnswerSchema },
  },
  savePreferences: {
    method: 'patch',
    path: paths.preferences,
    summary: 'Sets the channel of the kinds given; answers every kind',
    description:
      'A parent acting for a managed child sets the child’s; a child who decides for themselves sets their own (403 to the parent).',
    auth: 'user',
    body: notificationPreferencesSchema,
    responses: { 200: notificationPreferencesAnswerSchema },
    errors: [403],
  },
} satisfies Record<string, Operation>;
