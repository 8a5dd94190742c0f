/**
 * The members area as an installable app that works offline (issue #27), started by the members'
 * layout once per full page load: registers the service worker again where a member once needed it
 * (register-service-worker.ts: a saved score or push turned on; so it keeps updating), keeps the offline notice (OFFLINE_NOTICE_ID, a polite
 * status the layout renders empty with its text in `data-text`) in step with the connection, and
 * drops the scores other accounts saved on this device as soon as the signed-in user is known.
 */
import { OFFLINE_NOTICE_ID } from '../lib/limits.ts';
import { $user } from '../stores/session.ts';
import { forgetSavedScores } from './forget-saved-scores.ts';
import { existingRegistration, registerServiceWorker } from './register-service-worker.ts';

function showConnection() {
  const notice = document.getElementById(OFFLINE_NOTICE_ID);
  if (!notice) return;
  const offline = !navigator.onLine;
  notice.textContent = offline ? (notice.dataset.text ?? '') : '';
  notice.className = offline ? 'banner banner--info' : 'banner-slot';
}

export function startOfflineSupport(): void {
  // No worker (a private window, or never needed): the pages work online as before.
  void existingRegistration()
    .then((registration) => registration && registerServiceWorker())
    .catch(() => undefined);
  showConnection();
  window.addEventListener('online', showConnection);
  window.addEventListener('offline', showConnection);
  // The client router swaps the page: the notice may be a new element.
  document.addEventListener('astro:page-load', showConnection);
  $user.subscribe((user) => {
    if (user) void forgetSavedScores(user.id).catch(() => undefined);
  });
}
