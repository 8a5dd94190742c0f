/**
 * Who may keep a copy of an answer (issue #19, defect 6). Every /api answer is private by default:
 * personal data (a member, a child's sign-up, a staff view of a person) must never sit in a shared
 * cache (a CDN, a company's or a school's proxy), and the browser keeps no copy either, so a shared
 * computer never shows the previous user's answers (the back button, a session that ended). A
 * route sets its own header only to say more (the counties and the choir map: public; a library
 * file: the member's browser for an hour), and a route added later is safe without anyone
 * remembering to say so.
 */
import { createMiddleware } from 'hono/factory';

/** A year: how long a copy of a file whose address changes with its content may be kept. */
const YEAR_SECONDS = 31_536_000;

export const CACHE = {
  /** Nobody keeps a copy: the API's default. */
  privateNoStore: 'private, no-store',
  /** Anybody may keep it for a year (hashed assets, a choir's public picture). */
  publicImmutable: `public, max-age=${YEAR_SECONDS}, immutable`,
  /** Only the browser that asked may keep it for a year (a member's photo: avatars.ts). */
  privateImmutable: `private, max-age=${YEAR_SECONDS}, immutable`,
} as const;

/** For /api: `private, no-store` on every answer whose route set no Cache-Control, errors too. */
export const privateByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', CACHE.privateNoStore);
});
