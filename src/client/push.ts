/**
 * Web Push in this browser (issue #28): turning it on (permission, the service worker, a
 * subscription with the server's VAPID key, kept by the server) and off, and forgetting it at
 * logout, so the next person on a shared device gets none of this account's notifications. The
 * browser talks to its push service itself: the page never fetches it (csp.ts needs nothing).
 */
import { apiPath } from '../lib/api-path.ts';
import { notificationPaths } from '../lib/paths/notifications.ts';
import { http } from './http.ts';
import { existingRegistration, registerServiceWorker } from './register-service-worker.ts';

/** Why push could not be turned on: the browser refused, or cannot do push at all. */
export type PushRefusal = 'denied' | 'unsupported';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await existingRegistration())?.pushManager.getSubscription() ?? null;
}

/**
 * Asks the permission, subscribes with `publicKey` and returns the subscription for the server
 * (the caller posts it with the API client); a refusal is thrown as its PushRefusal.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw 'unsupported' satisfies PushRefusal;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw 'denied' satisfies PushRefusal;
  const registration = await registerServiceWorker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    }));
  return subscription.toJSON();
}

/** Ends push here: the server forgets the subscription (failures ignored), then the browser. */
export async function forgetPushSubscription(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await http
    .delete(apiPath(notificationPaths.subscriptions), { json: { endpoint: subscription.endpoint } })
    .catch(() => undefined);
  await subscription.unsubscribe();
}
