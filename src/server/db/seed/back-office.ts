/**
 * What the back office shows on a demo's first start (issue #12): a few public sign-ups, contact
 * messages and the conductor's question to the madrigal singers, so the demo staff member finds lists
 * to read, search, answer and export. Only `npm start` with demo data seeds them (src/server/boot.ts),
 * not the tests' databases, whose counts start from the demo accounts alone.
 */
import { eq } from 'drizzle-orm';
import { AUDITION_FORM_VERSION } from '../../../lib/schemas/audition.ts';
import { CAMPAIGN_FORM_VERSION } from '../../../lib/schemas/campaign.ts';
import type { Db } from '../client.ts';
import {
  auditionSignups,
  campaignAnswers,
  contactMessages,
  madrigalistMessages,
  users,
} from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

export async function seedDemoBackOffice(db: Db) {
  await db.insert(auditionSignups).values([
    {
      submissionId: crypto.randomUUID(),
      formVersion: AUDITION_FORM_VERSION,
      createdAt: daysAgo(3),
      category: 'national-choir',
      firstName: 'Ioana',
      lastName: 'Munteanu',
      age: 10,
      email: 'parinte.munteanu@example.com',
      phone: '0722000111',
      school: 'Școala Gimnazială „Vasile Alecsandri” Bacău',
      reason: 'Cântă toată ziua și și-ar dori să cânte într-un cor adevărat.',
      experience: 'Doi ani la corul școlii.',
      agreed: true,
    },
    {
      submissionId: crypto.randomUUID(),
      formVersion: AUDITION_FORM_VERSION,
      createdAt: daysAgo(1),
      category: 'recorder',
      firstName: 'Ștefan',
      lastName: 'Țurcanu',
      age: 7,
      email: 'familia.turcanu@example.com',
      phone: '0733000222',
      school: 'Școala Primară nr. 2 Suceava',
      reason: '',
      experience: '',
      agreed: true,
    },
  ]);
  await db.insert(campaignAnswers).values({
    submissionId: crypto.randomUUID(),
    formVersion: CAMPAIGN_FORM_VERSION,
    createdAt: daysAgo(2),
    name: 'Elena Dumitrescu',
    county: 'CJ',
    area: 'rural',
    education: 'bachelor',
    workplace: 'Școala Gimnazială Florești',
    involved: 'yes',
    q2: 'yes',
    q3: 'no',
    q4: 'no',
    q5: 'yes',
    q6: 'yes',
    q7: 'pro',
    email: 'elena.dumitrescu@example.com',
    agreed: true,
  });
  await db.insert(contactMessages).values([
    {
      name: 'Mihaela Georgescu',
      email: 'mihaela.georgescu@example.com',
      message:
        'Bună ziua! Școala noastră din Târgu Jiu ar dori să înființeze un cor. Cum ne putem alătura programului?',
      createdAt: daysAgo(4),
    },
    // Past its period (RETENTION.contactDays): the retention preview has an item to show.
    {
      name: 'Andrei Popa',
      email: 'andrei.popa@example.com',
      message: 'Mai există locuri la atelierul de vară de anul acesta?',
      createdAt: daysAgo(400),
    },
    {
      name: 'Radu Stoica',
      email: 'radu.stoica@example.com',
      message: 'Când vor avea loc preselecțiile pentru corul național în Timișoara?',
      createdAt: daysAgo(1),
    },
  ]);
  // The conductor's: the demo singer's page starts empty (tests/e2e/madrigalist.spec.ts).
  const [conductor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.conductor.email));
  if (conductor)
    await db.insert(madrigalistMessages).values({
      userId: conductor.id,
      message: 'Cum încălzesc vocea copiilor înainte de un concert, dacă avem doar cinci minute?',
      createdAt: daysAgo(2),
    });
}
