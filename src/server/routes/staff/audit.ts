/**
 * The journal of staff actions (issue #12): GET /api/staff/audit/, newest first, filtered by
 * `?q=` (the target's label or the staff member's e-mail), `?action=`, `?target_type=` and
 * `?target_id=`; `?format=csv|xlsx` exports it (itself an action of the journal).
 */
import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffAction } from '../../../lib/api/staff-audit.ts';
import { actionLabel } from '../../../lib/staff/actions.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../../lib/staff/common.ts';
import type { AppEnv } from '../../auth.ts';
import { staffActions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { offsetOf, readId, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export function staffAuditRoutes(deps: AppDeps) {
  const { db } = deps;
  const columns = {
    id: staffActions.id,
    createdAt: staffActions.createdAt,
    actorId: users.id,
    actorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    actorEmail: users.email,
    action: staffActions.action,
    targetType: staffActions.targetType,
    targetId: staffActions.targetId,
    targetLabel: staffActions.targetLabel,
    detail: staffActions.detail,
  };
  interface Row {
    id: number;
    createdAt: Date;
    actorId: number | null;
    actorName: string;
    actorEmail: string | null;
    action: string;
    targetType: string;
    targetId: number | null;
    targetLabel: string;
    detail: Record<string, unknown> | null;
  }
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

  return new Hono<AppEnv>({ strict: false }).get('/', async (c) => {
    const q = readSearch(c);
    const action = c.req.query('action') || undefined;
    const targetType = c.req.query('target_type') || undefined;
    const targetId = readId(c, 'target_id');
    const filters: SQL[] = [];
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
    const query = () =>
      db.select(columns).from(staffActions).leftJoin(users, eq(users.id, staffActions.actorId));

    const format = exportFormatOf(c);
    if (format) {
      return sendExport(c, db, format, {
        list: 'Jurnalul acțiunilor',
        fileName: 'jurnal-actiuni',
        filters: { q, action, target_type: targetType, target_id: targetId },
        rows: inBatches<Row>((after) =>
          query()
            .where(and(where, after ? lt(staffActions.id, after.id) : undefined))
            .orderBy(desc(staffActions.id))
            .limit(EXPORT_BATCH_SIZE),
        ),
        columns: [
          { label: 'Data', value: (row) => row.createdAt },
          { label: 'Cine', value: (row) => row.actorEmail },
          { label: 'Acțiunea', value: (row) => actionLabel(row.action) },
          { label: 'Asupra', value: (row) => row.targetLabel },
          { label: 'Tipul', value: (row) => row.targetType },
          { label: 'Id', value: (row) => row.targetId },
          { label: 'Detalii', value: (row) => (row.detail ? JSON.stringify(row.detail) : '') },
        ],
      });
    }
    const page = readStaffPage(c);
    const [total] = await db
      .select({ n: count() })
      .from(staffActions)
      .leftJoin(users, eq(users.id, staffActions.actorId))
      .where(where);
    const rows = await query()
      .where(where)
      .orderBy(desc(staffActions.id))
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page));
    return c.json(staffPage(c, page, total?.n ?? 0, rows.map(present)));
  });
}
