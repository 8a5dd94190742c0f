/**
 * The page's own query string as the state of a list (filters, page, an opened item), written
 * with the History API so a list can be shared, reloaded and walked with back and forward.
 *
 * Astro's client router owns `history.state` on /cont pages ({ index, scrollX, scrollY }) and
 * ignores a popstate whose state is null, which would leave another page's content under this
 * page's address after "back" from there. So every entry written here carries the router's state:
 * traversing to it, the router loads the page for that address and the island reads it afresh.
 */

export type HistoryMode = 'push' | 'replace';

export const readAddress = () => new URLSearchParams(window.location.search);

/** Writes `params` as the address's query (nothing when it is already that). */
export function writeAddress(params: URLSearchParams, mode: HistoryMode): void {
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
  if (url === `${window.location.pathname}${window.location.search}`) return;
  const state: unknown = window.history.state;
  const routerState = state && typeof state === 'object' ? state : {};
  if (mode === 'replace') window.history.replaceState(routerState, '', url);
  else window.history.pushState({ ...routerState, scrollX: 0, scrollY: window.scrollY }, '', url);
}

/** Calls `onChange` when back or forward moves to another entry of this page. */
export function onAddressChange(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
