/**
 * The back office's workshop session dates (paths: src/lib/paths/staff-submissions.ts): their
 * day and sign-up window, listed with their workshops, and the sign-ups of a whole date. Every
 * change is recorded in the same transaction.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { STAFF_PAGE_SIZE } from '../../../lib/limits.ts';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { sessionSchema } from '../../../lib/schemas/staff-workshops.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import { workshopSessions, workshops } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound, parseJson } from '../../http.ts';
import { staffWorkshopOps as ops } from '../../openapi/paths/staff-workshops.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { taken } from '../../signups/workshops.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { offsetOf, readStaffPage, staffPage } from '../../staff/list.ts';
import { signUpList } from '../../staff/workshop-sign-ups.ts';
import {
  changes,
  sessionById,
  sessionColumns,
  sessionColumnsOf,
  sessionLabel,
  withWorkshops,
} from '../../staff/workshops.ts';

export function staffWorkshopSessionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // The session dates, the latest day first, each with its workshops.
  route(app, ops.sessions, async (c) => {
    const page = readStaffPage(c);
    const [total] = await db.select({ n: count() }).from(workshopSessions);
    const rows = await db
      .select(sessionColumns)
      .from(workshopSessions)
      .orderBy(desc(workshopSessions.date), desc(workshopSessions.id))
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page));
    return c.json(staffPage(c, page, total?.n ?? 0, await withWorkshops(db, rows)));
  });

  route(app, ops.createSession, async (c) => {
    const body = await parseJson(c, sessionSchema(true));
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(workshopSessions).values(sessionColumnsOf(body)).returning();
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
  });

  route(app, ops.session, async (c) => c.json(await sessionById(db, idParam(c.req.param('id')))));

  route(app, ops.updateSession, async (c) => {
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
  });

  route(app, ops.deleteSession, async (c) => {
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
      const counted = await tx.select({ taken }).from(workshops).where(eq(workshops.sessionId, id));
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
  });

  route(app, ops.sessionSignUps, async (c) => {
    const id = idParam(c.req.param('id'));
    const [session] = await db.select().from(workshopSessions).where(eq(workshopSessions.id, id));
    if (!session) throw notFound();
    const ofSession = sql`"workshop_sign_ups"."workshops" && array(select "w"."id" from "workshops" "w" where "w"."session_id" = ${id})`;
    return signUpList(c, db, ofSession, {
      name: m.sessionSignUpsTitle(session.date),
      fileName: `inscrieri-ateliere-${session.date}`,
      filters: { session: id },
    });
  });

  return app;
}
