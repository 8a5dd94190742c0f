/**
 * Demo workshops, relative to the day of seeding (Bucharest): a session date three weeks ahead,
 * open for sign-up since last week, with a choir workshop that takes everyone, a recorder
 * workshop with few places and a percussion workshop already full (two demo sign-ups); and a
 * second date two months ahead, open too. `npm start` shows /ateliere with all three states.
 */
import { todayInBucharest } from '../../../lib/dates.ts';
import { WORKSHOP_FORM_VERSION } from '../../../lib/schemas/workshops.ts';
import type { Db } from '../client.ts';
import { workshopSessions, workshopSignUps, workshops } from '../schema.ts';

const DAY_MS = 86_400_000;
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const DEMO_WORKSHOPS = {
  choir: 'Atelier de cor',
  recorder: 'Atelier de flaut drept',
  percussion: 'Atelier de percuție',
  autumnChoir: 'Atelier de cor pentru începători',
} as const;

export const DEMO_WORKSHOP_LOCATION = 'Palatul Copiilor, Str. Ștefan cel Mare și Sfânt 2, Iași';

export async function seedDemoWorkshops(db: Db) {
  const today = todayInBucharest();
  const [soon, later] = await db
    .insert(workshopSessions)
    .values([
      {
        date: plusDays(today, 21),
        availabilityStart: plusDays(today, -7),
        availabilityEnd: plusDays(today, 20),
        location: DEMO_WORKSHOP_LOCATION,
      },
      {
        date: plusDays(today, 60),
        availabilityStart: today,
        availabilityEnd: plusDays(today, 55),
        location: DEMO_WORKSHOP_LOCATION,
      },
    ])
    .returning({ id: workshopSessions.id });
  if (!soon || !later) throw new Error('workshop sessions not inserted');

  const rows = await db
    .insert(workshops)
    .values([
      {
        sessionId: soon.id,
        title: DEMO_WORKSHOPS.choir,
        description:
          'Pentru copii între 5 și 14 ani: jocuri de ritm, respirație și primele cântece în cor.',
        hour: '10:00',
      },
      {
        sessionId: soon.id,
        title: DEMO_WORKSHOPS.recorder,
        description:
          'Pentru copii între 5 și 14 ani. Flautele sunt oferite de program pe durata atelierului.',
        hour: '12:00',
        places: 5,
      },
      {
        sessionId: soon.id,
        title: DEMO_WORKSHOPS.percussion,
        description: 'Pentru copii între 10 și 14 ani: tobe, xilofoane și ritmuri din toată lumea.',
        hour: '14:00',
        places: 2,
      },
      {
        sessionId: later.id,
        title: DEMO_WORKSHOPS.autumnChoir,
        description: 'Pentru copii între 5 și 14 ani care nu au mai cântat într-un cor.',
        hour: '11:00',
        places: 25,
      },
    ])
    .returning({ id: workshops.id, title: workshops.title });
  const percussion = rows.find((w) => w.title === DEMO_WORKSHOPS.percussion)?.id ?? 0;

  await db.insert(workshopSignUps).values(
    [1, 2].map((n) => ({
      submissionId: `00000000-0000-4000-8000-00000000000${n}`,
      formVersion: WORKSHOP_FORM_VERSION,
      name: n === 1 ? 'Andrei Dumitrescu' : 'Sofia Constantin',
      email: `parinte${n}@example.com`,
      phone: `072100000${n}`,
      age: 10 + n,
      school: 'Școala Gimnazială nr. 1 Iași',
      workplace: 'Spitalul Județean Iași',
      knowledge: 'Citește note.',
      experience: 'Un an în corul școlii.',
      workshops: [percussion],
      agreed: true,
    })),
  );
}
