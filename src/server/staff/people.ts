/**
 * The back office's people list (GET /api/staff/people/): its columns, its filters and a row as
 * the API answers it. `?q=` looks for every word in the name or the e-mail, without case or
 * diacritics (the trigram index of users.search); a role and a county ask for one membership.
 */
import { and, eq, exists, inArray, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PersonRole, PersonState, StaffPerson } from '../../lib/api/staff-people.ts';
import { isBlocked } from '../blocked.ts';
import type { Db } from '../db/client.ts';
import { fold } from '../db/fold.ts';
import { fullName, likePattern } from '../db/like.ts';
import { choirs, memberships, users } from '../db/schema.ts';

/** An account's state: blocked, active, or inactive (never activated). */
export const stateOf = (user: { activatedAt: Date | null; blockedAt: Date | null }): PersonState =>
  isBlocked(user) ? 'blocked' : user.activatedAt ? 'active' : 'inactive';

export const personColumns = {
  id: users.id,
  name: fullName(),
  email: users.email,
  activatedAt: users.activatedAt,
  blockedAt: users.blockedAt,
  isStaff: users.isStaff,
  choirsCount: sql<number>`(select count(*)::int from ${memberships} where ${memberships.userId} = ${users.id})`,
  createdAt: users.createdAt,
  nameSearch: users.nameSearch,
};
export type PersonRow = SelectResultFields<typeof personColumns>;

export const presentPerson = (row: PersonRow): StaffPerson => ({
  id: row.id,
  name: row.name,
  email: row.email ?? '',
  state: stateOf(row),
  is_staff: row.isStaff,
  choirs_count: row.choirsCount,
  created_at: row.createdAt.toISOString(),
});

export interface PeopleFilters {
  q: string;
  state?: PersonState;
  role?: PersonRole;
  county?: string;
}

/** The condition of the list's filters. */
export function peopleWhere(db: Db, { q, state, role, county }: PeopleFilters) {
  const filters: SQL[] = [];
  for (const word of q.split(/\s+/).filter(Boolean))
    filters.push(sql`${users.search} like ${fold(sql`${likePattern(word)}`)}`);
  if (state === 'blocked') filters.push(isNotNull(users.blockedAt));
  if (state === 'active') filters.push(isNotNull(users.activatedAt), isNull(users.blockedAt));
  if (state === 'inactive') filters.push(isNull(users.activatedAt), isNull(users.blockedAt));
  if (role === 'staff') filters.push(eq(users.isStaff, true));
  if (role === 'none')
    filters.push(
      not(
        exists(
          db.select({ one: sql`1` }).from(memberships).where(eq(memberships.userId, users.id)),
        ),
      ),
    );
  // A role and a county ask for one membership: a conductor of a choir in that county. Read as
  // the set of such members (a semi-join from the county's choirs), not tested user by user.
  const membership: SQL[] = [];
  if (role === 'conductor') membership.push(eq(memberships.isConductor, true));
  if (role === 'singer') membership.push(eq(memberships.isConductor, false));
  if (county) membership.push(eq(choirs.county, county));
  if (membership.length > 0)
    filters.push(
      inArray(
        users.id,
        db
          .select({ id: memberships.userId })
          .from(memberships)
          .innerJoin(choirs, eq(choirs.id, memberships.choirId))
          .where(and(...membership)),
      ),
    );
  return and(...filters);
}
