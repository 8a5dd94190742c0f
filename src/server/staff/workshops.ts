/**
 * The back office's workshops (routes/staff/workshop*.ts): a session date with its workshops as
 * the API answers them, the rows locked against sign-ups, the columns a form sets and what the
 * journal records of a change.
 *
 * Places and sign-ups: a sign-up takes its places under the chosen workshops' row locks
 * (src/server/signups/workshops.ts), so a change here locks the same rows before it counts: the
 * places never drop below the sign-ups, and nothing with sign-ups is deleted, even with a
 * sign-up arriving at that very moment.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { StaffWorkshop, StaffWorkshopSession } from '../../lib/api/staff-workshops.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import { staffWorkshops as m } from '../../lib/messages-staff-workshops.ts';
import type { SessionBody, WorkshopBody } from '../../lib/schemas/staff-workshops.ts';
import type { Db, Tx } from '../db/client.ts';
import { workshopSessions, workshops } from '../db/schema.ts';
import { notFound } from '../http.ts';
import { taken } from '../signups/workshops.ts';

type SessionRow = typeof workshopSessions.$inferSelect;
type WorkshopRow = typeof workshops.$inferSelect;

/** Sign-ups that chose any workshop of the session of the outer query. */
const sessionSignUps = sql<number>`(select count(*)::int from "workshop_sign_ups" "u"
  where "u"."workshops" && array(select "w"."id" from "workshops" "w"
    where "w"."session_id" = "workshop_sessions"."id"))`;

/** A session's row with its sign-ups: select it, then pass the rows to withWorkshops. */
export const sessionColumns = { session: workshopSessions, signUps: sessionSignUps };

/** The session's label in the journal: 'Atelierele din 5 decembrie 2026'. */
export const sessionLabel = (session: Pick<SessionRow, 'date'>) => m.sessionLabel(session.date);

/** The fields whose value changed, as { field: { from, to } }, for the journal. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (before[field] !== to) changed[field] = { from: before[field], to };
  }
  return changed;
}

export const presentWorkshop = (w: WorkshopRow & { taken: number }): StaffWorkshop => ({
  id: w.id,
  session_id: w.sessionId,
  title: w.title,
  description: w.description,
  hour: w.hour,
  places: w.places,
  taken: w.taken,
});

/** The sessions with their workshops by hour (one query for all the sessions' workshops). */
export async function withWorkshops(
  db: Db,
  rows: { session: SessionRow; signUps: number }[],
): Promise<StaffWorkshopSession[]> {
  const ids = rows.map((r) => r.session.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ workshop: workshops, taken })
          .from(workshops)
          .where(inArray(workshops.sessionId, ids))
          .orderBy(workshops.hour, workshops.id);
  const today = todayInBucharest();
  return rows.map(({ session: s, signUps }) => ({
    id: s.id,
    date: s.date,
    availability_start: s.availabilityStart,
    availability_end: s.availabilityEnd,
    location: s.location,
    open: s.availabilityStart <= today && today <= s.availabilityEnd,
    sign_ups: signUps,
    workshops: found
      .filter((r) => r.workshop.sessionId === s.id)
      .map((r) => presentWorkshop({ ...r.workshop, taken: r.taken })),
  }));
}

export async function sessionById(db: Db, id: number): Promise<StaffWorkshopSession> {
  const rows = await db
    .select(sessionColumns)
    .from(workshopSessions)
    .where(eq(workshopSessions.id, id));
  const [session] = await withWorkshops(db, rows);
  if (!session) throw notFound();
  return session;
}

/** A workshop with the sign-ups it holds, as the API answers it (404 if gone). */
export async function workshopById(db: Db, id: number): Promise<StaffWorkshop> {
  const [row] = await db
    .select({ workshop: workshops, taken })
    .from(workshops)
    .where(eq(workshops.id, id));
  if (!row) throw notFound();
  return presentWorkshop({ ...row.workshop, taken: row.taken });
}

/** The workshop's row locked against sign-ups (404 if gone), with the sign-ups it holds. */
export async function lockWorkshop(tx: Tx, id: number) {
  const [row] = await tx.select().from(workshops).where(eq(workshops.id, id)).for('update');
  if (!row) throw notFound();
  const [counted] = await tx.select({ taken }).from(workshops).where(eq(workshops.id, id));
  return { ...row, taken: counted?.taken ?? 0 };
}

export const sessionColumnsOf = (body: SessionBody) => ({
  date: body.date,
  availabilityStart: body.availability_start,
  availabilityEnd: body.availability_end,
  location: body.location,
});

export const workshopColumnsOf = (body: WorkshopBody) => ({
  title: body.title,
  description: body.description,
  hour: body.hour,
  places: body.places,
});
