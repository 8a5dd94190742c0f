/**
 * Who may see what of a choir (spec §6 of both documents). One query answers whether the choir
 * exists, whether it is confirmed and what the user is in it; the helpers turn that into
 * 404 (no such choir) or 403 (not allowed). Staff (the programme's team) may see every choir.
 */
import { and, eq } from 'drizzle-orm';
import type { User } from './auth.ts';
import type { Db } from './db/client.ts';
import { choirs, memberships } from './db/schema.ts';
import { forbidden, notFound } from './http.ts';

export interface ChoirAccess {
  choirId: number;
  /** The choir is confirmed (activated) by the programme's team. */
  choirConfirmed: boolean;
  isMember: boolean;
  /** Approved by a conductor (a pending request is a member, not confirmed). */
  isConfirmed: boolean;
  isConductor: boolean;
}

/** Largest value of a PostgreSQL integer column. */
const MAX_ID = 2_147_483_647;

/** A positive integer id from a path segment; anything else is a missing resource (404). */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id > MAX_ID) throw notFound();
  return id;
}

/** The access record from the choir's confirmation and the user's membership row (null: none). */
export function toAccess(
  choirId: number,
  choirConfirmed: boolean,
  membership: { isConfirmed: boolean | null; isConductor: boolean | null } | null,
): ChoirAccess {
  const isConfirmed = membership?.isConfirmed === true;
  return {
    choirId,
    choirConfirmed,
    isMember: membership !== null,
    isConfirmed,
    isConductor: isConfirmed && membership?.isConductor === true,
  };
}

/** The user's standing in the choir, or null when the choir does not exist. */
export async function membershipOf(db: Db, userId: number, choirId: number): Promise<ChoirAccess | null> {
  const [row] = await db
    .select({
      choirConfirmed: choirs.isConfirmed,
      membership: { isConfirmed: memberships.isConfirmed, isConductor: memberships.isConductor },
    })
    .from(choirs)
    .leftJoin(memberships, and(eq(memberships.choirId, choirs.id), eq(memberships.userId, userId)))
    .where(eq(choirs.id, choirId))
    .limit(1);
  return row ? toAccess(choirId, row.choirConfirmed, row.membership) : null;
}

/** The choir's access for the user; 404 when the choir does not exist. */
export async function choirAccess(db: Db, user: User, choirId: number): Promise<ChoirAccess> {
  const access = await membershipOf(db, user.id, choirId);
  if (!access) throw notFound();
  return access;
}

/**
 * Dashboard boxes, library, events: a member confirmed in a confirmed choir (spec §6), or staff.
 * 404 when the choir does not exist, 403 otherwise.
 */
export async function requireConfirmedMember(db: Db, user: User, choirId: number): Promise<ChoirAccess> {
  const access = await choirAccess(db, user, choirId);
  if (user.isStaff) return access;
  if (!access.choirConfirmed || !access.isConfirmed) throw forbidden();
  return access;
}

/** Pending accounts, video lessons, member management: a conductor of the confirmed choir, or staff. */
export async function requireConductor(db: Db, user: User, choirId: number): Promise<ChoirAccess> {
  const access = await requireConfirmedMember(db, user, choirId);
  if (user.isStaff) return access;
  if (!access.isConductor) throw forbidden();
  return access;
}

/** Contact details of a choir (phone, e-mail, address…): its confirmed members and staff. */
export const seesContactDetails = (user: User, access: ChoirAccess) => user.isStaff || access.isConfirmed;
