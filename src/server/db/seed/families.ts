/**
 * The demo family (issue #25): the demo parent DEMO_PARENT, whose children are the demo singer
 * (Matei, a confirmed member of the demo choir, with a login of his own) and Luca, under 16,
 * managed by the parent without a login and not yet in a choir. Matei's parental consent is
 * seeded with the consents (seed/consents.ts); Luca has none yet, so his state is 'missing'. The
 * singer is reused rather than adding a new member to the demo choir, so the demo choir's counts
 * stay what the other tests and screens know.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { familyLinks, users } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

export const DEMO_PARENT = {
  email: 'parinte@example.com',
  firstName: 'Elena',
  lastName: 'Ionescu',
  role: 'părinte: Matei (corist) și Luca (sub 16 ani)',
  sex: 'F',
  birthDate: '1984-11-02',
} as const;

export const DEMO_FAMILY_YOUNG_CHILD = {
  firstName: 'Luca',
  lastName: 'Ionescu',
  birthDate: '2017-03-15',
};

export async function seedDemoFamily(db: Db, passwordHash: string) {
  const [parent] = await db
    .insert(users)
    .values({
      email: DEMO_PARENT.email,
      firstName: DEMO_PARENT.firstName,
      lastName: DEMO_PARENT.lastName,
      passwordHash,
      sex: DEMO_PARENT.sex,
      birthDate: DEMO_PARENT.birthDate,
      county: 'IS',
      city: 'Iași',
      activatedAt: sql`now()`,
      gdprAgreedAt: sql`now()`,
    })
    .returning({ id: users.id });
  const [young] = await db
    .insert(users)
    .values({
      email: null,
      // A managed child: no password verifies (families/links.ts, MANAGED_PASSWORD_HASH).
      passwordHash: '',
      ...DEMO_FAMILY_YOUNG_CHILD,
      county: 'IS',
      city: 'Iași',
      activatedAt: sql`now()`,
    })
    .returning({ id: users.id });
  const [singer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.singer.email));
  if (!parent || !young || !singer) throw new Error('demo family: accounts missing');
  await db.insert(familyLinks).values(
    [singer.id, young.id].map((childId) => ({
      parentId: parent.id,
      childId,
      requestedBy: parent.id,
      confirmedAt: sql`now()`,
    })),
  );
}
