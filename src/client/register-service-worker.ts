/**
 * The members' service worker (src/client/service-worker/practice-sw.ts, scope /cont/) is
 * registered only when a member needs it: the first score saved for offline use
 * (offline-scores.ts) or push turned on (push.ts). Until then no member downloads its precache
 * (docs/performance.md). A browser that already has it registers it again at each full page
 * load (offline-support.ts), which is how a new build's worker reaches it.
 */
import { SERVICE_WORKER, SERVICE_WORKER_SCOPE } from '../lib/practice-cache.ts';

export const serviceWorkerSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers the worker; resolves once it is active (its precache complete). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER, { scope: SERVICE_WORKER_SCOPE });
  return navigator.serviceWorker.ready;
}

/** The worker's registration in this browser, if a member ever needed it. */
export async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkerSupported()) return undefined;
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
}
