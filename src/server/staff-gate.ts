/**
 * The back office's pages (/cont/administrare/…) and the scripts built from its modules
 * (/_astro/staff/…, astro.config.mjs) are served to staff only (issue #12): a visitor asking for
 * a page is sent to the login page (and back after it, through the one rule of
 * src/lib/next-path.ts), a script answers 404; a signed-in account
 * that is not staff gets the 404 page for both. Their answers are private to the browser.
 */
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AppEnv, authenticate } from './auth.ts';
import type { AppDeps } from './deps.ts';

const STAFF_PAGE = /^\/cont\/administrare(\/|$)/;
const STAFF_SCRIPT = /^\/_astro\/staff\//;

export const isStaffOnlyPath = (path: string) => STAFF_PAGE.test(path) || STAFF_SCRIPT.test(path);

export function staffGate(deps: AppDeps) {
  const who = authenticate(deps);
  return createMiddleware<AppEnv>(async (c: Context<AppEnv>, next: Next) => {
    if (!isStaffOnlyPath(c.req.path)) return next();
    let allowed = false;
    let signedIn = false;
    await who(c, async () => {
      const user = c.get('user');
      signedIn = user !== null;
      allowed = user?.isStaff === true;
    });
    if (!allowed) {
      if (!signedIn && STAFF_PAGE.test(c.req.path))
        return c.redirect(`/cont/login?next=${encodeURIComponent(c.req.path)}`, 302);
      return c.notFound();
    }
    await next();
    c.header('Vary', 'Cookie');
    c.header(
      'Cache-Control',
      STAFF_SCRIPT.test(c.req.path) ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    );
  });
}
