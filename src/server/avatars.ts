/**
 * Members' photos (issue #19, defect 6): where they are kept and who may see them. A photo is
 * served under /media/avatars/ to the people who see its owner in the product, and to no one
 * else: the owner, the programme's staff, and the members of a choir the owner is in, as
 * GET /api/choir/{id}/members/ shows them (a confirmed member of a confirmed choir sees its
 * confirmed members; its conductors see the pending requests too, as the dashboard does). Anyone
 * else, a visitor included, gets 404, as if there were no photo.
 *
 * Each upload gets a new address (the owner's id and a random part), so the allowed browser may
 * keep its copy for a year and a page of avatars costs no request on the next visit; `private`
 * keeps it out of shared caches.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AppEnv, authenticate, type User } from './auth.ts';
import { CACHE } from './cache-control.ts';
import type { Db } from './db/client.ts';
import { perDatabase } from './db/prepared.ts';
import { choirs, memberships, users } from './db/schema.ts';
import type { AppDeps } from './deps.ts';
import { MEDIA_PREFIX } from './services/storage.ts';
import { randomToken } from './services/tokens.ts';

const FOLDER = 'avatars/';
export const AVATARS_PATH = `${MEDIA_PREFIX}${FOLDER}`;

/** The storage key of a new photo of the user: a new address at each upload. */
export const avatarKey = (userId: number) => `${FOLDER}${userId}-${randomToken(9)}.webp`;

export const isAvatarPath = (path: string) => path.startsWith(AVATARS_PATH);

const AVATAR_FILE = new RegExp(`^${AVATARS_PATH}([1-9]\\d{0,9})-[\\w-]+\\.webp$`);
/** Largest value of a PostgreSQL integer column. */
const MAX_ID = 2_147_483_647;

/** The owner's id in a photo's address (avatarKey's shape), or null for any other path. */
function ownerOf(path: string): number | null {
  const id = Number(AVATAR_FILE.exec(path)?.[1] ?? 0);
  return id > 0 && id <= MAX_ID ? id : null;
}

const viewer = alias(memberships, 'viewer');
const owner = alias(memberships, 'owner');

/** A row when the viewer sees the owner in a choir's members and the path is the owner's photo. */
const sharedChoir = perDatabase((db) =>
  db
    .select({ one: sql<number>`1` })
    .from(viewer)
    .innerJoin(choirs, eq(choirs.id, viewer.choirId))
    .innerJoin(
      owner,
      and(eq(owner.choirId, viewer.choirId), eq(owner.userId, sql.placeholder('ownerId'))),
    )
    .innerJoin(users, and(eq(users.id, owner.userId), eq(users.avatar, sql.placeholder('path'))))
    .where(
      and(
        eq(viewer.userId, sql.placeholder('viewerId')),
        sql`${viewer.isConfirmed}`,
        sql`${choirs.isConfirmed}`,
        or(sql`${owner.isConfirmed}`, sql`${viewer.isConductor}`),
      ),
    )
    .limit(1)
    .prepare('avatar_viewer'),
);

/** True when `user` may see the photo at `path`. */
async function seesAvatar(db: Db, user: User | null, path: string): Promise<boolean> {
  const ownerId = ownerOf(path);
  if (!user || ownerId === null) return false;
  if (user.isStaff || user.id === ownerId) return true;
  const [row] = await sharedChoir(db).execute({ viewerId: user.id, ownerId, path });
  return row !== undefined;
}

/**
 * For AVATARS_PATH: lets a request through to the files only when its asker may see the photo;
 * 404 else.
 */
export function avatarGate(deps: AppDeps) {
  const who = authenticate(deps);
  return createMiddleware<AppEnv>(async (c: Context<AppEnv>, next: Next) => {
    let allowed = false;
    await who(c, async () => {
      allowed = await seesAvatar(deps.db, c.get('user'), c.req.path);
    });
    if (allowed) return next();
    c.header('Cache-Control', CACHE.privateNoStore);
    return c.notFound();
  });
}
