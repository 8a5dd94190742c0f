/// <reference lib="webworker" />
/**
 * The members area's service worker (issue #27, "Practice offline"), scope /cont/, built to
 * dist/sw.js by scripts/service-worker.ts, which fills `self.__WB_MANIFEST` with the shell of the
 * pages that work offline (OFFLINE_PAGES: their HTML, scripts, styles and fonts).
 * - A members page: the network first, as without a worker; offline, its precached shell (the
 *   address's query is the page's to read). Other pages then fail as they would without it.
 * - A saved score's file (a track, a PDF): from the account's cache first, whole or as the range
 *   asked for (206, workbox-range-requests), so a saved score plays in airplane mode and costs no
 *   mobile data; a file not saved goes to the network untouched.
 * - A saved answer (the score's item, the session's details and choirs): the network first; the
 *   saved copy only when the network cannot be reached.
 * - A push message (issue #28) is shown as a notification; a tap opens its page.
 * Only caches named `practice-<userId>` are read (src/lib/practice-cache.ts); the pages drop every
 * other account's at sign-in and all of them at logout, so one account's files never answer another.
 */
import { clientsClaim } from 'workbox-core';
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precache,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { PushMessage } from '../../lib/notifications.ts';
import { isPracticeCache, SAVED_ANSWERS, SAVED_FILES } from '../../lib/practice-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The app's icon (the manifest's, scripts/make-app-icons.ts) beside each notification. */
const NOTIFICATION_ICON = '/icons/app-192.png';
const HOME = '/cont/dashboard/';

/** The payload as push-sender.ts writes it; anything else is not shown. */
function readPush(data: PushMessageData | null): PushMessage | null {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    if (typeof message?.title !== 'string') return null;
    return {
      title: message.title,
      body: String(message.body ?? ''),
      url: String(message.url ?? ''),
    };
  } catch {
    return null;
  }
}

/** A page of this site to open: the message's, or the dashboard for anything else. */
function sameOriginUrl(url: unknown): string {
  try {
    const parsed = new URL(String(url), self.location.origin);
    if (parsed.origin === self.location.origin) return parsed.href;
  } catch {
    // Not an address: the dashboard.
  }
  return new URL(HOME, self.location.origin).href;
}

// A new build's worker takes over at once: its shell replaces the old one (cleanupOutdatedCaches).
self.skipWaiting();
clientsClaim();
// A page's request leaves while the worker starts, not after (NetworkOnly takes the preloaded
// answer), so the members' pages load no later than without a worker (issue #21's budgets).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The saved copy of `request` in the account's cache, if any. */
async function matchSaved(request: Request): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isPracticeCache)) {
    const found = await caches.match(request, { cacheName: name });
    if (found) return found;
  }
  return undefined;
}

const sameOriginPath = (url: URL, patterns: RegExp[]) =>
  url.origin === self.location.origin && patterns.some((pattern) => pattern.test(url.pathname));

/** '/cont/librarie' → '/cont/librarie/': the key the shell was precached under. */
const shellKey = (url: URL) => (url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);

// Pages (a full load, or the client router asking for the next page's HTML): before addRoute(),
// whose precache route would otherwise answer them from the cache while online.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/cont/') &&
    !/\.[a-z0-9]+$/i.test(url.pathname),
  new NetworkOnly({
    plugins: [{ handlerDidError: ({ request }) => matchPrecache(shellKey(new URL(request.url))) }],
  }),
);

registerRoute(
  ({ url }) => sameOriginPath(url, SAVED_FILES),
  async ({ request }) => {
    const saved = await matchSaved(request);
    if (!saved) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  },
);

registerRoute(
  ({ url }) => sameOriginPath(url, SAVED_ANSWERS),
  new NetworkOnly({ plugins: [{ handlerDidError: ({ request }) => matchSaved(request) }] }),
);

// The shell's scripts, styles and fonts: hashed names, so the precached copy is always right.
addRoute();

// Notifications (issue #28): a push message from the server (notifications/push-sender.ts) is
// shown at once (userVisibleOnly); a tap focuses a members tab on its page, or opens one.
self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      lang: 'ro',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => tab.url === url) ?? tabs[0];
      if (open) {
        const focused = await open.focus();
        if (open.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
