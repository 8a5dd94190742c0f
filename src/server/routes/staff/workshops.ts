/**
 * The back office's workshops (issue #12), mounted under /api/staff/workshops by ./index.ts,
 * behind requireStaff: the session dates of /ateliere (their sign-up window and day), their
 * workshops (title, description, hour, places) and the sign-ups of a workshop or of a whole date,
 * paged, searchable and exported. Every change is recorded in the same transaction.
 *
 * Places and sign-ups: a sign-up takes its places under the chosen workshops' row locks
 * (src/server/signups/workshops.ts), so a change here locks the same rows before it counts: the
 * places never drop below the sign-ups, and nothing with sign-ups is deleted, even with a
 * sign-up arriving at that very moment.
 */
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type {
  StaffWorkshop,
  StaffWorkshopSession,
  StaffWorkshopSignUp,
} from '../../../lib/api/staff-workshops.ts';
import { todayInBucharest } from '../../../lib/dates.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../../lib/staff/common.ts';
import {
  staffWorkshops as m,
  type SessionBody,
  sessionSchema,
  type WorkshopBody,
  workshopSchema,
} from '../../../lib/staff/workshops.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import type { Db, Tx } from '../../db/client.ts';
import { workshopSessions, workshopSignUps, workshops } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, parseJson } from '../../http.ts';
import { idParam } from '../../permissions.ts';
import { taken } from '../../signups/workshops.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { offsetOf, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';

type SessionRow = typeof workshopSessions.$inferSelect;
type WorkshopRow = typeof workshops.$inferSelect;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** Sign-ups that chose any workshop of the session of the outer query. */
const sessionSignUps = sql<number>`(select count(*)::int from "workshop_sign_ups" "u"
  where "u"."workshops" && array(select "w"."id" from "workshops" "w"
    where "w"."session_id" = "workshop_sessions"."id"))`;

/** The session's label in the journal: 'Atelierele din 5 decembrie 2026'. */
const sessionLabel = (session: Pick<SessionRow, 'date'>) => m.sessionLabel(session.date);

/** The fields whose value changed, as { field: { from, to } }, for the journal. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (before[field] !== to) changed[field] = { from: before[field], to };
  }
  return changed;
}

const presentWorkshop = (w: WorkshopRow & { taken: number }): StaffWorkshop => ({
  id: w.id,
  session_id: w.sessionId,
  title: w.title,
  description: w.description,
  hour: w.hour,
  places: w.places,
  taken: w.taken,
});

/** The sessions with their workshops by hour (one query for all the sessions' workshops). */
async function withWorkshops(
  db: Db,
  sessions: (SessionRow & { signUps: number })[],
): Promise<StaffWorkshopSession[]> {
  const ids = sessions.map((s) => s.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ workshop: workshops, taken })
          .from(workshops)
          .where(inArray(workshops.sessionId, ids))
          .orderBy(workshops.hour, workshops.id);
  const today = todayInBucharest();
  return sessions.map((s) => ({
    id: s.id,
    date: s.date,
    availability_start: s.availabilityStart,
    availability_end: s.availabilityEnd,
    open: s.availabilityStart <= today && today <= s.availabilityEnd,
    sign_ups: s.signUps,
    workshops: rows
      .filter((r) => r.workshop.sessionId === s.id)
      .map((r) => presentWorkshop({ ...r.workshop, taken: r.taken })),
  }));
}

const sessionColumns = { session: workshopSessions, signUps: sessionSignUps };

async function sessionById(db: Db, id: number): Promise<StaffWorkshopSession> {
  const [row] = await db
    .select(sessionColumns)
    .from(workshopSessions)
    .where(eq(workshopSessions.id, id));
  if (!row) throw notFound();
  const [session] = await withWorkshops(db, [{ ...row.session, signUps: row.signUps }]);
  if (!session) throw notFound();
  return session;
}

/** The workshop's row locked against sign-ups (404 if gone), with the sign-ups it holds. */
async function lockWorkshop(tx: Tx, id: number) {
  const [row] = await tx.select().from(workshops).where(eq(workshops.id, id)).for('update');
  if (!row) throw notFound();
  const [counted] = await tx.select({ taken }).from(workshops).where(eq(workshops.id, id));
  return { ...row, taken: counted?.taken ?? 0 };
}

const sessionColumnsOf = (body: SessionBody) => ({
  date: body.date,
  availabilityStart: body.availability_start,
  availabilityEnd: body.availability_end,
});

const workshopColumnsOf = (body: WorkshopBody) => ({
  title: body.title,
  description: body.description,
  hour: body.hour,
  places: body.places,
});

/** A sign-up's columns, with the titles of its workshops by hour. */
const signUpColumns = {
  id: workshopSignUps.id,
  createdAt: workshopSignUps.createdAt,
  name: workshopSignUps.name,
  email: workshopSignUps.email,
  phone: workshopSignUps.phone,
  age: workshopSignUps.age,
  school: workshopSignUps.school,
  workplace: workshopSignUps.workplace,
  knowledge: workshopSignUps.knowledge,
  experience: workshopSignUps.experience,
  titles: sql<string[]>`array(select "w"."title" from "workshops" "w"
    where "w"."id" = any("workshop_sign_ups"."workshops") order by "w"."hour", "w"."id")`,
};
type SignUpRow = Omit<
  typeof workshopSignUps.$inferSelect,
  'submissionId' | 'formVersion' | 'workshops' | 'agreed'
> & { titles: string[] };

const presentSignUp = (row: SignUpRow): StaffWorkshopSignUp => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  age: row.age,
  school: row.school,
  workplace: row.workplace,
  knowledge: row.knowledge,
  experience: row.experience,
  workshops: row.titles,
});

export function staffWorkshopRoutes(deps: AppDeps) {
  const { db } = deps;

  /**
   * A list of sign-ups (`chosen`: which ones), newest first, `?q=` on name, e-mail or phone;
   * `?format=csv|xlsx` the whole list as a file (recorded: it holds children's data).
   */
  async function signUpList(
    c: Context<AppEnv>,
    chosen: SQL,
    list: { name: string; fileName: string; filters: Record<string, unknown> },
  ) {
    const q = readSearch(c);
    const pattern = likePattern(q);
    const where = and(
      chosen,
      q
        ? or(
            ilike(workshopSignUps.name, pattern),
            ilike(workshopSignUps.email, pattern),
            ilike(workshopSignUps.phone, pattern),
          )
        : undefined,
    );
    const format = exportFormatOf(c);
    if (format) {
      const col = m.col;
      return sendExport(c, db, format, {
        list: list.name,
        fileName: list.fileName,
        filters: { ...list.filters, q },
        rows: inBatches<SignUpRow>((after) =>
          db
            .select(signUpColumns)
            .from(workshopSignUps)
            .where(and(where, after ? lt(workshopSignUps.id, after.id) : undefined))
            .orderBy(desc(workshopSignUps.id))
            .limit(EXPORT_BATCH_SIZE),
        ),
        columns: [
          { label: col.when, value: (row) => row.createdAt },
          { label: col.name, value: (row) => row.name },
          { label: col.email, value: (row) => row.email },
          { label: col.phone, value: (row) => row.phone },
          { label: col.age, value: (row) => row.age },
          { label: col.school, value: (row) => row.school },
          { label: col.workplace, value: (row) => row.workplace },
          { label: col.knowledge, value: (row) => row.knowledge },
          { label: col.experience, value: (row) => row.experience },
          { label: col.workshops, value: (row) => row.titles.join('; ') },
        ],
      });
    }
    const page = readStaffPage(c);
    const [total] = await db.select({ n: count() }).from(workshopSignUps).where(where);
    const rows = await db
      .select(signUpColumns)
      .from(workshopSignUps)
      .where(where)
      .orderBy(desc(workshopSignUps.id))
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page));
    return c.json(staffPage(c, page, total?.n ?? 0, rows.map(presentSignUp)));
  }

  return (
    new Hono<AppEnv>({ strict: false })
      // The session dates, the latest day first, each with its workshops.
      .get('/sessions', async (c) => {
        const page = readStaffPage(c);
        const [total] = await db.select({ n: count() }).from(workshopSessions);
        const rows = await db
          .select(sessionColumns)
          .from(workshopSessions)
          .orderBy(desc(workshopSessions.date), desc(workshopSessions.id))
          .limit(STAFF_PAGE_SIZE)
          .offset(offsetOf(page));
        const sessions = await withWorkshops(
          db,
          rows.map((r) => ({ ...r.session, signUps: r.signUps })),
        );
        return c.json(staffPage(c, page, total?.n ?? 0, sessions));
      })
      .post('/sessions', async (c) => {
        const body = await parseJson(c, sessionSchema(true));
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(workshopSessions)
            .values(sessionColumnsOf(body))
            .returning();
          if (!row) throw new Error('workshop session insert returned no row');
          await recordStaffAction(tx, currentUser(c).id, {
            action: 'workshop_session.create',
            targetType: 'workshop_session',
            targetId: row.id,
            targetLabel: sessionLabel(row),
            detail: { ...body },
          });
          return row.id;
        });
        return c.json(await sessionById(db, id), 201);
      })
      .get('/sessions/:id', async (c) => c.json(await sessionById(db, idParam(c.req.param('id')))))
      .patch('/sessions/:id', async (c) => {
        const id = idParam(c.req.param('id'));
        const body = await parseJson(c, sessionSchema(false));
        await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(workshopSessions)
            .where(eq(workshopSessions.id, id))
            .for('update');
          if (!before) throw notFound();
          const columns = sessionColumnsOf(body);
          await tx.update(workshopSessions).set(columns).where(eq(workshopSessions.id, id));
          await recordStaffAction(tx, currentUser(c).id, {
            action: 'workshop_session.update',
            targetType: 'workshop_session',
            targetId: id,
            targetLabel: sessionLabel(columns),
            detail: { changes: changes(before, columns) },
          });
        });
        return c.json(await sessionById(db, id));
      })
      .delete('/sessions/:id', async (c) => {
        const id = idParam(c.req.param('id'));
        await db.transaction(async (tx) => {
          // Its workshops locked first: a sign-up for one of them waits, then finds it gone.
          const locked = await tx
            .select({ id: workshops.id })
            .from(workshops)
            .where(eq(workshops.sessionId, id))
            .orderBy(workshops.id)
            .for('update');
          // Counted after the lock: a statement of its own sees every sign-up committed before it.
          const counted = await tx
            .select({ taken })
            .from(workshops)
            .where(eq(workshops.sessionId, id));
          const [session] = await tx
            .select()
            .from(workshopSessions)
            .where(eq(workshopSessions.id, id))
            .for('update');
          if (!session) throw notFound();
          if (counted.some((w) => w.taken > 0)) throw conflict(m.sessionHasSignUps);
          await tx.delete(workshopSessions).where(eq(workshopSessions.id, id));
          await recordStaffAction(tx, currentUser(c).id, {
            action: 'workshop_session.delete',
            targetType: 'workshop_session',
            targetId: id,
            targetLabel: sessionLabel(session),
            detail: { workshops: locked.length },
          });
        });
        return c.body(null, 204);
      })
      .get('/sessions/:id/sign-ups', async (c) => {
        const id = idParam(c.req.param('id'));
        const [session] = await db
          .select()
          .from(workshopSessions)
          .where(eq(workshopSessions.id, id));
        if (!session) throw notFound();
        const ofSession = sql`"workshop_sign_ups"."workshops" && array(select "w"."id" from "workshops" "w" where "w"."session_id" = ${id})`;
        return signUpList(c, ofSession, {
          name: m.sessionSignUpsTitle(session.date),
          fileName: `inscrieri-ateliere-${session.date}`,
          filters: { session: id },
        });
      })
      .post('/sessions/:id/workshops', async (c) => {
        const sessionId = idParam(c.req.param('id'));
        const body = await parseJson(c, workshopSchema);
        const id = await db.transaction(async (tx) => {
          const [session] = await tx
            .select({ id: workshopSessions.id, date: workshopSessions.date })
            .from(workshopSessions)
            .where(eq(workshopSessions.id, sessionId))
            .for('share');
          if (!session) throw notFound();
          const [row] = await tx
            .insert(workshops)
            .values({ ...workshopColumnsOf(body), sessionId })
            .returning();
          if (!row) throw new Error('workshop insert returned no row');
          await recordStaffAction(tx, currentUser(c).id, {
            action: 'workshop.create',
            targetType: 'workshop',
            targetId: row.id,
            targetLabel: row.title,
            detail: { ...body, session: sessionLabel(session) },
          });
          return row.id;
        });
        const [row] = await db
          .select({ workshop: workshops, taken })
          .from(workshops)
          .where(eq(workshops.id, id));
        if (!row) throw notFound();
        return c.json(presentWorkshop({ ...row.workshop, taken: row.taken }), 201);
      })
      .patch('/:id', async (c) => {
        const id = idParam(c.req.param('id'));
        const body = await parseJson(c, workshopSchema);
        const updated = await db.transaction(async (tx) => {
          const before = await lockWorkshop(tx, id);
          if (body.places !== null && body.places < before.taken)
            throw badRequest({ places: [m.placesBelowTaken(before.taken)] });
          const columns = workshopColumnsOf(body);
          const [row] = await tx
            .update(workshops)
            .set(columns)
            .where(eq(workshops.id, id))
            .returning();
          if (!row) throw notFound();
          await recordStaffAction(tx, currentUser(c).id, {
            action: 'workshop.update',
            targetType: 'workshop',
            targetId: id,
            targetLabel: row.title,
            detail: { changes: changes(before, columns) },
          });
          return { ...row, taken: before.taken };
        });
        return c.json(presentWorkshop(updated));
      })
      .delete('/:id', async (c) => {
        const id = idParam(c.req.param('id'));
        await db.transaction(async (tx) => {
          const workshop = await lockWorkshop(tx, id);
          if (workshop.taken > 0) throw conflict(m.workshopHasSignUps);
          await tx.delete(workshops).where(eq(workshops.id, id));
          await recordStaffAction(tx, currentUser(c).id, {
            action: 'workshop.delete',
            targetType: 'workshop',
            targetId: id,
            targetLabel: workshop.title,
          });
        });
        return c.body(null, 204);
      })
      .get('/:id/sign-ups', async (c) => {
        const id = idParam(c.req.param('id'));
        const [workshop] = await db.select().from(workshops).where(eq(workshops.id, id));
        if (!workshop) throw notFound();
        return signUpList(c, sql`"workshop_sign_ups"."workshops" @> array[${id}::int]`, {
          name: m.signUpsTitle(workshop.title),
          fileName: `inscrieri-atelier-${id}`,
          filters: { workshop: id },
        });
      })
  );
}
