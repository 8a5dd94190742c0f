/**
 * Deletes the scores saved on this device for practising offline (issue #27): every account's but
 * the signed-in one's when a session starts, all of them at logout (children share tablets). Apart
 * from offline-scores.ts, which saves through the API client: the logout, which that client
 * calls on a 401, imports this without importing the client back.
 */
import { isPracticeCache, practiceCacheName } from '../lib/practice-cache.ts';

/** Deletes the saved scores of every account but `except`, or of all when it is not given. */
export async function forgetSavedScores(except?: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keep = except === undefined ? null : practiceCacheName(except);
  const names = (await caches.keys()).filter((name) => isPracticeCache(name) && name !== keep);
  await Promise.all(names.map((name) => caches.delete(name)));
}
