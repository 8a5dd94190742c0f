/**
 * The signed-in user's own account: details, edit, finalize, GDPR consent, avatar, choirs.
 * Every route here needs a session (their operations' `auth: 'user'`, src/server/openapi/route.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AvatarAnswer, UserDetails } from '../../lib/api/account.ts';
import { AVATAR_MAX_BYTES } from '../../lib/limits.ts';
import { account as m } from '../../lib/messages.ts';
import {
  editAccountSchema,
  finalizeAccountSchema,
  gdprConsentSchema,
} from '../../lib/schemas/account.ts';
import { type AppEnv, currentUser, type User } from '../auth.ts';
import { avatarKey } from '../avatars.ts';
import { toListed } from '../choirs/list.ts';
import { listedColumns } from '../choirs/page.ts';
import { takeoverDueSql } from '../consents/takeover.ts';
import { perDatabase } from '../db/prepared.ts';
import { choirs, familyLinks, memberships, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { activeLink } from '../families/links.ts';
import { ApiError, badRequest, parseForm, parseJson } from '../http.ts';
import { accountOps as ops } from '../openapi/paths/account.ts';
import { route } from '../openapi/route.ts';
import { reencodeAvatar } from '../services/images.ts';

/** The user details of spec §3, as GET /api/account/details/ answers them. */
function toDetails(
  user: User,
  conductorIn: number[],
  family: { hasChildren: boolean; takeoverDue: boolean },
): UserDetails {
  return {
    id: user.id,
    email: user.email ?? '',
    first_name: user.firstName,
    last_name: user.lastName,
    avatar: user.avatar,
    status: user.gdprAgreedAt ? 'active' : 'gdpr-agree',
    birth_date: user.birthDate,
    sex: user.sex,
    phone: user.phone,
    judet: user.county,
    localitate: user.city,
    is_completed: Boolean(user.birthDate && user.sex && user.county && user.city),
    conductor_in: conductorIn,
    is_staff: user.isStaff,
    has_children: family.hasChildren,
    takeover_due: family.takeoverDue,
  };
}

/** The user's choirs, by name (GET /api/account/choirs/). */
const choirsQuery = perDatabase((db) =>
  db
    .select({ ...listedColumns, userIsConfirmed: memberships.isConfirmed })
    .from(memberships)
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(choirs.name, choirs.id)
    .prepare('account_choirs'),
);

export function accountRoutes(deps: AppDeps) {
  const { db } = deps;

  async function details(userId: number) {
    const [row] = await db
      .select({ user: users, takeoverDue: takeoverDueSql })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new ApiError(401, { detail: m.authErrorTitle });
    const { user } = row;
    const conducted = await db
      .select({ id: memberships.choirId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.isConductor, true)))
      .orderBy(memberships.choirId);
    const [child] = await db
      .select({ id: familyLinks.id })
      .from(familyLinks)
      .where(and(eq(familyLinks.parentId, userId), activeLink))
      .limit(1);
    return toDetails(
      user,
      conducted.map((c) => c.id),
      { hasChildren: child !== undefined, takeoverDue: row.takeoverDue },
    );
  }

  const tooLarge = () => new ApiError(413, { image: [m.avatarTooLarge] });
  const avatarLimit = bodyLimit({
    maxSize: AVATAR_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw tooLarge();
    },
  });

  /** Writes columns of the user's own row and answers the details after the change. */
  async function update(c: Context<AppEnv>, set: PgUpdateSetSource<typeof users>) {
    const { id } = currentUser(c);
    await db.update(users).set(set).where(eq(users.id, id));
    return c.json(await details(id));
  }

  const app = new Hono<AppEnv>();
  route(app, ops.details, async (c) => c.json(await details(currentUser(c).id)));
  route(app, ops.edit, async (c) => {
    const body = await parseJson(c, editAccountSchema);
    return update(c, {
      firstName: body.first_name,
      lastName: body.last_name,
      birthDate: body.birth_date,
      city: body.localitate,
      county: body.judet,
      phone: body.phone,
    });
  });
  route(app, ops.finalize, async (c) => {
    const body = await parseJson(c, finalizeAccountSchema);
    return update(c, {
      birthDate: body.birth_date,
      sex: body.sex,
      county: body.judet,
      city: body.localitate,
      phone: body.phone,
    });
  });
  route(app, ops.agreeGdpr, async (c) => {
    await parseJson(c, gdprConsentSchema);
    return update(c, { gdprAgreedAt: sql`coalesce(${users.gdprAgreedAt}, now())` });
  });
  route(app, ops.avatar, avatarLimit, async (c) => {
    const user = currentUser(c);
    const form = await parseForm(c);
    const file = form.image;
    if (!(file instanceof File)) throw badRequest({ image: [m.avatarNotImage] });
    if (file.size > AVATAR_MAX_BYTES) throw tooLarge();
    const image = await reencodeAvatar(new Uint8Array(await file.arrayBuffer()));
    if (!image) throw badRequest({ image: [m.avatarNotImage] });
    const avatar = await deps.storage.save(avatarKey(user.id), image);
    // The row is locked while it changes: of two uploads at once, each removes exactly the
    // file it replaced, and no file is left behind unreferenced.
    const replaced = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        await tx.update(users).set({ avatar }).where(eq(users.id, user.id));
        return row?.avatar ?? null;
      })
      .catch(async (error: unknown) => {
        await deps.storage.remove(avatar);
        throw error;
      });
    if (replaced) await deps.storage.remove(replaced);
    return c.json({ avatar } satisfies AvatarAnswer);
  });
  route(app, ops.choirs, async (c) => {
    const rows = await choirsQuery(db).execute({ userId: currentUser(c).id });
    // The shape of every choir list, so join_choir's answer can stand in for an item of it.
    return c.json(rows.map((row) => toListed(row, { isConfirmed: row.userIsConfirmed })));
  });
  return app;
}
