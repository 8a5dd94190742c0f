/**
 * The workshops' side of /ateliere: the session dates open today (Bucharest) with the places
 * each workshop has left, and `takePlaces`, which runs inside the sign-up's transaction. It locks
 * the chosen workshops' rows (`for update`, in id order, so two sign-ups that choose the same
 * workshops wait for each other instead of deadlocking) and only then counts their sign-ups: of
 * two people sending for the last place at once, the second counts after the first has committed
 * and is refused.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { WorkshopSessions } from '../../lib/api/workshops.ts';
import { workshopSignup as m } from '../../lib/messages-workshops.ts';
import type { Db, Tx } from '../db/client.ts';
import { workshopSessions, workshopSignUps, workshops } from '../db/schema.ts';
import { badRequest } from '../http.ts';

/**
 * How many sign-ups hold the workshop of the outer query. Written with qualified names: Drizzle
 * leaves the columns of a one-table select unqualified, and inside the subquery "id" would be the
 * sign-up's own.
 */
export const taken = sql<number>`(select count(*)::int from "workshop_sign_ups" "u" where "u"."workshops" @> array["workshops"."id"])`;

/** Session dates whose sign-up window holds `today`, soonest first, each with its workshops by hour. */
export async function openSessions(db: Db, today: string): Promise<WorkshopSessions> {
  const rows = await db
    .select({
      sessionId: workshopSessions.id,
      date: workshopSessions.date,
      start: workshopSessions.availabilityStart,
      end: workshopSessions.availabilityEnd,
      location: workshopSessions.location,
      id: workshops.id,
      title: workshops.title,
      description: workshops.description,
      hour: workshops.hour,
      places: workshops.places,
      taken,
    })
    .from(workshopSessions)
    .innerJoin(workshops, eq(workshops.sessionId, workshopSessions.id))
    .where(
      and(
        lte(workshopSessions.availabilityStart, today),
        gte(workshopSessions.availabilityEnd, today),
      ),
    )
    .orderBy(
      asc(workshopSessions.date),
      asc(workshopSessions.id),
      asc(workshops.hour),
      asc(workshops.id),
    );

  const sessions: WorkshopSessions = [];
  for (const row of rows) {
    let session = sessions.at(-1);
    if (session?.id !== row.sessionId) {
      session = {
        id: row.sessionId,
        date: row.date,
        availability_start: row.start,
        availability_end: row.end,
        location: row.location,
        workshops: [],
      };
      sessions.push(session);
    }
    const left = row.places === null ? null : Math.max(0, row.places - row.taken);
    session.workshops.push({
      id: row.id,
      title: row.title,
      description: row.description,
      hour: row.hour,
      places_left: left,
      full: left === 0,
    });
  }
  return sessions;
}

/** A chosen workshop as the mails and the calendar file tell it: what, when and where. */
export interface ChosenWorkshop {
  id: number;
  title: string;
  description: string;
  /** The session's day, e.g. '2025-11-15', and the starting hour in Bucharest, '10:00'. */
  date: string;
  hour: string;
  /** '' when the team has not written it yet. */
  location: string;
}

/**
 * Inside the sign-up's transaction, before its insert: locks the chosen workshops and refuses
 * (400 on `workshops`) one that does not exist, is not open today, or has no place left. A
 * submission stored while this one waited for the lock (the same send, repeated at once) keeps
 * its place: the insert then stores nothing and the first send's answer is given.
 */
export async function takePlaces(
  tx: Tx,
  ids: number[],
  today: string,
  submissionId: string,
): Promise<ChosenWorkshop[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const locked = await tx
    .select({
      id: workshops.id,
      title: workshops.title,
      description: workshops.description,
      hour: workshops.hour,
      places: workshops.places,
      date: workshopSessions.date,
      location: workshopSessions.location,
      start: workshopSessions.availabilityStart,
      end: workshopSessions.availabilityEnd,
    })
    .from(workshops)
    .innerJoin(workshopSessions, eq(workshopSessions.id, workshops.sessionId))
    .where(inArray(workshops.id, sorted))
    .orderBy(asc(workshops.id))
    .for('update', { of: workshops });
  const chosen = locked.map(({ id, title, description, date, hour, location }) => ({
    id,
    title,
    description,
    date,
    hour,
    location,
  }));

  const [stored] = await tx
    .select({ id: workshopSignUps.id })
    .from(workshopSignUps)
    .where(eq(workshopSignUps.submissionId, submissionId));
  if (stored) return chosen;

  const open = locked.filter((w) => w.start <= today && today <= w.end);
  if (open.length !== sorted.length) throw badRequest({ workshops: [m.workshopClosed] });

  const limited = open.filter((w) => w.places !== null).map((w) => w.id);
  if (limited.length > 0) {
    // Counted after the lock: a statement of its own sees every sign-up committed before it.
    const counts = await tx
      .select({ id: workshops.id, taken })
      .from(workshops)
      .where(inArray(workshops.id, limited));
    for (const w of open) {
      const count = counts.find((c) => c.id === w.id)?.taken ?? 0;
      if (w.places !== null && count >= w.places) {
        throw badRequest({ workshops: [m.workshopFull(w.title)] });
      }
    }
  }
  return chosen;
}
