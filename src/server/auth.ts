/**
 * Authentication: the token of `Authorization: Token <token>` (API clients) or, without one, of
 * the HttpOnly session cookie AUTH_COOKIE (the browser) is looked up by its hash among unexpired
 * sessions. `authenticate` runs on every /api request and sets `user` (or null); `requireUser`
 * turns a missing user into 401. The server alone writes the cookie (`startSession`, `endSession`):
 * no script of the site can read the token. A 401 to a browser that sent the cookie clears it.
 *
 * Cross-site writes: a browser sends the cookie with any request to this host, so a write
 * (any method but GET/HEAD/OPTIONS) that a browser marks as coming from another site (Origin of
 * another host, or Sec-Fetch-Site: cross-site) is refused with 403 before it runs.
 *
 * Sessions read from the database are kept in memory for SESSION_CACHE_SECONDS (at most
 * SESSION_CACHE_MAX of them, least recently used dropped first), so most requests cost one query
 * less. Once a write request (any method but GET/HEAD/OPTIONS) has run and was not refused (4xx),
 * the cached sessions of the signed-in user who sent it are forgotten (a logout, an account
 * edit, an avatar…), and every cached session when it went to /api/auth/ (activation, password
 * reset: they change an account the request's token need not belong to). A route that changes
 * another user's account or sessions in some other way calls forgetSessions().
 *
 * Forgetting is announced on the SESSIONS_CHANNEL (PostgreSQL NOTIFY), which every server process
 * on the database hears: a logout or a password change in one process is honoured by the others
 * as soon as the notification arrives (milliseconds), and after SESSION_CACHE_SECONDS at the
 * latest should the notification connection be down.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AUTH_COOKIE, AUTH_TOKEN_DAYS, SESSION_HINT_COOKIE } from '../lib/limits.ts';
import { notBlocked } from './blocked.ts';
import type { Db } from './db/client.ts';
import { sessions, users } from './db/schema.ts';
import type { AppDeps } from './deps.ts';
import { forbidden, unauthorized } from './http.ts';
import { sha256 } from './services/tokens.ts';

export type User = typeof users.$inferSelect;
export interface AppEnv {
  Variables: {
    user: User | null;
    sessionId: number | null;
    /** The parent who acts for `user`, their child (families/acting.ts), or null. */
    actor: User | null;
  };
}

const TOKEN = /^Token\s+(\S{20,200})$/;
const COOKIE_TOKEN = /^\S{20,200}$/;

/** How long a process trusts a session it has read, in seconds. */
export const SESSION_CACHE_SECONDS = 5;
/** How many sessions a process keeps in memory. */
export const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  user: Readonly<User>;
  sessionId: number;
  /** Date.now() after which the entry is read again from the database. */
  until: number;
}

/** Token hash → session, in least-recently-used order (a Map iterates in insertion order). */
class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  /** Bumped by forget(): a lookup that started before does not store what it read. */
  generation = 0;

  get(hash: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    this.#entries.delete(hash);
    if (entry.until <= now) return undefined;
    this.#entries.set(hash, entry);
    return entry;
  }

  set(hash: string, entry: CachedSession, generation: number) {
    if (generation !== this.generation) return;
    this.#entries.delete(hash);
    this.#entries.set(hash, entry);
    if (this.#entries.size > SESSION_CACHE_MAX) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Forgets the sessions of one user, or all of them. */
  forget(userId?: number) {
    this.generation++;
    if (userId === undefined) {
      this.#entries.clear();
      return;
    }
    for (const [hash, entry] of this.#entries) {
      if (entry.user.id === userId) this.#entries.delete(hash);
    }
  }
}

const SESSIONS_CHANNEL = 'sessions';
const EVERYONE = '*';

/**
 * One cache per database, shared by every app built on it (the dev server rebuilds its app),
 * listening once to the other processes' announcements.
 */
const caches = new WeakMap<Db, SessionCache>();
function cacheOf(deps: Pick<AppDeps, 'db' | 'listen'>): SessionCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    const created = new SessionCache();
    // Until it is made (milliseconds at start) a change elsewhere shows after the cache's 5 s.
    void deps
      .listen(SESSIONS_CHANNEL, (payload) =>
        created.forget(payload === EVERYONE ? undefined : Number(payload)),
      )
      .catch(() => {});
    caches.set(deps.db, created);
    cache = created;
  }
  return cache;
}

/**
 * Forgets the cached sessions of one user (or of everyone) in this process at once and in every
 * other process when they hear of it: the next requests read them again from the database.
 */
export async function forgetSessions(
  deps: Pick<AppDeps, 'db' | 'listen' | 'announce'>,
  userId?: number,
) {
  cacheOf(deps).forget(userId);
  await deps.announce(SESSIONS_CHANNEL, userId === undefined ? EVERYONE : String(userId));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes that change an account named by a code or an e-mail rather than by the session. */
const ACCOUNT_ROUTES = /^\/api\/auth\//;
/**
 * POSTs that change no account (a download is a POST, as the spec's client sends it; so is a
 * person's own data, issue #26, which only journals and counts itself).
 */
const READING_POSTS = /^\/api\/(download\/|account\/own-data\/?$)/;

/** The request's token: the Authorization header's, else the session cookie's. */
function tokenOf(c: Context): string | null {
  const header = TOKEN.exec(c.req.header('authorization') ?? '')?.[1];
  if (header) return header;
  const cookie = getCookie(c, AUTH_COOKIE);
  return cookie && COOKIE_TOKEN.test(cookie) ? cookie : null;
}

/** True when a browser says the request comes from a page of another site. */
function crossSite(c: Context, siteUrl: string): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  return origin !== new URL(siteUrl).origin && origin !== new URL(c.req.url).origin;
}

export function authenticate(deps: AppDeps) {
  const cache = cacheOf(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const unsafe = !SAFE_METHODS.has(c.req.method);
    if (unsafe && crossSite(c, deps.siteUrl)) throw forbidden();
    const token = tokenOf(c);
    if (token) {
      const hash = sha256(token);
      const now = Date.now();
      let session = cache.get(hash, now);
      if (!session) {
        const generation = cache.generation;
        const [row] = await deps.db
          .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(
              eq(sessions.tokenHash, hash),
              gt(sessions.expiresAt, sql`now()`),
              // A blocked account's sessions end at once, even one a staff member has not deleted yet.
              notBlocked,
            ),
          )
          .limit(1);
        if (row) {
          session = {
            // Shared by concurrent requests: nobody may change it.
            user: Object.freeze(row.user),
            sessionId: row.sessionId,
            until: Math.min(now + SESSION_CACHE_SECONDS * 1000, row.expiresAt.getTime()),
          };
          cache.set(hash, session, generation);
        }
      }
      if (session) {
        c.set('user', session.user);
        c.set('sessionId', session.sessionId);
      }
    }
    try {
      await next();
    } finally {
      // A browser whose cookie the server no longer knows stops saying it is logged in.
      if (c.res.status === 401 && getCookie(c, SESSION_HINT_COOKIE)) endSession(c, deps.siteUrl);
      // A refused write (400, 401, 403, 404, 413, 429) changed nothing, nor did a download.
      const changed = !(c.res.status >= 400 && c.res.status < 500);
      if (unsafe && changed && !READING_POSTS.test(c.req.path)) {
        const user = c.get('user');
        if (ACCOUNT_ROUTES.test(c.req.path)) await forgetSessions(deps);
        else if (user) await forgetSessions(deps, user.id);
      }
    }
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/** The back office (issue #12): 401 to a visitor, 403 to every account but the programme's staff. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (!user.isStaff) throw forbidden();
  await next();
});

/** The signed-in user of a route behind requireUser. */
export function currentUser(c: { get(key: 'user'): User | null }): User {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

const cookieOptions = (siteUrl: string) =>
  ({ path: '/', sameSite: 'Lax', secure: siteUrl.startsWith('https:') }) as const;

/** Gives the browser the session: the token HttpOnly, and the hint that pages may read. */
export function startSession(c: Context, siteUrl: string, token: string) {
  const maxAge = AUTH_TOKEN_DAYS * 24 * 60 * 60;
  setCookie(c, AUTH_COOKIE, token, { ...cookieOptions(siteUrl), httpOnly: true, maxAge });
  setCookie(c, SESSION_HINT_COOKIE, '1', { ...cookieOptions(siteUrl), maxAge });
}

/** Clears both cookies of startSession. */
export function endSession(c: Context, siteUrl: string) {
  deleteCookie(c, AUTH_COOKIE, { ...cookieOptions(siteUrl), httpOnly: true });
  deleteCookie(c, SESSION_HINT_COOKIE, cookieOptions(siteUrl));
}
