/**
 * Extra people and choirs for the choir and dashboard tests, written straight into the test
 * database: an activated account with a session token, a membership, a choir.
 */
import { eq, sql } from 'drizzle-orm';
import { choirs, memberships, sessions, users } from '../../src/server/db/schema.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';
import { randomToken, sha256 } from '../../src/server/services/tokens.ts';
import { login, type TestApp, testApp } from './app.ts';

/** The four demo accounts signed in: their session tokens and user ids, by role. */
export async function demoAccounts(t: TestApp) {
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const [role, { email }] of Object.entries(DEMO_ACCOUNTS)) {
    tokens[role] = await login(t.app, email);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[role] = row?.id ?? 0;
  }
  return { tokens, ids };
}

/**
 * An activated account with a complete profile and an open session (no login: the login rate
 * limit would stop a file that needs dozens of people); returns its id and session token.
 */
export async function createMember(
  t: TestApp,
  email: string,
  options: { staff?: boolean; firstName?: string } = {},
) {
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      // Not a hash of anything: this account cannot log in, it only has the session below.
      passwordHash: 'no-password',
      firstName: options.firstName ?? 'Elena',
      lastName: 'Test',
      city: 'Iași',
      county: 'IS',
      activatedAt: sql`now()`,
      gdprAgreedAt: sql`now()`,
      isStaff: options.staff ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  return { id: user.id, token: await openSession(t, user.id) };
}

/** A new session of the account for a day (no login needed); returns its token. */
export async function openSession(t: TestApp, userId: number) {
  const token = randomToken();
  await t.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + interval '1 day'`,
  });
  return token;
}

export async function addMembership(
  t: TestApp,
  userId: number,
  choirId: number,
  state: { confirmed?: boolean; conductor?: boolean } = {},
) {
  await t.db.insert(memberships).values({
    userId,
    choirId,
    isConfirmed: state.confirmed ?? false,
    isConductor: state.conductor ?? false,
  });
}

export async function createChoir(
  t: TestApp,
  values: { name: string; city?: string; county?: string; confirmed?: boolean },
) {
  const [choir] = await t.db
    .insert(choirs)
    .values({
      name: values.name,
      city: values.city ?? 'Bârlad',
      county: values.county ?? 'VS',
      isConfirmed: values.confirmed ?? true,
    })
    .returning({ id: choirs.id });
  if (!choir) throw new Error('choir insert failed');
  return choir.id;
}

/** A choir that passes the founding form (both steps), as the API receives it. */
export const LASTARII_CHOIR = {
  name: 'Corul de copii „Lăstarii”',
  entity: 'Școala Gimnazială nr. 3 Pașcani',
  protocol_number: '1234/2025',
  city: 'Pașcani',
  address: 'Str. Moldovei nr. 10',
  county: 'IS',
  choir_members: 28,
  contact: 'Prof. Maria Ionescu',
  phone: '0722123456',
  email: 'lastarii@example.com',
};

/** A fresh app with the demo accounts signed in (demoAccounts); the team's token and id apart. */
export async function demoApp() {
  const t = await testApp();
  const { tokens, ids } = await demoAccounts(t);
  return { t, tokens, ids, staffToken: tokens.staff ?? '', staffId: ids.staff ?? 0 };
}
export type DemoApp = Awaited<ReturnType<typeof demoApp>>;
