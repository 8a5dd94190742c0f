/**
 * Parent–child links (issue #25; the table: db/schema-families.ts). Reads of who is whose, and the
 * writes that need a lock: a link is confirmed after locking the child's `users` row, so two
 * parents confirming at once are counted one after the other (at most FAMILY_MAX_PARENTS).
 */
import { and, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { FAMILY_MAX_PARENTS } from '../../lib/limits.ts';
import { families as m } from '../../lib/messages.ts';
import type { User } from '../auth.ts';
import { notBlocked } from '../blocked.ts';
import type { Db, Tx } from '../db/client.ts';
import { familyLinks, users } from '../db/schema.ts';
import { ApiError, badRequest } from '../http.ts';

/** The password hash of a child managed by a parent: no password verifies against it. */
export const MANAGED_PASSWORD_HASH = '';

export const activeLink = and(isNotNull(familyLinks.confirmedAt), isNull(familyLinks.endedAt));
/** Asked for, not yet confirmed, its mailed link still valid. */
export const pendingLink = and(
  isNull(familyLinks.confirmedAt),
  isNull(familyLinks.endedAt),
  gt(familyLinks.tokenExpiresAt, sql`now()`),
);

export const notYourChild = () => new ApiError(403, { detail: m.errors.notYourChild });

/** The child's account when `parentId` has an active link to it and it is not blocked. */
export async function activeChild(db: Db, parentId: number, childId: number) {
  const [row] = await db
    .select({ user: users })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.childId))
    .where(
      and(
        eq(familyLinks.parentId, parentId),
        eq(familyLinks.childId, childId),
        activeLink,
        notBlocked,
      ),
    )
    .limit(1);
  return row?.user;
}

/** Locks the child's row: confirmations and additions for one child run one after the other. */
export async function lockChild(tx: Tx, childId: number) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${childId} for update`);
}

/** Refuses a third parent: call after lockChild, in the same transaction. */
export async function checkParentRoom(tx: Tx, childId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(familyLinks)
    .where(and(eq(familyLinks.childId, childId), activeLink));
  if ((row?.n ?? 0) >= FAMILY_MAX_PARENTS)
    throw badRequest({ non_field_errors: [m.errors.tooManyParents] });
}

/** The open link (asked or active) between the two, if any. */
export async function openLinkBetween(tx: Tx, parentId: number, childId: number) {
  const [row] = await tx
    .select()
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.parentId, parentId),
        eq(familyLinks.childId, childId),
        isNull(familyLinks.endedAt),
      ),
    );
  return row;
}

/** The link `linkId` when `user` is one of its sides and it is still open. */
export async function ownOpenLink(tx: Tx, linkId: number, user: Pick<User, 'id'>) {
  const [row] = await tx
    .select()
    .from(familyLinks)
    .where(
      and(
        eq(familyLinks.id, linkId),
        or(eq(familyLinks.parentId, user.id), eq(familyLinks.childId, user.id)),
        isNull(familyLinks.endedAt),
      ),
    )
    .for('update');
  return row;
}
