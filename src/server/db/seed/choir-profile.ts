/**
 * The demo choir's presentation (what Corul meu shows) and a few entries of its history, so the
 * demo conductor sees a filled profile and a history from the first start.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { choirHistory, choirs } from '../schema.ts';

export async function seedChoirProfile(
  db: Db,
  choirId: number,
  people: { conductor: number; singer: number; pending: number },
) {
  await db
    .update(choirs)
    .set({
      description:
        'Corul reunește copii de 7–14 ani din școlile Iașului. Repetăm de două ori pe săptămână și cântăm muzică românească, colinde și piese din repertoriul coral universal.',
      year: 2014,
      voices: 'Sopran, alto',
      awards: [
        'Locul I, Festivalul Național „Cântec de copil”, 2024',
        'Premiul publicului, Gala Corurilor de Copii, 2023',
      ],
      participation: ['Festivalul Internațional de Muzică Corală „Gavriil Musicescu”, Iași, 2025'],
      // One edit of the form, the one the history below records.
      version: 2,
    })
    .where(eq(choirs.id, choirId));
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  const { conductor, singer, pending } = people;
  await db.insert(choirHistory).values([
    { choirId, actorId: conductor, action: 'founded', createdAt: daysAgo(400) },
    { choirId, actorId: singer, action: 'joined', subjectId: singer, createdAt: daysAgo(380) },
    { choirId, actorId: conductor, action: 'approved', subjectId: singer, createdAt: daysAgo(379) },
    {
      choirId,
      actorId: conductor,
      action: 'profile',
      details: { fields: ['description', 'year', 'voices', 'awards', 'participation'] },
      createdAt: daysAgo(30),
    },
    { choirId, actorId: pending, action: 'joined', subjectId: pending, createdAt: daysAgo(2) },
  ]);
}
