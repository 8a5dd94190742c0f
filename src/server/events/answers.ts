/** The answers of one choir's approved members to an event: GET /api/event/{id}/answers/. */
import { and, asc, eq } from 'drizzle-orm';
import type { EventAnswers } from '../../lib/api/events.ts';
import type { Db } from '../db/client.ts';
import { fold } from '../db/fold.ts';
import { eventAnswers, memberships, users } from '../db/schema.ts';

export async function answersOf(db: Db, eventId: number, choirId: number): Promise<EventAnswers> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      answer: eventAnswers.answer,
      note: eventAnswers.note,
      updatedAt: eventAnswers.updatedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      eventAnswers,
      and(eq(eventAnswers.eventId, eventId), eq(eventAnswers.userId, memberships.userId)),
    )
    .where(and(eq(memberships.choirId, choirId), eq(memberships.isConfirmed, true)))
    // By last and first name, ignoring case and diacritics, as the members table.
    .orderBy(
      asc(fold(users.lastName.getSQL())),
      asc(fold(users.firstName.getSQL())),
      asc(users.id),
    );
  const counts = { yes: 0, no: 0, maybe: 0, none: 0 };
  for (const row of rows) counts[row.answer ?? 'none']++;
  return {
    counts,
    members: rows.map((row) => ({
      user_id: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      answer: row.answer,
      note: row.note ?? '',
      updated_at: row.updatedAt?.toISOString() ?? null,
    })),
  };
}
