/**
 * An event's programme (issue #27): its scores in the conductor's order, each with the reader's
 * own mark, and the conductor's replacement of the whole list. Nothing here feeds a kept answer:
 * the calendar's lists and answers (events/answers.ts, feed.ts) and the library's lists
 * (library/kept.ts) hold neither programmes nor marks, so no version needs to move.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Programme } from '../../lib/api/programme.ts';
import { programmeErrors as m } from '../../lib/messages-programme.ts';
import type { Db } from '../db/client.ts';
import { eventScores, events, mediaTracks, scoreProgress, scores } from '../db/schema.ts';
import { badRequest, notFound } from '../http.ts';

/** The programme's pieces, in order, with `userId`'s marks. */
export async function readPieces(db: Db, eventId: number, userId: number) {
  const rows = await db
    .select({
      id: scores.id,
      name: scores.name,
      author: scores.author,
      hasMp3: sql<boolean>`exists (select 1 from ${mediaTracks}
        where ${mediaTracks.scoreId} = ${scores.id})`,
      state: scoreProgress.state,
    })
    .from(eventScores)
    .innerJoin(scores, eq(scores.id, eventScores.scoreId))
    .leftJoin(
      scoreProgress,
      sql`${scoreProgress.scoreId} = ${scores.id} and ${scoreProgress.userId} = ${userId}`,
    )
    .where(eq(eventScores.eventId, eventId))
    .orderBy(asc(eventScores.position), asc(scores.id));
  return rows.map((row): Programme['scores'][number] => ({
    id: row.id,
    name: row.name,
    author: row.author,
    has_mp3: row.hasMp3,
    my_state: row.state ?? null,
  }));
}

/**
 * Replaces the programme with `ids`, in that order: 400 naming the ids no score has. The event's
 * row lock serialises two editors' saves, so the last one wins whole.
 */
export async function replacePieces(db: Db, eventId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!locked) throw notFound();
    // `for share`: a score named here is not deleted before the commit.
    const found = ids.length
      ? await tx.select({ id: scores.id }).from(scores).where(inArray(scores.id, ids)).for('share')
      : [];
    const known = new Set(found.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) throw badRequest({ scores: [m.unknown(missing.join(', '))] });
    await tx.delete(eventScores).where(eq(eventScores.eventId, eventId));
    if (ids.length) {
      await tx
        .insert(eventScores)
        .values(ids.map((scoreId, position) => ({ eventId, scoreId, position })));
    }
  });
}
