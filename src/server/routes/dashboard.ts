/**
 * The dashboard's boxes for one choir (mounted at /api/dashboard): summary, future events,
 * messages, pending accounts. Spec §6: for members confirmed in a confirmed choir (pending
 * accounts: its conductors only); staff may open every choir's. 404 for an unknown choir.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { DASHBOARD_LIST_SIZE } from '../../lib/limits.ts';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { memberships, users } from '../db/schema.ts';
import { idParam, requireConductor, requireConfirmedMember } from '../permissions.ts';

/** A message of the dashboard's messages box (spec §3), newest first. */
export interface DashboardMessage {
  name: string;
  message: string;
  avatar: string | null;
  /** ISO 8601; the box shows its age in days. */
  date: string;
}

export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps;

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/:id/summary', async (c) => {
      const { choirId } = await requireConfirmedMember(db, currentUser(c), idParam(c.req.param('id')));
      const [row] = await db
        .select({
          // Members counts every approved member, conductors included.
          members: sql<number>`count(*) filter (where ${memberships.isConfirmed})::int`,
          conductors: sql<number>`count(*) filter (where ${memberships.isConfirmed} and ${memberships.isConductor})::int`,
          waiting: sql<number>`count(*) filter (where not ${memberships.isConfirmed})::int`,
        })
        .from(memberships)
        .where(eq(memberships.choirId, choirId));
      // Events arrive with the events issue; until then a choir has none.
      return c.json({ members: row?.members ?? 0, conductors: row?.conductors ?? 0, events: 0, waiting: row?.waiting ?? 0 });
    })
    .get('/:id/events', async (c) => {
      await requireConfirmedMember(db, currentUser(c), idParam(c.req.param('id')));
      // The first DASHBOARD_LIST_SIZE future events, once events exist.
      return c.json([]);
    })
    .get('/:id/messages', async (c) => {
      await requireConfirmedMember(db, currentUser(c), idParam(c.req.param('id')));
      const messages: DashboardMessage[] = [];
      return c.json(messages);
    })
    .get('/:id/pending', async (c) => {
      const { choirId } = await requireConductor(db, currentUser(c), idParam(c.req.param('id')));
      const rows = await db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          avatar: users.avatar,
          city: users.city,
          // The day the request reached the choir: what a conductor sorts pending accounts by.
          date_joined: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.choirId, choirId), eq(memberships.isConfirmed, false)))
        .orderBy(desc(memberships.createdAt), desc(memberships.userId))
        .limit(DASHBOARD_LIST_SIZE);
      return c.json(rows);
    });
}
