/**
 * The back office's workshops (issue #12; paths: src/lib/paths/staff-submissions.ts): the
 * session dates of /ateliere (./workshop-sessions.ts) and their workshops (title, description,
 * hour, places), with the sign-ups of a workshop, paged, searchable and exported. Every change is
 * recorded in the same transaction; places and sign-ups are checked under the workshops' row
 * locks (src/server/staff/workshops.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { workshopSchema } from '../../../lib/schemas/staff-workshops.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import { workshopSessions, workshops } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, parseJson } from '../../http.ts';
import { staffWorkshopOps as ops } from '../../openapi/paths/staff-workshops.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { signUpList } from '../../staff/workshop-sign-ups.ts';
import {
  changes,
  lockWorkshop,
  presentWorkshop,
  sessionLabel,
  workshopById,
  workshopColumnsOf,
} from '../../staff/workshops.ts';
import { staffWorkshopSessionRoutes } from './workshop-sessions.ts';

export function staffWorkshopRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.route('/', staffWorkshopSessionRoutes(deps));

  route(app, ops.createWorkshop, async (c) => {
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
    return c.json(await workshopById(db, id), 201);
  });

  route(app, ops.updateWorkshop, async (c) => {
    const id = idParam(c.req.param('id'));
    const body = await parseJson(c, workshopSchema);
    const updated = await db.transaction(async (tx) => {
      const before = await lockWorkshop(tx, id);
      if (body.places !== null && body.places < before.taken)
        throw badRequest({ places: [m.placesBelowTaken(before.taken)] });
      const columns = workshopColumnsOf(body);
      const [row] = await tx.update(workshops).set(columns).where(eq(workshops.id, id)).returning();
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
  });

  route(app, ops.deleteWorkshop, async (c) => {
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
  });

  route(app, ops.workshopSignUps, async (c) => {
    const id = idParam(c.req.param('id'));
    const [workshop] = await db.select().from(workshops).where(eq(workshops.id, id));
    if (!workshop) throw notFound();
    return signUpList(c, db, sql`"workshop_sign_ups"."workshops" @> array[${id}::int]`, {
      name: m.signUpsTitle(workshop.title),
      fileName: `inscrieri-atelier-${id}`,
      filters: { workshop: id },
    });
  });

  return app;
}
