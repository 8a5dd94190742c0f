/**
 * An account in the back office (issue #12): GET /api/staff/people/{id}/, its profile and state
 * (never its password hash), its choirs (conductor roles first), its sessions, and the reason of
 * its block while blocked (kept in the journal, `user.block`).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffPersonDetail } from '../../../lib/api/staff-people.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import { memberConsent } from '../../choirs/members.ts';
import { consentStateSql, withheldSql } from '../../consents/state.ts';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/like.ts';
import { choirs, memberships, sessions, staffActions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { membersQuery, presentMembership } from '../../staff/memberships.ts';
import { stateOf } from '../../staff/people.ts';

/** The reason of the account's latest block ('' for none given). */
async function blockReasonOf(db: Db, id: number) {
  const [block] = await db
    .select({ detail: staffActions.detail })
    .from(staffActions)
    .where(
      and(
        eq(staffActions.targetType, 'user'),
        eq(staffActions.targetId, id),
        eq(staffActions.action, 'user.block'),
      ),
    )
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(1);
  const reason = block?.detail?.reason;
  return typeof reason === 'string' ? reason : '';
}

export function staffPersonRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.person, async (c) => {
    const id = idParam(c.req.param('id'));
    const [user] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        name: fullName(),
        email: users.email,
        phone: users.phone,
        county: users.county,
        city: users.city,
        isStaff: users.isStaff,
        createdAt: users.createdAt,
        activatedAt: users.activatedAt,
        blockedAt: users.blockedAt,
        consentState: consentStateSql(),
        withheld: withheldSql(),
      })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw notFound();
    const rows = await membersQuery(db)
      .where(eq(memberships.userId, id))
      .orderBy(desc(memberships.isConductor), asc(choirs.nameSearch), asc(choirs.id));
    const [sessionFacts] = await db
      .select({
        open: sql<number>`(count(*) filter (where ${sessions.expiresAt} > now()))::int`,
        last: sql<Date | null>`max(${sessions.createdAt})`.mapWith(sessions.createdAt),
      })
      .from(sessions)
      .where(eq(sessions.userId, id));
    const answer: StaffPersonDetail = {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      name: user.name,
      email: user.email ?? '',
      phone: user.phone,
      county: user.county,
      city: user.city,
      state: stateOf(user),
      is_staff: user.isStaff,
      created_at: user.createdAt.toISOString(),
      activated_at: user.activatedAt?.toISOString() ?? null,
      blocked_at: user.blockedAt?.toISOString() ?? null,
      block_reason: user.blockedAt ? await blockReasonOf(db, id) : null,
      open_sessions: sessionFacts?.open ?? 0,
      last_login_at: sessionFacts?.last?.toISOString() ?? null,
      memberships: rows.map(presentMembership),
      consent: memberConsent(user),
    };
    // A staff member's read of a child's consent is journalled (issue #25).
    if (answer.consent) {
      await recordStaffAction(db, currentUser(c).id, {
        action: 'consent.read',
        targetType: 'user',
        targetId: id,
        targetLabel: user.email ?? `${user.firstName} ${user.lastName}`,
      });
    }
    return c.json(answer);
  });

  return app;
}
