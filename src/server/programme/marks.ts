/**
 * A singer's own mark on a score (issue #27): 'learning' ('Învăț'), 'known' ('Știu'), or none
 * (no row). The mark is the singer's and the score's, whichever concert names it.
 */
import { and, eq } from 'drizzle-orm';
import type { ScoreMark } from '../../lib/api/programme.ts';
import type { ScoreMarkState } from '../../lib/schemas/programme.ts';
import type { Db } from '../db/client.ts';
import { scoreProgress, scores } from '../db/schema.ts';
import { notFound } from '../http.ts';

const mine = (userId: number, scoreId: number) =>
  and(eq(scoreProgress.userId, userId), eq(scoreProgress.scoreId, scoreId));

/** The user's mark on the score; 404 when no such score. */
export async function readMark(db: Db, userId: number, scoreId: number): Promise<ScoreMark> {
  const [row] = await db
    .select({ state: scoreProgress.state })
    .from(scores)
    .leftJoin(
      scoreProgress,
      and(eq(scoreProgress.scoreId, scores.id), eq(scoreProgress.userId, userId)),
    )
    .where(eq(scores.id, scoreId));
  if (!row) throw notFound();
  return { score_id: scoreId, state: row.state ?? null };
}

/** Sets (or, with null, clears) the user's mark; 404 when no such score. */
export async function writeMark(
  db: Db,
  userId: number,
  scoreId: number,
  state: ScoreMarkState | null,
): Promise<ScoreMark> {
  return db.transaction(async (tx) => {
    // `for share`: the score is not deleted between this check and the write.
    const [score] = await tx
      .select({ id: scores.id })
      .from(scores)
      .where(eq(scores.id, scoreId))
      .for('share');
    if (!score) throw notFound();
    if (state === null) {
      await tx.delete(scoreProgress).where(mine(userId, scoreId));
    } else {
      await tx
        .insert(scoreProgress)
        .values({ userId, scoreId, state })
        .onConflictDoUpdate({
          target: [scoreProgress.userId, scoreProgress.scoreId],
          set: { state, updatedAt: new Date() },
        });
    }
    return { score_id: scoreId, state };
  });
}
