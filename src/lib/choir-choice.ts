/**
 * Which of the user's choirs the members pages show, and what the user may see of it (spec §4):
 * pure functions of the API's answers. The choirs' store uses them (src/stores/choirs.ts), and the
 * head's early script runs their source text to ask for the dashboard's summary before any module
 * has loaded (src/client/early-start.ts, issue #21). So each is self-contained: no import, no name
 * from outside its body, no types at run time.
 */

/** Where the choice is kept in localStorage (src/stores/choirs.ts): `{ version, selectedChoir }`. */
export const CHOICE_KEY = 'cm:state';

/** What a choir of GET /api/account/choirs/ needs to be chosen and judged. */
export interface ChoosableChoir {
  id: number;
  is_confirmed: boolean;
  user_is_confirmed: boolean;
}

/** The choice kept in localStorage, if it is of this client state's version (spec §9). */
export function storedChoice(stored: unknown, version: string): number | null {
  const state = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : null;
  if (state?.version !== version) return null;
  return typeof state.selectedChoir === 'number' ? state.selectedChoir : null;
}

/** The stored choice if it is still one of the user's choirs; else the first confirmed; else the first. */
export function pickChoir<C extends ChoosableChoir>(
  choirs: readonly C[],
  storedId: number | null,
): C | null {
  return (
    choirs.find((choir) => choir.id === storedId) ??
    choirs.find((choir) => choir.user_is_confirmed) ??
    choirs[0] ??
    null
  );
}

/**
 * What the private pages may show of the chosen choir once the choirs are loaded: 'no-choir',
 * 'choir-unconfirmed' (the programme has not activated it), 'user-unconfirmed' (its conductor has
 * not approved the user), or 'ok' (the dashboard's boxes).
 */
export function choirAccessOf(
  choir: ChoosableChoir | null,
): 'no-choir' | 'choir-unconfirmed' | 'user-unconfirmed' | 'ok' {
  if (!choir) return 'no-choir';
  if (!choir.is_confirmed) return 'choir-unconfirmed';
  if (!choir.user_is_confirmed) return 'user-unconfirmed';
  return 'ok';
}

/** The user conducts the chosen choir; acting for a child (issue #25), the parent's own conducting does not count. */
export function conductsChoir(
  user: { conductor_in: readonly number[] } | null,
  choir: { id: number } | null,
  actingChild: boolean,
): boolean {
  return !actingChild && !!user && !!choir && user.conductor_in.includes(choir.id);
}
