/**
 * Authentication: `Authorization: Token <token>` is looked up by its hash among unexpired
 * sessions. `authenticate` runs on every /api request and sets `user` (or null);
 * `requireUser` turns a missing user into 401.
 *
 * Sessions read from the database are kept in memory for SESSION_CACHE_SECONDS (at most
 * SESSION_CACHE_MAX of them, least recently used dropped first), so most requests cost one query
 * less. Once a write request (any method but GET/HEAD/OPTIONS) has run and was not refused (4xx),
 * this process forgets the cached sessions of the signed-in user who sent it (a logout, an account
 * edit, an avatar…), and every cached session when it went to /api/auth/ (activation, password
 * reset: they change an account the request's token need not belong to). A route that changes
 * another user's account or sessions in some other way calls forgetSessions(). Another server
 * process sees such a change after at most SESSION_CACHE_SECONDS.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from './db/client.ts';
import { sessions, users } from './db/schema.ts';
import type { AppDeps } from './deps.ts';
import { unauthorized } from './http.ts';
import { sha256 } from './services/tokens.ts';

export type User = typeof users.$inferSelect;
export interface AppEnv {
  Variables: { user: User | null; sessionId: number | null };
}

const TOKEN = /^Token\s+(\S{20,200})$/;

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

/** One cache per database, shared by every app built on it (the dev server rebuilds its app). */
const caches = new WeakMap<Db, SessionCache>();
function cacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Forgets the sessions this process keeps of one user (or of everyone): the next requests read
 * them again from the database.
 */
export function forgetSessions(db: Db, userId?: number) {
  cacheOf(db).forget(userId);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes that change an account named by a code or an e-mail rather than by the session. */
const ACCOUNT_ROUTES = /^\/api\/auth\//;

export function authenticate(deps: AppDeps) {
  const cache = cacheOf(deps.db);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const match = TOKEN.exec(c.req.header('authorization') ?? '');
    if (match?.[1]) {
      const hash = sha256(match[1]);
      const now = Date.now();
      let session = cache.get(hash, now);
      if (!session) {
        const generation = cache.generation;
        const [row] = await deps.db
          .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, sql`now()`)))
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
    if (SAFE_METHODS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      // A refused write (400, 401, 403, 404, 413, 429) changed nothing.
      if (!(c.res.status >= 400 && c.res.status < 500)) {
        if (ACCOUNT_ROUTES.test(c.req.path)) cache.forget();
        else {
          const user = c.get('user');
          if (user) cache.forget(user.id);
        }
      }
    }
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/** The signed-in user of a route behind requireUser. */
export function currentUser(c: { get(key: 'user'): User | null }): User {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
