/**
 * More children waiting for the demo conductor's approval, so the dashboard's pending box shows
 * bulk approval from the first start (issue #23). Activated accounts of Iași with the demo
 * password, who asked to join a few days before Ioana (nou@example.com), so hers stays the newest
 * request. They are not demo accounts to log in with: the start banner names only DEMO_ACCOUNTS.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { choirHistory, memberships, users } from '../schema.ts';

/** [first name, last name, sex, birth date, days since the request]: children of 9 to 13. */
export const DEMO_PENDING_REQUESTS = [
  ['Andrei', 'Dumitrescu', 'M', '2015-05-14', 3],
  ['Maria', 'Constantin', 'F', '2016-01-09', 4],
  ['Ștefan', 'Georgescu', 'M', '2013-11-27', 5],
  ['Ilinca', 'Rusu', 'F', '2014-07-03', 6],
] as const;

/** e.g. 'stefan.georgescu@example.com': the name without its diacritics. */
export const pendingEmail = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}@example.com`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export async function seedPendingRequests(db: Db, choirId: number, passwordHash: string) {
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  const people = await db
    .insert(users)
    .values(
      DEMO_PENDING_REQUESTS.map(([firstName, lastName, sex, birthDate, days]) => ({
        email: pendingEmail(firstName, lastName),
        firstName,
        lastName,
        passwordHash,
        sex,
        birthDate,
        county: 'IS',
        city: 'Iași',
        activatedAt: daysAgo(days + 1),
        gdprAgreedAt: daysAgo(days + 1),
      })),
    )
    .returning({ id: users.id });
  const requests = people.map(({ id }, i) => ({ id, days: DEMO_PENDING_REQUESTS[i]?.[4] ?? 3 }));
  await db
    .insert(memberships)
    .values(requests.map(({ id, days }) => ({ userId: id, choirId, createdAt: daysAgo(days) })));
  await db.insert(choirHistory).values(
    requests.map(({ id, days }) => ({
      choirId,
      actorId: id,
      action: 'joined' as const,
      subjectId: id,
      createdAt: daysAgo(days),
    })),
  );
}
