/**
 * The accounts `npm run bench:load` signs in, read from the full-scale data before the server
 * starts: the demo conductor and singer, conductors and singers confirmed in a confirmed choir
 * and waiting nowhere (so joining one more choir never meets the limit of pending requests), with
 * the choirs each is already in (the write traffic joins and leaves another one).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { choirs, memberships, users } from '../../src/server/db/schema.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';

export interface LoadAccount {
  email: string;
  /** A confirmed choir in which the account is confirmed: its dashboard boxes answer 200. */
  choir: number;
  county: string;
  conductor: boolean;
  /** Every choir the account belongs to. */
  memberOf: number[];
}

export async function loadAccounts(db: Db, perRole: number): Promise<LoadAccount[]> {
  const waitsSomewhere = sql`exists (select 1 from ${memberships} p where p.user_id = ${users.id} and not p.is_confirmed)`;
  /** A confirmed membership with what the load needs of it. */
  const memberRows = () =>
    db
      .select({
        email: users.email,
        choir: choirs.id,
        county: choirs.county,
        conductor: memberships.isConductor,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(choirs, eq(choirs.id, memberships.choirId));
  const pick = (conductor: boolean) =>
    memberRows()
      .where(
        and(
          sql`${memberships.isConfirmed} and ${choirs.isConfirmed}`,
          eq(memberships.isConductor, conductor),
          sql`${users.activatedAt} is not null and not ${waitsSomewhere}`,
          // Spread over the whole data rather than its first rows.
          sql`${users.id} % 97 = 0`,
        ),
      )
      .orderBy(users.id)
      .limit(perRole);
  const demo = [DEMO_ACCOUNTS.conductor.email, DEMO_ACCOUNTS.singer.email];
  const demoRows = await memberRows().where(
    and(inArray(users.email, demo), eq(memberships.isConfirmed, true)),
  );
  const rows = [...demoRows, ...(await pick(true)), ...(await pick(false))];
  const unique = new Map(rows.map((row) => [row.email, row]));
  const accounts: LoadAccount[] = [];
  for (const row of unique.values()) {
    const email = row.email;
    if (!email) continue;
    const all = await db
      .select({ choir: memberships.choirId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, email));
    accounts.push({ ...row, email, memberOf: all.map((m) => m.choir) });
  }
  return accounts;
}
