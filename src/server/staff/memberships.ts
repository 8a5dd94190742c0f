/**
 * Memberships as the back office reads them: one row per member and choir, for the members list
 * (GET /api/staff/people/members/, ordered by choir then member, exported in keyset batches: 84,000
 * rows in constant memory) and for an account's choirs (GET /api/staff/people/{id}/).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { StaffMember, StaffPersonMembership } from '../../lib/api/staff-people.ts';
import { countyName } from '../../lib/counties.ts';
import type { Db } from '../db/client.ts';
import { fullName } from '../db/like.ts';
import { choirs, memberships, users } from '../db/schema.ts';

const memberColumns = {
  userId: users.id,
  name: fullName(),
  email: users.email,
  phone: users.phone,
  userSort: users.nameSearch,
  choirId: choirs.id,
  choirName: choirs.name,
  choirSort: choirs.nameSearch,
  county: choirs.county,
  city: choirs.city,
  isConductor: memberships.isConductor,
  isConfirmed: memberships.isConfirmed,
  joinedAt: memberships.createdAt,
};
export type MemberRow = SelectResultFields<typeof memberColumns>;

export const membersQuery = (db: Db) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(choirs, eq(choirs.id, memberships.choirId));

/** The members list's order: by choir, then by member. */
export const memberOrder = [
  asc(choirs.nameSearch),
  asc(choirs.id),
  asc(users.nameSearch),
  asc(users.id),
] as const;

/** The rows after `after` in memberOrder; the first condition lets the choirs' index start there. */
export const membersAfter = (after: MemberRow) =>
  and(
    sql`${choirs.nameSearch} >= ${after.choirSort}`,
    sql`(${choirs.nameSearch}, ${choirs.id}, ${users.nameSearch}, ${users.id}) > (${after.choirSort}, ${after.choirId}, ${after.userSort}, ${after.userId})`,
  );

export const presentMembership = (row: MemberRow): StaffPersonMembership => ({
  choir_id: row.choirId,
  choir_name: row.choirName,
  county: row.county,
  county_name: countyName(row.county),
  city: row.city,
  is_conductor: row.isConductor,
  is_confirmed: row.isConfirmed,
  joined_at: row.joinedAt.toISOString(),
});

export const presentMember = (row: MemberRow): StaffMember => ({
  user_id: row.userId,
  name: row.name,
  email: row.email ?? '',
  phone: row.phone,
  ...presentMembership(row),
});
