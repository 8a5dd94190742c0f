/**
 * The members area as an installable app that works offline (issue #27), started by the members'
 * layout once per full page load: registers the service worker (scope /cont/, which then serves
 * the pages' shell and the saved scores), keeps the offline notice (OFFLINE_NOTICE_ID, a polite
 * status the layout renders empty with its text in `data-text`) in step with the connection, and
 * drops the scores other accounts saved on this device as soon as the signed-in user is known.
 */
import { OFFLINE_NOTICE_ID } from '../lib/limits.ts';
import { SERVICE_WORKER, SERVICE_WORKER_SCOPE } from '../lib/practice-cache.ts';
import { $user } from '../stores/session.ts';
import { forgetSavedScores } from './forget-saved-scores.ts';

function showConnection() {
  const notice = document.getElementById(OFFLINE_NOTICE_ID);
  if (!notice) return;
  const offline = !navigator.onLine;
  notice.textContent = offline ? (notice.dataset.text ?? '') : '';
  notice.className = offline ? 'banner banner--info' : 'banner-slot';
}

export function startOfflineSupport(): void {
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker
      .register(SERVICE_WORKER, { scope: SERVICE_WORKER_SCOPE })
      .catch(() => undefined); // No worker (a private window): the pages work online as before.
  }
  showConnection();
  window.addEventListener('online', showConnection);
  window.addEventListener('offline', showConnection);
  // The client router swaps the page: the notice may be a new element.
  document.addEventListener('astro:page-load', showConnection);
  $user.subscribe((user) => {
    if (user) void forgetSavedScores(user.id).catch(() => undefined);
  });
}
