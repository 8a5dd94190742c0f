/**
 * Who may see what of a choir (spec §6 of both documents). One row answers whether the choir
 * exists, whether it is confirmed and what the user is in it; the helpers turn that into
 * 404 (no such choir) or 403 (not allowed). Staff (the programme's team) may see every choir.
 *
 * A route that reads more about the choir selects `accessColumns` in its own query (joined with
 * `ownMembership`), so checking the right costs no extra round trip to the database.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import { childConsent } from '../lib/messages-child-consent.ts';
import { isRecordId } from '../lib/schemas/query.ts';
import type { User } from './auth.ts';
import { takesPartSql } from './consents/state.ts';
import type { Db, Tx } from './db/client.ts';
import { perDatabase } from './db/prepared.ts';
import { choirs, memberships, users } from './db/schema.ts';
import { ApiError, forbidden, notFound } from './http.ts';

export interface ChoirAccess {
  choirId: number;
  /** The choir is confirmed (activated) by the programme's team. */
  choirConfirmed: boolean;
  isMember: boolean;
  /** Approved by a conductor (a pending request is a member, not confirmed). */
  isConfirmed: boolean;
  isConductor: boolean;
}

/**
 * A row's id from a path segment (the rule of every id: isRecordId); anything else, past what a
 * database integer holds too, names no resource (404).
 */
export function idParam(value: string | undefined): number {
  if (value === undefined || !isRecordId(value)) throw notFound();
  return Number(value);
}

/** The user's standing, for a query `.from(choirs).leftJoin(memberships, ownMembership(userId))`. */
export const accessColumns = {
  choirConfirmed: choirs.isConfirmed,
  membership: {
    isConfirmed: memberships.isConfirmed,
    isConductor: memberships.isConductor,
    /** False while a child's parental consent is not valid: the membership counts as suspended. */
    takesPart: takesPartSql(
      memberships.userId,
      sql`(select b.birth_date from users b where b.id = ${memberships.userId})`,
    ),
  },
};
export const ownMembership = (userId: number) =>
  and(eq(memberships.choirId, choirs.id), eq(memberships.userId, userId));

type Membership = { isConfirmed: boolean; isConductor: boolean; takesPart?: boolean } | null;

/** The access record from the choir's confirmation and the user's membership row (null: none). */
export function toAccess(
  choirId: number,
  choirConfirmed: boolean,
  membership: Membership,
): ChoirAccess {
  // A child without a valid parental consent (issue #25) is approved but suspended: not confirmed.
  const isConfirmed = membership?.isConfirmed === true && membership.takesPart !== false;
  return {
    choirId,
    choirConfirmed,
    isMember: membership !== null,
    isConfirmed,
    isConductor: isConfirmed && membership?.isConductor === true,
  };
}

/** The access of a row selected with accessColumns; 404 when there is no row (no such choir). */
export function accessOf(
  choirId: number,
  row: { choirConfirmed: boolean; membership: Membership } | undefined,
) {
  if (!row) throw notFound();
  return toAccess(choirId, row.choirConfirmed, row.membership);
}

/** Dashboard boxes, library, events (spec §6): a member confirmed in a confirmed choir, or staff; else 403. */
export function assertConfirmedMember(user: User, access: ChoirAccess): ChoirAccess {
  if (!user.isStaff && !(access.choirConfirmed && access.isConfirmed)) throw forbidden();
  return access;
}

/** Pending accounts, video lessons, member management: a conductor of the confirmed choir, or staff; else 403. */
export function assertConductor(user: User, access: ChoirAccess): ChoirAccess {
  if (!user.isStaff && !(access.choirConfirmed && access.isConductor)) throw forbidden();
  return access;
}

const standing = perDatabase((db) =>
  db
    .select(accessColumns)
    .from(choirs)
    .leftJoin(
      memberships,
      and(eq(memberships.choirId, choirs.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .where(eq(choirs.id, sql.placeholder('choirId')))
    .limit(1)
    .prepare('choir_standing'),
);

/** The user's standing in the choir, or null when the choir does not exist. */
export async function membershipOf(
  db: Db,
  userId: number,
  choirId: number,
): Promise<ChoirAccess | null> {
  const [row] = await standing(db).execute({ userId, choirId });
  return row ? toAccess(choirId, row.choirConfirmed, row.membership) : null;
}

/** 404 when the choir does not exist, 403 unless a confirmed member of the confirmed choir (or staff). */
export async function requireConfirmedMember(
  db: Db,
  user: User,
  choirId: number,
): Promise<ChoirAccess> {
  const access = await membershipOf(db, user.id, choirId);
  if (!access) throw notFound();
  return assertConfirmedMember(user, access);
}

/** 404 when the choir does not exist, 403 unless a conductor of the confirmed choir (or staff). */
export async function requireConductor(db: Db, user: User, choirId: number): Promise<ChoirAccess> {
  const access = await membershipOf(db, user.id, choirId);
  if (!access) throw notFound();
  return assertConductor(user, access);
}

/**
 * In a transaction: locks the choir's row, then checks the caller's right again under that lock
 * (a request that held the lock before may have demoted or removed them); 404, 403, or the
 * choir's row as it is now. Writes to a choir or its memberships run one after the other.
 */
export async function lockChoirForConductor(tx: Tx, user: User, choirId: number) {
  const [choir] = await tx.select().from(choirs).where(eq(choirs.id, choirId)).for('update');
  if (!choir) throw notFound();
  const [own] = await tx
    .select({ isConfirmed: memberships.isConfirmed, isConductor: memberships.isConductor })
    .from(memberships)
    .where(and(eq(memberships.choirId, choirId), eq(memberships.userId, user.id)));
  assertConductor(user, toAccess(choirId, choir.isConfirmed, own ?? null));
  return choir;
}

/** Contact details of a choir (phone, e-mail, address…): its confirmed members and staff. */
export const seesContactDetails = (user: User, access: ChoirAccess) =>
  user.isStaff || access.isConfirmed;

/**
 * The library (global, not per choir; spec §6): scores and audiobooks for a user confirmed in at
 * least one confirmed choir, video lessons (`conductor: true`) for a confirmed conductor of at
 * least one confirmed choir; staff always. 403 otherwise. One query, none for staff.
 */
export async function requireLibraryAccess(
  db: Db,
  user: User,
  role: { conductor: boolean },
): Promise<void> {
  if (user.isStaff) return;
  const [row] = await (role.conductor ? conductsSome : singsInSome)(db).execute({
    userId: user.id,
  });
  if (!row) throw await libraryRefusal(db, user, role);
}

/**
 * The library's 403: a member approved where the library asks whom a suspended membership keeps
 * out (a child whose parental consent is not valid, consents/state.ts) is told why; anyone else
 * gets the plain refusal. Read only on a refusal.
 */
export async function libraryRefusal(
  db: Db,
  user: User,
  role: { conductor: boolean },
): Promise<ApiError> {
  const [row] = await db
    .select({ takesPart: takesPartSql() })
    .from(users)
    .where(
      and(
        eq(users.id, user.id),
        exists(
          db
            .select({ one: sql`1` })
            .from(memberships)
            .innerJoin(choirs, eq(choirs.id, memberships.choirId))
            .where(approvedIn(role.conductor, user.id)),
        ),
      ),
    );
  return row?.takesPart === false
    ? new ApiError(403, { detail: childConsent.libraryHeld })
    : forbidden();
}

/** True when the user is confirmed in some confirmed choir (staff or not): who sees global events. */
export async function isConfirmedSomewhere(db: Db, userId: number): Promise<boolean> {
  const [row] = await singsInSome(db).execute({ userId });
  return row !== undefined;
}

/** The user confirmed (as a conductor where asked) in a confirmed choir, consent aside. */
const approvedIn = (conductor: boolean, userId: number | ReturnType<typeof sql.placeholder>) =>
  and(
    eq(memberships.userId, userId),
    sql`${memberships.isConfirmed}`,
    conductor ? sql`${memberships.isConductor}` : undefined,
    sql`${choirs.isConfirmed}`,
  );

/**
 * The library's rule over `memberships` joined with `choirs` (on the choir's id): the user
 * (placeholder `userId`) confirmed, as a conductor where asked, in a confirmed choir, and taking
 * part (a child whose parental consent is not valid has every membership suspended, issue #25).
 */
export const libraryRule = (conductor: boolean) =>
  and(approvedIn(conductor, sql.placeholder('userId')), accessColumns.membership.takesPart);

/** A row when the user is confirmed (as a conductor) in some confirmed choir. */
const confirmedIn = (db: Db, conductor: boolean) =>
  db
    .select({ one: sql<number>`1` })
    .from(memberships)
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(libraryRule(conductor))
    .limit(1);
const singsInSome = perDatabase((db) => confirmedIn(db, false).prepare('library_singer'));
const conductsSome = perDatabase((db) => confirmedIn(db, true).prepare('library_conductor'));
