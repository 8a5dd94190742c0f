/**
 * The side menu of the members area (spec §2.7). From the lg breakpoint up it is a column beside
 * the page that the toolbar's toggle collapses (`$sidebarCollapsed`); below lg the column is off
 * and the same toggle opens the menu as a drawer (`$drawerOpen`). Both live in memory: the client
 * router keeps them while the user moves between /cont pages.
 */
import { atom } from 'nanostores';
import { BREAKPOINTS } from '../lib/limits.ts';

export const $sidebarCollapsed = atom(false);
export const $drawerOpen = atom(false);

export const LARGE_SCREEN = `(min-width: ${BREAKPOINTS.lg}px)`;

export function toggleNav(): void {
  if (window.matchMedia(LARGE_SCREEN).matches) $sidebarCollapsed.set(!$sidebarCollapsed.get());
  else $drawerOpen.set(!$drawerOpen.get());
}
