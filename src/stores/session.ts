/**
 * The session: who is logged in, and their choirs (spec §4).
 * Data: `$user` (account details or null), `$choirs` (the user's choirs), `$sessionState` (the
 * login request: idle → authenticating → done | error), `$detailsState` and `$choirsState`
 * (loading the details, loading the choirs).
 * Lifecycle: the token lives in the HttpOnly AUTH_COOKIE that the server sets at login and
 * clears at logout; no script here sees it. A page load starts with empty stores and the members
 * layout calls `loadSession()`, which takes the two answers that its inline head script asked for
 * (src/components/EarlySession.astro). The /cont pages move between each other with Astro's client
 * router, so the stores (and the islands that `transition:persist`) survive navigation and are
 * loaded once. `login()` asks the server for the session cookie, loads choirs and details, then
 * moves to the `next` page; `logout()` asks the server to end the session, clears every store,
 * then goes to /cont/login/ with a full load. Any 401 from the API calls `logout()`
 * (src/client/api.ts); it lives in ./logout.ts, which that client imports, and is re-exported here.
 */
import { navigate } from 'astro:transitions/client';
import { atom } from 'nanostores';
import { api, errorStatus } from '../client/api.ts';
import { takeEarly } from '../client/early-get.ts';
import type { UserDetails } from '../lib/api/account.ts';
import type { TokenAnswer } from '../lib/api/auth.ts';
import type { ListedChoir } from '../lib/api/choirs.ts';
import { apiPath } from '../lib/api-path.ts';
import { accountDeletion } from '../lib/messages-account-deletion.ts';
import { sameOriginPath } from '../lib/next-path.ts';
import { accountPaths } from '../lib/paths/account.ts';
import { authPaths } from '../lib/paths/auth.ts';
import { onStoreReset } from './reset.ts';
import { showToast } from './toasts.ts';

export { LOGIN_PATH, logout } from './logout.ts';

export type SessionState = 'idle' | 'authenticating' | 'done' | 'error';
export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export const $user = atom<UserDetails | null>(null);
export const $choirs = atom<ListedChoir[]>([]);
export const $sessionState = atom<SessionState>('idle');
export const $detailsState = atom<LoadState>('idle');
export const $choirsState = atom<LoadState>('idle');

export const DASHBOARD_PATH = '/cont/dashboard';
/** Where staff land after the login (issue #23): the back office's home, what waits for them. */
export const STAFF_HOME_PATH = '/cont/administrare';

onStoreReset(() => {
  $user.set(null);
  $choirs.set([]);
  $sessionState.set('idle');
  $detailsState.set('idle');
  $choirsState.set('idle');
});

/**
 * Where to go after the login: `next` when it resolves to a page of this site, else the dashboard,
 * or for staff the back office's home (a staff member who also sings reaches the dashboard from
 * the menu).
 */
export const safeNextPath = (next: string | null, staff = false): string =>
  sameOriginPath(next, location.origin) ?? (staff ? STAFF_HOME_PATH : DASHBOARD_PATH);

export async function loadDetails(): Promise<UserDetails | null> {
  $detailsState.set('loading');
  try {
    const path = apiPath(accountPaths.details);
    const user = (await takeEarly<UserDetails>(path)) ?? (await api.get(path).json<UserDetails>());
    $user.set(user);
    $detailsState.set('ready');
    return user;
  } catch (error) {
    // A 401 is already logging out: no error modal for it.
    $detailsState.set(errorStatus(error) === 401 ? 'idle' : 'error');
    return null;
  }
}

export async function loadChoirs(): Promise<void> {
  if ($choirsState.get() !== 'ready') $choirsState.set('loading');
  try {
    const path = apiPath(accountPaths.choirs);
    $choirs.set(
      (await takeEarly<ListedChoir[]>(path)) ?? (await api.get(path).json<ListedChoir[]>()),
    );
    $choirsState.set('ready');
  } catch {
    // Silent (spec §8): the choir parts of the pages show what they have.
    if ($choirsState.get() !== 'ready') $choirsState.set('error');
  }
}

let loading: Promise<void> | null = null;

/**
 * Loads what a members page needs: details and choirs, side by side; once, unless `force`. A call
 * while they load waits for the same requests: the layout starts them before the islands have
 * loaded (PrivateLayout.astro), and the session gate asks again when it mounts.
 */
export function loadSession(force = false): Promise<void> {
  if (!force && $user.get() && $choirsState.get() === 'ready') return Promise.resolve();
  if (!force && loading) return loading;
  const started = Promise.all([loadDetails(), loadChoirs()]).then(() => {
    if (loading === started) loading = null;
  });
  loading = started;
  return started;
}

/**
 * Logs in and leaves the page on success. Throws the API error on failure so that the form can
 * tell a wrong pair (400) from other failures; `$sessionState` is then 'error'.
 */
export async function login(email: string, password: string, altcha?: string): Promise<void> {
  $sessionState.set('authenticating');
  try {
    // The answer sets the session cookie; its body's token is for API clients, not for us.
    const answer = await api
      .post(apiPath(authPaths.login), { json: { username: email, password, altcha } })
      .json<TokenAnswer>();
    // The login cancelled the account's deletion (issue #26): said until dismissed.
    if (answer.deletion_cancelled)
      showToast({ tone: 'info', text: accountDeletion.cancelledByLogin, persistent: true });
    await loadSession();
    $sessionState.set('done');
    // The client router keeps the loaded stores; without it, navigate() loads the page.
    const next = new URLSearchParams(location.search).get('next');
    await navigate(safeNextPath(next, $user.get()?.is_staff === true));
  } catch (error) {
    $sessionState.set('error');
    throw error;
  }
}
