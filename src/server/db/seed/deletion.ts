/**
 * A former singer of the demo choir who left it and, later, asked for their account's deletion,
 * past the grace period (issue #26): the retention preview lists the account from the first
 * start, and a run ('Rulează acum') deletes it, so the choir's history then reads 'Un cont șters
 * a părăsit corul.'. Not a demo account to log in with: the start banner names only DEMO_ACCOUNTS.
 */
import { sql } from 'drizzle-orm';
import { RETENTION } from '../../../lib/limits.ts';
import { randomToken, sha256 } from '../../services/tokens.ts';
import type { Db } from '../client.ts';
import { accountDeletions, choirHistory, users } from '../schema.ts';

export const DEMO_DELETED = {
  email: 'radu.plecat@example.com',
  firstName: 'Radu',
  lastName: 'Plecat',
} as const;

export async function seedDemoDeletion(db: Db, choirId: number, passwordHash: string) {
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  const [person] = await db
    .insert(users)
    .values({
      ...DEMO_DELETED,
      passwordHash,
      sex: 'M',
      birthDate: '2012-02-10',
      county: 'IS',
      city: 'Iași',
      activatedAt: daysAgo(400),
      gdprAgreedAt: daysAgo(400),
      lastLoginAt: daysAgo(RETENTION.deletionGraceDays + 1),
    })
    .returning({ id: users.id });
  const id = person?.id ?? 0;
  await db.insert(choirHistory).values({
    choirId,
    actorId: id,
    action: 'left',
    subjectId: id,
    createdAt: daysAgo(RETENTION.deletionGraceDays + 2),
  });
  await db.insert(accountDeletions).values({
    userId: id,
    // Nobody holds the mail's link: the demo's request can be cancelled only by a login.
    cancelTokenHash: sha256(randomToken()),
    requestedAt: daysAgo(RETENTION.deletionGraceDays + 1),
  });
}
