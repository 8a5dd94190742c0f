/**
 * Acting for a child (issue #25). A parent's members area sends the selected child's id in
 * ACTING_HEADER with every request; on the routes of the members' own data (dashboard, choirs,
 * join and leave, calendar and answers, library and player, the choir's messages) this middleware,
 * mounted right after `authenticate`, checks an active confirmed link to a child who is not blocked
 * and runs the request as the child: `user` is the child, `actor` the parent. So every existing
 * route works for the child unchanged, with the child's own permissions.
 *
 * A header naming anyone else is 403. A child of CHILD_CONSENT_AGE or older with a login of their
 * own decides for themselves (consents/takeover.ts): while they keep the link the parent still
 * reads as them (GET, and the library's zips), but every change is theirs to make (403). A managed child stays managed.
 * Some routes never act for a child, and ignore the header:
 * signing in and out, the parent's own account (details, edits, avatar, GDPR), the families routes
 * themselves (a parent manages their children as themselves), the back office, the public forms,
 * and the browser's push subscription (the device is the parent's, routes/notifications.ts).
 */
import { createMiddleware } from 'hono/factory';
import { isUnderConsentAge } from '../../lib/dates.ts';
import { ACTING_HEADER, ACTING_QUERY } from '../../lib/limits.ts';
import { parentOfTeen } from '../../lib/messages-family-rules.ts';
import { isRecordId } from '../../lib/schemas/query.ts';
import type { AppEnv } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http.ts';
import { activeChild, MANAGED_PASSWORD_HASH, notYourChild } from './links.ts';

const READS = new Set(['GET', 'HEAD']);
/** The library's zips are POSTs (the cross-site check guards them), but they only read. */
const ZIPS = /^\/api\/download\//;
const onlyReads = (method: string, path: string) => READS.has(method) || ZIPS.test(path);

/** A child who decides for themselves: 16 or older, with a login of their own. */
const ownsAccount = (child: { birthDate: string | null; passwordHash: string }) =>
  child.passwordHash !== MANAGED_PASSWORD_HASH &&
  child.birthDate !== null &&
  !isUnderConsentAge(child.birthDate);

const OWN_ROUTES =
  /^\/api\/(auth|token-auth|families|staff|captcha|sign-ups|account\/(details|edit|finalize|agree_gdpr|avatar|takeover)|notifications\/(push-key|subscriptions))(\/|$)/;

/** True when a request to `path` may act for a child. */
export const actsForChild = (path: string) => !OWN_ROUTES.test(path);

export function actForChild(deps: Pick<AppDeps, 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('actor', null);
    // A media element cannot send a header: the player's file addresses carry the child instead.
    const header =
      c.req.header(ACTING_HEADER) ??
      (c.req.method === 'GET' ? c.req.query(ACTING_QUERY) : undefined);
    const parent = c.get('user');
    // Without a session the route answers 401 (or serves a public page) as it would anyway.
    if (!header || !parent || !actsForChild(c.req.path)) return next();
    if (!isRecordId(header)) throw notYourChild();
    const child = await activeChild(deps.db, parent.id, Number(header));
    if (!child) throw notYourChild();
    if (!onlyReads(c.req.method, c.req.path) && ownsAccount(child))
      throw new ApiError(403, { detail: parentOfTeen.refused });
    c.set('user', Object.freeze(child));
    c.set('actor', parent);
    await next();
  });
}
