/**
 * The child a parent acts for in this tab (issue #25), kept in sessionStorage under
 * ACTING_CHILD_KEY as `{ id, name }`: per tab, so two tabs may act for two children without one
 * answering for the other. The API client sends the id in ACTING_HEADER with every request
 * (./api.ts); the early session script reads the same key (src/components/EarlySession.astro).
 */
import { ACTING_CHILD_KEY } from '../lib/limits.ts';

export interface ActingChild {
  id: number;
  name: string;
}

export function actingChild(): ActingChild | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(ACTING_CHILD_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return null;
    const { id, name } = raw as Partial<ActingChild>;
    return typeof id === 'number' && typeof name === 'string' ? { id, name } : null;
  } catch {
    return null;
  }
}

export function setActingChild(child: ActingChild | null): void {
  try {
    if (child) sessionStorage.setItem(ACTING_CHILD_KEY, JSON.stringify(child));
    else sessionStorage.removeItem(ACTING_CHILD_KEY);
  } catch {
    // Storage refused (private mode quotas): the tab acts as the parent.
  }
}

/** The key of an early answer (src/client/early-get.ts): the path, and the child it was asked for. */
export const earlyKey = (path: string, childId: number | undefined) =>
  childId ? `${path}#${childId}` : path;
