/**
 * Browser cookies, read and written through `document.cookie`. The session token's cookie is
 * HttpOnly and out of reach; the server sets SESSION_HINT_COOKIE beside it so that pages can tell,
 * before paint, whether a session probably exists.
 */
import { SESSION_HINT_COOKIE } from '../lib/limits.ts';

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

/** True when the server said at login that a session exists (the token itself is HttpOnly). */
export const hasSessionHint = (): boolean => readCookie(SESSION_HINT_COOKIE) === '1';

/** Forgets the hint when the server could not be told of a logout. */
export const clearSessionHint = (): void => deleteCookie(SESSION_HINT_COOKIE);
