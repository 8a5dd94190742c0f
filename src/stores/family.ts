/**
 * The child a parent acts for in this tab (issue #25): `$actingChild`, read once from
 * sessionStorage (src/client/acting.ts). Switching writes the choice and reloads the page, like
 * switching account: every store, early answer and island starts again for the child, so nothing
 * of one child is ever shown as the other's. Logout forgets the choice.
 */
import { atom } from 'nanostores';
import { type ActingChild, actingChild, setActingChild } from '../client/acting.ts';
import { onStoreReset } from './reset.ts';

export const $actingChild = atom<ActingChild | null>(actingChild());

onStoreReset(() => {
  setActingChild(null);
  $actingChild.set(null);
});

/** Acts for `child` (or, with null, as oneself) from now on in this tab. */
export function actFor(child: ActingChild | null): void {
  if ((child?.id ?? null) === ($actingChild.get()?.id ?? null)) return;
  setActingChild(child);
  location.reload();
}
