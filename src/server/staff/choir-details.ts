/**
 * A choir as the back office shows it (GET /api/staff/choirs/{id}/): the details as GET
 * /api/choir/{id}/ answers them to staff, when it was founded, every member with e-mail and state
 * (conductors first), and the first page of its history.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffChoirDetails } from '../../lib/api/staff-choirs.ts';
import type { User } from '../auth.ts';
import { readChoirDetails } from '../choirs/details.ts';
import { historyPage } from '../choirs/history.ts';
import { memberConsent } from '../choirs/members.ts';
import { consentStateSql, withheldSql } from '../consents/state.ts';
import type { Db } from '../db/client.ts';
import { fullName } from '../db/like.ts';
import { choirs, memberships, users } from '../db/schema.ts';
import { recordStaffAction } from './audit.ts';

async function membersOf(db: Db, choirId: number) {
  const rows = await db
    .select({
      userId: users.id,
      name: fullName(),
      email: users.email,
      isConductor: memberships.isConductor,
      isConfirmed: memberships.isConfirmed,
      joinedAt: memberships.createdAt,
      consentState: consentStateSql(),
      withheld: withheldSql(),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.choirId, choirId))
    .orderBy(
      sql`${memberships.isConductor} and ${memberships.isConfirmed} desc`,
      sql`${memberships.isConfirmed} desc`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    );
  return rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    email: row.email ?? '',
    is_conductor: row.isConductor && row.isConfirmed,
    is_confirmed: row.isConfirmed,
    joined_at: new Date(row.joinedAt).toISOString(),
    consent: memberConsent(row),
  }));
}

export async function staffChoirDetails(
  db: Db,
  user: User,
  id: number,
): Promise<StaffChoirDetails> {
  const choir = await readChoirDetails(db, user, id);
  const members = await membersOf(db, id);
  // A staff member's read of children's consents is journalled (issue #25), once per view.
  if (members.some((m) => m.consent !== null)) {
    await recordStaffAction(db, user.id, {
      action: 'consent.read',
      targetType: 'choir',
      targetId: id,
      targetLabel: choir.name,
    });
  }
  const [row] = await db
    .select({ createdAt: choirs.createdAt })
    .from(choirs)
    .where(eq(choirs.id, id));
  return {
    ...choir,
    created_at: (row?.createdAt ?? new Date()).toISOString(),
    members,
    history: await historyPage(db, id, 1),
  };
}
