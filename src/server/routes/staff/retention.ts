/**
 * The back office's retention preview (issue #26), under /api/staff/retention/: what the next run
 * will do (the same SQL the run deletes with, retention/preview.ts), one rule's items, holding an
 * item back with a reason and releasing it, running now, and the journal of past runs. Staff only
 * (requireStaff in ./index.ts); every change is journaled in the same transaction.
 */
import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RetentionRun } from '../../../lib/api/staff-retention.ts';
import { RETENTION_RUN_HOUR, STAFF_PAGE_SIZE } from '../../../lib/limits.ts';
import { RETENTION_RULES, retention as t } from '../../../lib/messages-retention.ts';
import {
  retentionHoldBodySchema,
  retentionRuleQuerySchema,
} from '../../../lib/schemas/staff-retention.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import { retentionHolds, retentionRuns, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, parseJson, parseQuery } from '../../http.ts';
import { staffRetentionOps as ops } from '../../openapi/paths/staff-retention.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { isDue, items, summary } from '../../retention/preview.ts';
import { ruleOf } from '../../retention/rules.ts';
import { runRetention } from '../../retention/run.ts';
import { bucharestDayHour } from '../../retention/schedule.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { offsetOf, readStaffPage, staffPage } from '../../staff/list.ts';

/** The next full hour that is RETENTION_RUN_HOUR in Bucharest (the next hour if today's is due). */
function nextRun(now: Date, ranToday: boolean): Date {
  const at = new Date(now);
  at.setUTCMinutes(0, 0, 0);
  for (let i = 0; i < 26; i++) {
    at.setUTCHours(at.getUTCHours() + 1);
    const { hour } = bucharestDayHour(at);
    if (hour === RETENTION_RUN_HOUR || (!ranToday && hour > RETENTION_RUN_HOUR)) return at;
  }
  return at;
}

export function staffRetentionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.preview, async (c) => {
    const now = new Date();
    const [today] = await db
      .select({ id: retentionRuns.id })
      .from(retentionRuns)
      .where(eq(retentionRuns.day, bucharestDayHour(now).day));
    return c.json({
      next_run: nextRun(now, today !== undefined).toISOString(),
      rules: await summary(db),
    });
  });

  route(app, ops.items, async (c) => {
    const { rule: key } = parseQuery(c, retentionRuleQuerySchema);
    const rule = ruleOf(key);
    if (!rule) throw badRequest({ rule: [t.badRule] });
    const page = readStaffPage(c);
    const { count: total, results } = await items(db, rule, page);
    return c.json(staffPage(c, page, total, results));
  });

  route(app, ops.hold, async (c) => {
    const body = await parseJson(c, retentionHoldBodySchema);
    const rule = ruleOf(body.rule);
    if (!rule) throw badRequest({ rule: [t.badRule] });
    const actor = currentUser(c);
    const id = await db.transaction(async (tx) => {
      if (!(await isDue(tx, rule, body.item))) throw badRequest({ item: [t.badItem] });
      const [row] = await tx
        .insert(retentionHolds)
        .values({ rule: rule.key, item: body.item, reason: body.reason, heldBy: actor.id })
        .onConflictDoNothing()
        .returning({ id: retentionHolds.id });
      if (!row) throw conflict(t.alreadyHeld);
      await recordStaffAction(tx, actor.id, {
        action: 'retention.hold',
        targetType: 'retention_hold',
        targetId: row.id,
        targetLabel: `${RETENTION_RULES[rule.key].name}: ${body.item}`,
        detail: { rule: rule.key, item: body.item, reason: body.reason },
      });
      return row.id;
    });
    return c.json({ id }, 201);
  });

  route(app, ops.release, async (c) => {
    const id = idParam(c.req.param('id'));
    const actor = currentUser(c);
    await db.transaction(async (tx) => {
      const [hold] = await tx.delete(retentionHolds).where(eq(retentionHolds.id, id)).returning();
      if (!hold) throw notFound();
      await recordStaffAction(tx, actor.id, {
        action: 'retention.release',
        targetType: 'retention_hold',
        targetId: hold.id,
        targetLabel: `${RETENTION_RULES[hold.rule as keyof typeof RETENTION_RULES]?.name ?? hold.rule}: ${hold.item}`,
        detail: { rule: hold.rule, item: hold.item },
      });
    });
    return c.body(null, 204);
  });

  route(app, ops.run, async (c) => {
    const actor = currentUser(c);
    const run = await runRetention(deps, { startedBy: actor.id });
    if (!run) throw conflict(t.runBusy);
    const counts = Object.fromEntries(Object.entries(run.rules).map(([k, r]) => [k, r.count]));
    await recordStaffAction(db, actor.id, {
      action: 'retention.run',
      targetType: 'retention_run',
      targetId: run.id,
      detail: counts,
    });
    return c.json({
      id: run.id,
      day: run.day,
      started_by: actor.email,
      runner: run.runner,
      created_at: run.createdAt.toISOString(),
      finished_at: run.finishedAt?.toISOString() ?? null,
      rules: run.rules,
    } satisfies RetentionRun);
  });

  route(app, ops.runs, async (c) => {
    const page = readStaffPage(c);
    const [total] = await db.select({ n: count() }).from(retentionRuns);
    const rows = await db
      .select({
        id: retentionRuns.id,
        day: retentionRuns.day,
        startedBy: users.email,
        runner: retentionRuns.runner,
        createdAt: retentionRuns.createdAt,
        finishedAt: retentionRuns.finishedAt,
        rules: retentionRuns.rules,
      })
      .from(retentionRuns)
      .leftJoin(users, eq(users.id, retentionRuns.startedBy))
      .orderBy(desc(retentionRuns.createdAt), desc(retentionRuns.id))
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page));
    const results: RetentionRun[] = rows.map((row) => ({
      id: row.id,
      day: row.day,
      started_by: row.startedBy,
      runner: row.runner,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      rules: row.rules,
    }));
    return c.json(staffPage(c, page, total?.n ?? 0, results));
  });

  return app;
}
