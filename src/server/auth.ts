/**
 * Authentication: `Authorization: Token <token>` is looked up by its hash among unexpired
 * sessions. `authenticate` runs on every /api request and sets `user` (or null);
 * `requireUser` turns a missing user into 401.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { sessions, users } from './db/schema.ts';
import type { AppDeps } from './deps.ts';
import { unauthorized } from './http.ts';
import { sha256 } from './services/tokens.ts';

export type User = typeof users.$inferSelect;
export interface AppEnv {
  Variables: { user: User | null; sessionId: number | null };
}

const TOKEN = /^Token\s+(\S{20,200})$/;

export function authenticate(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const match = TOKEN.exec(c.req.header('authorization') ?? '');
    if (match?.[1]) {
      const [row] = await deps.db
        .select({ user: users, sessionId: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sha256(match[1])), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      if (row) {
        c.set('user', row.user);
        c.set('sessionId', row.sessionId);
      }
    }
    await next();
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
