/**
 * Browser cookies, read and written through `document.cookie`. The session token lives in the
 * cookie AUTH_COOKIE (spec §4) so that the head script of AccountLayout can see it before paint.
 */
import { AUTH_COOKIE, AUTH_TOKEN_DAYS, SESSION_HINT_COOKIE } from '../lib/limits.ts';

const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser we support; the head guard needs the cookie synchronously.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

/** The session token, or '' when there is none (the API header is sent anyway, spec §7). */
export const readToken = (): string => readCookie(AUTH_COOKIE) ?? '';

export const writeToken = (token: string): void =>
  writeCookie(AUTH_COOKIE, token, AUTH_TOKEN_DAYS * DAY_SECONDS);

export const deleteToken = (): void => deleteCookie(AUTH_COOKIE);

/** True when the server said at login that a session exists (the token itself is HttpOnly). */
export const hasSessionHint = (): boolean => readCookie(SESSION_HINT_COOKIE) === '1';
