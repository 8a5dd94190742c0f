/**
 * The journal of staff actions (issue #12): GET /api/staff/audit/, newest first, filtered by
 * `?q=` (the target's label or the staff member's e-mail), `?action=`, `?target_type=`,
 * `?target_id=`, `?from=&to=` (days in Bucharest, both included); `?format=csv|xlsx` exports it
 * (itself an action of the journal).
 */
import { and, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffAction } from '../../../lib/api/staff-audit.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../../lib/limits.ts';
import { actionLabel, journal as t } from '../../../lib/messages-staff-journal.ts';
import { queryDayRange } from '../../../lib/schemas/query.ts';
import type { AppEnv } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { withinDays } from '../../db/days.ts';
import { fullName, likePattern } from '../../db/like.ts';
import { staffActions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { parseQuery } from '../../http.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { offsetOf, readId, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';

/** `?from=&to=`: the days of the actions, in Bucharest; `to` before `from`: 400. */
const actionDays = queryDayRange(t.badRange);

/** The journal's rows with their author (null once the account is deleted). */
const actionsQuery = (db: Db) =>
  db
    .select({
      id: staffActions.id,
      createdAt: staffActions.createdAt,
      actorId: users.id,
      actorName: fullName(),
      actorEmail: users.email,
      action: staffActions.action,
      targetType: staffActions.targetType,
      targetId: staffActions.targetId,
      targetLabel: staffActions.targetLabel,
      detail: staffActions.detail,
    })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId));
type Row = Awaited<ReturnType<typeof actionsQuery>>[number];

const present = (row: Row): StaffAction => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  actor:
    row.actorId === null
      ? null
      : { id: row.actorId, name: row.actorName, email: row.actorEmail ?? '' },
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  target_label: row.targetLabel,
  detail: row.detail ?? null,
});

export function staffAuditRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.audit, async (c) => {
    const q = readSearch(c);
    const action = c.req.query('action') || undefined;
    const targetType = c.req.query('target_type') || undefined;
    const targetId = readId(c, 'target_id');
    const { from, to } = parseQuery(c, actionDays);
    const filters: SQL[] = [];
    const days = withinDays(staffActions.createdAt, { from, to });
    if (days) filters.push(days);
    if (q)
      filters.push(
        or(
          ilike(staffActions.targetLabel, likePattern(q)),
          ilike(users.email, likePattern(q)),
        ) as SQL,
      );
    if (action) filters.push(eq(staffActions.action, action));
    if (targetType) filters.push(eq(staffActions.targetType, targetType));
    if (targetId !== undefined) filters.push(eq(staffActions.targetId, targetId));
    const where = and(...filters);

    const format = exportFormatOf(c);
    if (format) {
      return sendExport(c, db, format, {
        list: t.list,
        fileName: t.fileName,
        filters: { q, action, target_type: targetType, target_id: targetId, from, to },
        rows: inBatches<Row>((after) =>
          actionsQuery(db)
            .where(and(where, after ? lt(staffActions.id, after.id) : undefined))
            .orderBy(desc(staffActions.id))
            .limit(EXPORT_BATCH_SIZE),
        ),
        columns: [
          { label: t.when, value: (row) => row.createdAt },
          { label: t.who, value: (row) => row.actorEmail },
          { label: t.action, value: (row) => actionLabel(row.action) },
          { label: t.target, value: (row) => row.targetLabel },
          { label: t.targetType, value: (row) => row.targetType },
          { label: t.targetId, value: (row) => row.targetId },
          { label: t.detail, value: (row) => (row.detail ? JSON.stringify(row.detail) : '') },
        ],
      });
    }
    const page = readStaffPage(c);
    const [total] = await db
      .select({ n: count() })
      .from(staffActions)
      .leftJoin(users, eq(users.id, staffActions.actorId))
      .where(where);
    const rows = await actionsQuery(db)
      .where(where)
      .orderBy(desc(staffActions.id))
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page));
    return c.json(staffPage(c, page, total?.n ?? 0, rows.map(present)));
  });

  return app;
}
