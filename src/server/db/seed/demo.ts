/**
 * Demo data, seeded on first start and reused by the tests: the counties, a few dozen choirs
 * spread over counties and localities, and the four demo accounts of ARCHITECTURE.md with
 * their memberships (all with the password DEMO_PASSWORD), a few more children waiting for the
 * conductor's approval (seed/pending.ts), the library (seed/library.ts), the members' voice
 * parts (seed/voice-parts.ts) and the
 * workshops of /ateliere (seed/workshops.ts).
 */
import { sql } from 'drizzle-orm';
import { COUNTIES } from '../../../lib/counties.ts';
import { hashPassword } from '../../services/passwords.ts';
import type { Db } from '../client.ts';
import { choirs, counties, memberships, users } from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { seedDemoAttendance } from './attendance.ts';
import { seedChoirProfile } from './choir-profile.ts';
import { DEMO_CHOIRS } from './choirs.ts';
import { seedDemoConsents } from './consents.ts';
import { seedDemoDeletion } from './deletion.ts';
import { seedDemoEvents } from './events.ts';
import { seedDemoFamily } from './families.ts';
import { seedDemoLibrary, seedDemoProgramme } from './library.ts';
import { seedPendingRequests } from './pending.ts';
import { seedDemoSingerPart, seedVoiceParts } from './voice-parts.ts';
import { seedDemoWorkshops } from './workshops.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';

/** Counties are reference data every database needs, demo or not. */
export async function seedCounties(db: Db) {
  await db
    .insert(counties)
    .values(COUNTIES.map((c) => ({ code: c.code, name: c.name })))
    .onConflictDoNothing();
}

/** True when the database has no user yet: the first start. */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n === 0;
}

/** Seeds the demo data and returns the id of the demo conductor's choir. */
export async function seedDemo(db: Db) {
  await seedCounties(db);
  const choirRows = await db
    .insert(choirs)
    .values(
      DEMO_CHOIRS.map(([county, city, name, isConfirmed], i) => ({
        name,
        county,
        city,
        isConfirmed,
        entity: `Școala Gimnazială nr. ${i + 1} ${city}`,
        address: `Str. Școlii nr. ${i + 3}, ${city}`,
        contact: 'Secretariatul școlii',
        phone: `07${String(20_000_000 + i * 7919).padStart(8, '0')}`,
        email: `cor${i + 1}@example.com`,
        choirMembers: 20 + ((i * 7) % 40),
      })),
    )
    .returning({ id: choirs.id });
  const choirId = choirRows[0]?.id ?? 0;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(
      Object.values(DEMO_ACCOUNTS).map((a) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash,
        sex: a.sex,
        birthDate: a.birthDate,
        county: 'IS',
        city: 'Iași',
        activatedAt: sql`now()`,
        gdprAgreedAt: sql`now()`,
        isStaff: a === DEMO_ACCOUNTS.staff,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => inserted.find((u) => u.email === email)?.id ?? 0;
  await seedChoirProfile(db, choirId, {
    conductor: idOf(DEMO_ACCOUNTS.conductor.email),
    singer: idOf(DEMO_ACCOUNTS.singer.email),
    pending: idOf(DEMO_ACCOUNTS.pending.email),
  });

  await db.insert(memberships).values([
    { userId: idOf(DEMO_ACCOUNTS.conductor.email), choirId, isConfirmed: true, isConductor: true },
    { userId: idOf(DEMO_ACCOUNTS.singer.email), choirId, isConfirmed: true },
    { userId: idOf(DEMO_ACCOUNTS.pending.email), choirId, isConfirmed: false },
  ]);
  await seedPendingRequests(db, choirId, passwordHash);
  await seedDemoFamily(db, passwordHash);
  await seedDemoDeletion(db, choirId, passwordHash);
  await seedDemoConsents(db, choirId);
  await seedDemoEvents(db, choirId);
  await seedDemoLibrary(db);
  await seedDemoProgramme(db, choirId);
  await seedDemoSingerPart(db, choirId, idOf(DEMO_ACCOUNTS.singer.email));
  await seedVoiceParts(db, choirId);
  await seedDemoAttendance(db, choirId, idOf(DEMO_ACCOUNTS.conductor.email));
  await seedDemoWorkshops(db);
  return choirId;
}
