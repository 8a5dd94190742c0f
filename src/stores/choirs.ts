/**
 * The selected choir and the user's standing in it (spec §4), and the actions that change the
 * user's choirs: join, leave, found.
 * Data: `$selectedChoir` (derived from the user's choirs and the stored choice), `$isConductor`
 * (`conductor_in` includes it), `$choirAccess` (what the private pages may show), `$choirDialog`
 * (which choir modal is open: the selection modal or the add-choir modal).
 * Lifecycle: the choice is kept in localStorage under CHOICE_KEY with the client state version
 * (spec §9: 1.0.0); a stored state of another version is ignored. Logout forgets it. After any
 * action the user's choirs reload, so the dropdown, the dashboard and the guards follow.
 */
import { persistentJSON } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { api } from '../client/api.ts';
import type { ListedChoir } from '../lib/api/choirs.ts';
import { apiPath } from '../lib/api-path.ts';
import {
  CHOICE_KEY,
  choirAccessOf,
  conductsChoir,
  pickChoir,
  storedChoice,
} from '../lib/choir-choice.ts';
import { CLIENT_STATE_VERSION, MAX_UNCONFIRMED_MEMBERSHIPS } from '../lib/limits.ts';
import { accountPaths } from '../lib/paths/account.ts';
import { choirPaths } from '../lib/paths/choirs.ts';
import type { ChoirCreate } from '../lib/schemas/choir.ts';
import { $actingChild } from './family.ts';
import { onStoreReset } from './reset.ts';
import { $choirs, $choirsState, $user, loadChoirs, loadDetails } from './session.ts';

interface StoredState {
  version: string;
  selectedChoir: number | null;
}

const EMPTY_STATE: StoredState = { version: CLIENT_STATE_VERSION, selectedChoir: null };

/** What localStorage holds may be anything (another version, another site's code, a hand edit). */
const $stored = persistentJSON<Partial<StoredState> | null>(CHOICE_KEY, EMPTY_STATE);

export type ChoirDialog = 'select' | 'add' | null;
export const $choirDialog = atom<ChoirDialog>(null);

onStoreReset(() => {
  $stored.set(EMPTY_STATE);
  $choirDialog.set(null);
});

export const $selectedChoir = computed([$choirs, $stored], (choirs, stored) =>
  pickChoir(choirs, storedChoice(stored, CLIENT_STATE_VERSION)),
);

export function selectChoir(id: number): void {
  $stored.set({ version: CLIENT_STATE_VERSION, selectedChoir: id });
}

/** Acting for a child (issue #25), the parent's own conducting does not count: the child's choir is the child's. */
export const $isConductor = computed([$user, $selectedChoir, $actingChild], (user, choir, child) =>
  conductsChoir(user, choir, !!child),
);

/**
 * What the private pages may show (spec §2.8, §4 guards): 'loading' until the choirs arrive,
 * then 'no-choir', 'choir-unconfirmed' (the programme has not activated the choir),
 * 'user-unconfirmed' (its conductor has not approved the user), or 'ok'.
 */
export type ChoirAccess = 'loading' | 'no-choir' | 'choir-unconfirmed' | 'user-unconfirmed' | 'ok';

export const $choirAccess = computed(
  [$choirsState, $selectedChoir],
  (state, choir): ChoirAccess => {
    if (state === 'idle' || state === 'loading') return 'loading';
    return choirAccessOf(choir);
  },
);

/** Spec §4: joining is blocked when the user already waits in more than 2 choirs. */
export function reachedJoinLimit(choirs: readonly ListedChoir[]): boolean {
  return choirs.filter((choir) => !choir.user_is_confirmed).length > MAX_UNCONFIRMED_MEMBERSHIPS;
}

/** POST /api/account/join_choir; throws the API error (400 carries the join-limit text). */
export async function joinChoir(id: number): Promise<ListedChoir> {
  const choir = await api
    .post(apiPath(accountPaths.joinChoir), { json: { choir: id } })
    .json<ListedChoir>();
  await loadChoirs();
  return choir;
}

/** POST /api/account/remove_choir; a conductor who leaves stops conducting, so details reload too. */
export async function leaveChoir(id: number): Promise<ListedChoir> {
  const choir = await api
    .post(apiPath(accountPaths.removeChoir), { json: { choir: id } })
    .json<ListedChoir>();
  await Promise.all([loadChoirs(), loadDetails()]);
  return choir;
}

/** POST /api/choir/: the founder conducts the new choir, so details reload with the choirs. */
export async function createChoir(body: ChoirCreate): Promise<ListedChoir> {
  const choir = await api.post(apiPath(choirPaths.list), { json: body }).json<ListedChoir>();
  await Promise.all([loadChoirs(), loadDetails()]);
  return choir;
}
