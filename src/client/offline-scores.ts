/**
 * Scores kept on this device for practising offline (issue #27), in the account's own cache
 * (src/lib/practice-cache.ts): saving fetches the score's item, then its PDF and tracks as whole
 * files (one at a time, so a phone on mobile data is not flooded) and the session's two answers;
 * the item goes in last, so a score counts as saved only once every file is. The service worker
 * answers these addresses from the cache (src/client/service-worker/practice-sw.ts); the first
 * score saved registers it (register-service-worker.ts).
 */
import type { Score } from '../lib/api/library.ts';
import { apiHref } from '../lib/api-path.ts';
import { choirPaths } from '../lib/paths/choirs.ts';
import { libraryPaths } from '../lib/paths/library.ts';
import { practiceCacheName, SCORE_ITEM, SESSION_ANSWERS } from '../lib/practice-cache.ts';
import { $selectedChoir } from '../stores/choirs.ts';
import { api } from './api.ts';
import { forgetSavedScores } from './forget-saved-scores.ts';
import { registerServiceWorker } from './register-service-worker.ts';

export interface SavedScore {
  id: number;
  name: string;
  author: string;
  /** What its files take on the device. */
  bytes: number;
}

/** Cache Storage and service workers: missing in some private windows and old browsers. */
export const offlineSupported = () =>
  typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

const filesOf = (score: Score) =>
  [score.pdf, ...score.mp3s.map((track) => track.file)].filter((file) => file !== null);

/** The whole answer of `href` ('/api/…'), through the API client (a 401 logs out). */
async function fetchWhole(href: string): Promise<Response> {
  const response = await api.get(href.replace(/^\/api\//, ''), { timeout: false });
  if (response.status !== 200) throw new Error(`${href}: ${response.status}, not the whole file`);
  return response;
}

async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const length = Number(response.headers.get('Content-Length'));
  return length > 0 ? length : (await response.blob()).size;
}

/** Saves score `scoreId` for `userId`; `onProgress` hears each file done. */
export async function saveScore(
  userId: number,
  scoreId: number,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  await forgetSavedScores(userId);
  // The worker that answers the saved files offline, with the pages' shell: in place before the
  // files, so a score listed as saved also opens offline.
  await registerServiceWorker();
  // Asks the browser not to evict the saved files when the device runs short of room (Chrome
  // grants it to an installed or often used site without asking); refused, they are kept all the same.
  await navigator.storage?.persist?.().catch(() => false);
  const cache = await caches.open(practiceCacheName(userId));
  const itemHref = apiHref(libraryPaths.score, { id: scoreId });
  const item = await fetchWhole(itemHref);
  const files = filesOf((await item.clone().json()) as Score);
  const choir = $selectedChoir.get();
  const hrefs = [
    ...files,
    ...SESSION_ANSWERS.map((path) => apiHref(path)),
    ...(choir ? [apiHref(choirPaths.choir, { id: choir.id })] : []),
  ];
  onProgress(0, hrefs.length);
  try {
    for (const [index, href] of hrefs.entries()) {
      await cache.put(href, await fetchWhole(href));
      onProgress(index + 1, hrefs.length);
    }
    await cache.put(itemHref, item);
  } catch (error) {
    // No half-saved score taking room unlisted.
    await Promise.all(files.map((file) => cache.delete(file)));
    throw error;
  }
}

/** The scores saved for `userId`, in the order they were saved. */
export async function listSaved(userId: number): Promise<SavedScore[]> {
  const name = practiceCacheName(userId);
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const saved: SavedScore[] = [];
  for (const request of await cache.keys()) {
    if (!SCORE_ITEM.test(new URL(request.url).pathname)) continue;
    const score = (await (await cache.match(request))?.json()) as Score;
    let bytes = 0;
    for (const file of filesOf(score)) bytes += await sizeOf(await cache.match(file));
    saved.push({ id: score.id, name: score.name, author: score.author, bytes });
  }
  return saved;
}

/** Removes score `scoreId` from the device; the session's answers go with the last score. */
export async function removeSaved(userId: number, scoreId: number): Promise<void> {
  const name = practiceCacheName(userId);
  if (!(await caches.has(name))) return;
  const cache = await caches.open(name);
  const itemHref = apiHref(libraryPaths.score, { id: scoreId });
  const item = await cache.match(itemHref);
  if (item) {
    // The item first: a score whose files are half gone is no longer listed as saved.
    await cache.delete(itemHref);
    for (const file of filesOf((await item.json()) as Score)) await cache.delete(file);
  }
  const left = (await cache.keys()).some((request) =>
    SCORE_ITEM.test(new URL(request.url).pathname),
  );
  if (!left) await caches.delete(name);
}
