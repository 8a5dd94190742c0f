/**
 * The programme's global events for the back office (issue #12), GET
 * /api/staff/events/ pages them, `?when=upcoming` (the default: not ended yet, the soonest first) or `past`
 * (ended, the latest first), `?q=` on the title or the place. Creating, editing and deleting go
 * through the calendar's own API (/api/event/ with `cor: 0`, src/server/routes/events.ts), which
 * records each change of a global event as a staff action.
 */
import { and, asc, count, desc, gte, ilike, isNull, lt, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { STAFF_PAGE_SIZE } from '../../../lib/limits.ts';
import type { AppEnv } from '../../auth.ts';
import { likePattern } from '../../db/like.ts';
import { eventSeries, events } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { seriesOfEvent, seriesRuleColumns, toCalendarEvent } from '../../events/present.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { offsetOf, readChoice, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';

export function staffEventRoutes(deps: AppDeps) {
  const { db } = deps;

  const app = new Hono<AppEnv>();

  route(app, ops.events, async (c) => {
    const past = readChoice(c, 'when', ['upcoming', 'past'] as const) === 'past';
    const q = readSearch(c);
    const now = new Date();
    const where = and(
      isNull(events.choirId),
      past ? lt(events.endsAt, now) : gte(events.endsAt, now),
      q
        ? or(ilike(events.title, likePattern(q)), ilike(events.location, likePattern(q)))
        : undefined,
    );
    const page = readStaffPage(c);
    const [total] = await db.select({ n: count() }).from(events).where(where);
    const rows = await db
      .select({ event: events, series: seriesRuleColumns })
      .from(events)
      .leftJoin(eventSeries, seriesOfEvent)
      .where(where)
      .orderBy(
        past ? desc(events.startsAt) : asc(events.startsAt),
        past ? desc(events.id) : asc(events.id),
      )
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page));
    const results = rows.map(({ event, series }) =>
      toCalendarEvent(event, { canEdit: true, answer: null, note: null, series }),
    );
    return c.json(staffPage(c, page, total?.n ?? 0, results));
  });

  return app;
}
