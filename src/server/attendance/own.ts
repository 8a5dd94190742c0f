/**
 * A member's own attendance (GET /api/attendance/mine/): their marks of the last
 * ATTENDANCE_OWN_DAYS, newest first, with the counts; read by their index (user_id, event_id).
 * Only the member themself (or a parent acting for them) reads it.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { OwnAttendance } from '../../lib/api/attendance.ts';
import { ATTENDANCE_OWN_DAYS } from '../../lib/limits.ts';
import type { Db } from '../db/client.ts';
import { attendance, events } from '../db/schema.ts';

export async function ownAttendance(db: Db, userId: number): Promise<OwnAttendance> {
  const rows = await db
    .select({
      event_id: attendance.eventId,
      title: events.title,
      start: events.startsAt,
      cor: events.choirId,
      status: attendance.status,
    })
    .from(attendance)
    .innerJoin(events, eq(events.id, attendance.eventId))
    .where(
      sql`${attendance.userId} = ${userId}
        and ${events.startsAt} > now() - make_interval(days => ${ATTENDANCE_OWN_DAYS})`,
    )
    .orderBy(desc(events.startsAt), desc(events.id));
  const counts = { present: 0, absent: 0, excused: 0 };
  for (const row of rows) counts[row.status]++;
  return {
    counts,
    marks: rows.map((row) => ({ ...row, start: row.start.toISOString(), cor: row.cor ?? 0 })),
  };
}
