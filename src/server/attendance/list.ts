/**
 * An event's attendance list (GET /api/event/{id}/attendance/), for the choir's conductors: the
 * choir's approved members, conductors apart (they take attendance, they are not on it), by last
 * and first name, each with their answer, their mark and who marked it last. No stored mark: the
 * pre-mark from the answer (Particip → prezent, Nu particip → absent motivat; Poate or no answer:
 * none; no answer from a member counted present by default, issue #28: prezent), so a conductor
 * only taps those who did otherwise. The list is never logged.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AttendanceList, AttendanceRow } from '../../lib/api/attendance.ts';
import { ATTENDANCE_OPEN_DAYS } from '../../lib/limits.ts';
import type { AttendanceStatus } from '../../lib/schemas/attendance.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { attendance, eventAnswers, libraryTerms, memberships, users } from '../db/schema.ts';
import type { EventRow } from '../events/present.ts';

const DAY_MS = 86_400_000;
const marker = alias(users, 'marker');

// Prepared: by the choir's and the event's keys, one plan suits every value.
const listQuery = perDatabase((db) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      sortName: users.sortName,
      email: users.email,
      voicePart: memberships.voicePart,
      answer: eventAnswers.answer,
      countedPresent: users.countedPresent,
      status: attendance.status,
      markedAt: attendance.markedAt,
      markerFirst: marker.firstName,
      markerLast: marker.lastName,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      eventAnswers,
      and(
        eq(eventAnswers.eventId, sql.placeholder('eventId')),
        eq(eventAnswers.userId, memberships.userId),
      ),
    )
    .leftJoin(
      attendance,
      and(
        eq(attendance.eventId, sql.placeholder('eventId')),
        eq(attendance.userId, memberships.userId),
      ),
    )
    .leftJoin(marker, eq(marker.id, attendance.markedBy))
    .where(
      and(
        eq(memberships.choirId, sql.placeholder('choirId')),
        sql`${memberships.isConfirmed}`,
        sql`not ${memberships.isConductor}`,
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id))
    .prepare('attendance_of'),
);

/** The moment after which an event's attendance is closed. */
export const closesAt = (event: Pick<EventRow, 'endsAt'>) =>
  new Date(event.endsAt.getTime() + ATTENDANCE_OPEN_DAYS * DAY_MS);

/** Whether marks are accepted now: 'open', or why not. */
export function markWindow(event: Pick<EventRow, 'startsAt' | 'endsAt'>, now = Date.now()) {
  if (now < event.startsAt.getTime()) return 'not-started' as const;
  if (now >= closesAt(event).getTime()) return 'closed' as const;
  return 'open' as const;
}

/** The pre-mark of an answer; no answer from a member counted present by default: present. */
const fromAnswer = (
  answer: 'yes' | 'no' | 'maybe' | null,
  countedPresent: boolean,
): AttendanceStatus | null =>
  answer === 'yes' || (answer === null && countedPresent)
    ? 'present'
    : answer === 'no'
      ? 'excused'
      : null;

export async function attendanceOf(
  db: Db,
  event: EventRow,
  choirId: number,
): Promise<AttendanceList> {
  const rows = await listQuery(db).execute({ eventId: event.id, choirId });
  const names = new Map<string, number>();
  for (const row of rows) names.set(row.sortName, (names.get(row.sortName) ?? 0) + 1);
  const counts = { present: 0, absent: 0, excused: 0, unmarked: 0 };
  const members = rows.map((row): AttendanceRow => {
    const status = row.status ?? fromAnswer(row.answer, row.countedPresent);
    counts[status ?? 'unmarked']++;
    return {
      user_id: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      name_hint:
        (names.get(row.sortName) ?? 0) > 1 ? ((row.email ?? '').split('@')[0] ?? '') : null,
      voice_part: row.voicePart,
      answer: row.answer,
      status,
      marked: row.status !== null,
      marked_by:
        row.markerFirst === null ? null : `${row.markerFirst} ${row.markerLast ?? ''}`.trim(),
      marked_at: row.markedAt?.toISOString() ?? null,
    };
  });
  const partIds = new Set(members.flatMap((m) => (m.voice_part === null ? [] : [m.voice_part])));
  const parts = partIds.size
    ? await db
        .select({ id: libraryTerms.id, name: libraryTerms.name })
        .from(libraryTerms)
        .where(eq(libraryTerms.kind, 'voice'))
        .orderBy(asc(libraryTerms.position), asc(libraryTerms.id))
    : [];
  return {
    event: {
      id: event.id,
      title: event.title,
      start: event.startsAt.toISOString(),
      end: event.endsAt.toISOString(),
      closes_at: closesAt(event).toISOString(),
      open: markWindow(event) === 'open',
    },
    counts,
    voice_parts: parts.filter((part) => partIds.has(part.id)),
    members,
  };
}
