/**
 * Ending the session (spec §4): the session store's `logout()`, re-exported by ./session.ts.
 * It lives apart because src/client/api.ts calls it on every 401 while the session store's other
 * actions call that client: with both in one module the two would import each other. It posts
 * through the base instance (src/client/http.ts), which has no 401 rule.
 * Lifecycle: `loggingOut` stays true until the full page load that ends it, so the 401s of
 * requests still in flight do not log out twice.
 */
import { clearSessionHint } from '../client/cookies.ts';
import { forgetSavedScores } from '../client/forget-saved-scores.ts';
import { http } from '../client/http.ts';
import { forgetPushSubscription } from '../client/push.ts';
import { apiPath } from '../lib/api-path.ts';
import { authPaths } from '../lib/paths/auth.ts';
import { resetAllStores } from './reset.ts';

export const LOGIN_PATH = '/cont/login/';

let loggingOut = false;

/**
 * Ends the session on the server (failures ignored), forgets everything (this browser's push
 * subscription, the stores, the scores saved on the device), goes to the login page.
 */
export async function logout(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  // While the session lasts: the server removes only the account's own subscription.
  await forgetPushSubscription().catch(() => undefined);
  try {
    await http.post(apiPath(authPaths.logout));
  } catch {
    // Unreachable server: the pages stop treating the visitor as logged in all the same.
  }
  clearSessionHint();
  resetAllStores();
  // Children share tablets: no score saved for practising offline outlives the session (issue #27).
  await forgetSavedScores().catch(() => undefined);
  location.assign(LOGIN_PATH);
}
