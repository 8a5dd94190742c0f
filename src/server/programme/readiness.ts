/**
 * The conductor's readiness view (issue #27): for each piece of an event's programme and each
 * voice part of the choir, how many of the part's confirmed singers (conductors apart) marked it
 * 'Știu', and who does not know it yet ('Învăț' or no mark), by name. Children's data: the route
 * answers it to the choir's conductors only. Read fresh at each request (a few hundred rows).
 */
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { PartReadiness, Readiness } from '../../lib/api/programme.ts';
import type { Db } from '../db/client.ts';
import { memberships, scoreProgress, users } from '../db/schema.ts';
import { readPieces } from './pieces.ts';

const isSinger = (choirId: number) =>
  and(
    eq(memberships.choirId, choirId),
    sql`${memberships.isConfirmed}`,
    not(memberships.isConductor),
  );

export async function readReadiness(db: Db, eventId: number, choirId: number): Promise<Readiness> {
  // The reader's own marks are not wanted here: user id 0 is no one's.
  const pieces = await readPieces(db, eventId, 0);
  const singers = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      voicePart: memberships.voicePart,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(isSinger(choirId))
    // The members table's order: the stored sort key (last and first name, folded).
    .orderBy(asc(users.sortName), asc(users.id));
  const marks = pieces.length
    ? await db
        .select({
          userId: scoreProgress.userId,
          scoreId: scoreProgress.scoreId,
          state: scoreProgress.state,
        })
        .from(scoreProgress)
        .innerJoin(memberships, eq(memberships.userId, scoreProgress.userId))
        .where(
          and(
            isSinger(choirId),
            inArray(
              scoreProgress.scoreId,
              pieces.map((piece) => piece.id),
            ),
          ),
        )
    : [];
  const markOf = new Map(marks.map((row) => [`${row.userId}:${row.scoreId}`, row.state]));
  const parts = [...new Set(singers.map((singer) => singer.voicePart))];
  return {
    event_id: eventId,
    singers: singers.length,
    scores: pieces.map((piece) => ({
      id: piece.id,
      name: piece.name,
      parts: parts.map((part): PartReadiness => {
        const inPart = singers.filter((singer) => singer.voicePart === part);
        const notYet = inPart.filter(
          (singer) => markOf.get(`${singer.userId}:${piece.id}`) !== 'known',
        );
        return {
          voice_part: part,
          singers: inPart.length,
          known: inPart.length - notYet.length,
          not_yet: notYet.map((singer) => ({
            user_id: singer.userId,
            name: `${singer.firstName} ${singer.lastName}`.trim(),
            state: markOf.get(`${singer.userId}:${piece.id}`) === 'learning' ? 'learning' : null,
          })),
        };
      }),
    })),
  };
}
