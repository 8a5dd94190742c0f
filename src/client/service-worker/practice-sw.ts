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
import { isPracticeCache, SAVED_ANSWERS, SAVED_FILES } from '../../lib/practice-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

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
