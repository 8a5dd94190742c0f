/**
 * Extra people and choirs for the choir and dashboard tests, written straight into the test
 * database: an activated account with a session token, a membership, a choir.
 */
import { eq, sql } from 'drizzle-orm';
import type { ChoirDetails } from '../../src/lib/api/choirs.ts';
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

/** An account (createMember) that conducts `choirId`, confirmed. */
export async function createConductor(t: TestApp, email: string, choirId: number) {
  const member = await createMember(t, email);
  await addMembership(t, member.id, choirId, { confirmed: true, conductor: true });
  return member;
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

let choirsMade = 0;
/**
 * A choir of its own with founding fields that pass the edit form (choirForm), two conductors
 * (first names Dirijor and Dirijor2), a singer (Corist) and a request (Nou); `tag` keeps its
 * e-mails apart from other files'.
 */
export async function createFreshChoir(
  t: TestApp,
  tag: string,
  options: { confirmed?: boolean; name?: string } = {},
) {
  const i = ++choirsMade;
  const name = options.name ?? `Corul ${tag} ${i}`;
  const choirId = await createChoir(t, {
    name,
    city: 'Iași',
    county: 'IS',
    confirmed: options.confirmed,
  });
  await t.db
    .update(choirs)
    .set({
      entity: `Școala Gimnazială nr. ${i}`,
      address: `Str. Florilor nr. ${i}`,
      contact: 'Prof. Maria Ionescu',
      phone: '0722123456',
      email: `cor-${tag}-${i}@example.com`,
      choirMembers: 25,
    })
    .where(eq(choirs.id, choirId));
  const person = async (role: string, state: { confirmed?: boolean; conductor?: boolean }) => {
    const email = `${role.toLowerCase()}-${tag}-${i}@example.com`;
    const member = await createMember(t, email, { firstName: role });
    await addMembership(t, member.id, choirId, state);
    return { ...member, email };
  };
  const conductor = await person('Dirijor', { confirmed: true, conductor: true });
  const second = await person('Dirijor2', { confirmed: true, conductor: true });
  const singer = await person('Corist', { confirmed: true });
  const pending = await person('Nou', {});
  return { choirId, name, conductor, second, singer, pending };
}

/** The whole edit form of a choir as its modal sends it, from the choir's details as read. */
export const choirForm = (d: ChoirDetails) => ({
  name: d.name,
  entity: d.entity,
  protocol_number: d.protocol_number,
  city: d.city,
  address: d.address,
  county: d.county,
  choir_members: d.choir_members,
  contact: d.contact,
  phone: d.phone,
  email: d.email,
  description: d.description,
  year: d.year,
  voices: d.voices,
  awards: d.awards,
  participation: d.participation,
  version: d.version,
});

/** A fresh app with the demo accounts signed in (demoAccounts); the team's token and id apart. */
export async function demoApp() {
  const t = await testApp();
  const { tokens, ids } = await demoAccounts(t);
  return { t, tokens, ids, staffToken: tokens.staff ?? '', staffId: ids.staff ?? 0 };
}
export type DemoApp = Awaited<ReturnType<typeof demoApp>>;
