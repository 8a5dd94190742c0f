/**
 * The account part of the public navbar (spec §2.5): 'Contul meu' always (the dashboard sends
 * logged-out visitors to login), 'Cont Nou' only when logged out. The session hint cookie says
 * whether a session exists (the token itself is HttpOnly); until this runs, 'Cont Nou' keeps its
 * place invisibly (data-pending), so nothing jumps.
 */
import { hasSessionHint } from '../cookies.ts';

export function initAccountLink(nav: HTMLElement): void {
  const register = nav.querySelector('.account-nav__register');
  if (!register) return;
  if (hasSessionHint()) register.remove();
  else register.removeAttribute('data-pending');
}
