/**
 * The scores the signed-in account keeps on this device for practising offline (issue #27).
 * Data: `$savedScores`, null until read, then the list (src/client/offline-scores.ts reads the
 * account's cache). Lifecycle: read on first use by a save button or the list, read again after
 * each save or removal, so every button and list on the page agrees; emptied with the other
 * stores at logout (whose caches src/stores/logout.ts deletes).
 */
import { atom } from 'nanostores';
import {
  listSaved,
  offlineSupported,
  removeSaved,
  type SavedScore,
  saveScore,
} from '../client/offline-scores.ts';
import { onStoreReset } from './reset.ts';
import { $user } from './session.ts';

export const $savedScores = atom<SavedScore[] | null>(null);

onStoreReset(() => $savedScores.set(null));

let reading: Promise<void> | null = null;

/** Reads the list again (once at a time). */
export function refreshSaved(): Promise<void> {
  const user = $user.get();
  if (!user || !offlineSupported()) return Promise.resolve();
  reading ??= listSaved(user.id)
    .then((list) => $savedScores.set(list))
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Saves a score for the signed-in account; throws what failed (QuotaExceededError: no room). */
export async function saveOffline(
  scoreId: number,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const user = $user.get();
  if (!user) return;
  try {
    await saveScore(user.id, scoreId, onProgress);
  } finally {
    await refreshSaved();
  }
}

export async function removeOffline(scoreId: number): Promise<void> {
  const user = $user.get();
  if (!user) return;
  await removeSaved(user.id, scoreId);
  await refreshSaved();
}
