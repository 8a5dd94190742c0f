/**
 * An account's access, changed by staff (issue #12):
 * - POST /api/staff/people/{id}/resend-activation/ : a new activation mail, only before
 *   activation and while not blocked (409 otherwise: a blocked account receives no mail,
 *   blocked.ts).
 * - POST /api/staff/people/{id}/block/ (body `{ reason? }`) and …/unblock/ : a block ends the
 *   account's sessions at once, here and in every other server process (forgetSessions), ends its
 *   calendar feed URL and drops the mails still waiting for it. A staff member cannot block
 *   themself (409); another staff account can be blocked (docs/decisions.md).
 * Each change and its journal entry are written in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { staffPeople as t } from '../../../lib/messages-staff-people.ts';
import { blockSchema } from '../../../lib/schemas/staff-people.ts';
import { type AppEnv, currentUser, forgetSessions } from '../../auth.ts';
import { isBlocked } from '../../blocked.ts';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { dropFeedToken } from '../../events/feed.ts';
import { conflict, notFound, parseJson } from '../../http.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { sendActivation } from '../../services/activation.ts';
import { dropWaitingMail } from '../../services/outbox.ts';
import { recordStaffAction } from '../../staff/audit.ts';

/** The account for a change, locked until the transaction ends; 404 when it does not exist. */
async function lockUser(tx: Tx, id: number) {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      activatedAt: users.activatedAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!user) throw notFound();
  return user;
}

export function staffPersonAccessRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.personResendActivation, async (c) => {
    const id = idParam(c.req.param('id'));
    const actor = currentUser(c);
    const email = await db.transaction(async (tx) => {
      const user = await lockUser(tx, id);
      if (user.activatedAt) throw conflict(t.alreadyActive);
      if (isBlocked(user)) throw conflict(t.blockedNoMail);
      await sendActivation(tx, deps.siteUrl, user);
      await recordStaffAction(tx, actor.id, {
        action: 'user.resend_activation',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.email ?? undefined,
      });
      return user.email ?? '';
    });
    return c.json({ detail: t.resent(email) });
  });

  route(app, ops.personBlock, async (c) => {
    const id = idParam(c.req.param('id'));
    const actor = currentUser(c);
    const { reason } = await parseJson(c, blockSchema);
    if (id === actor.id) throw conflict(t.selfBlock);
    await db.transaction(async (tx) => {
      const user = await lockUser(tx, id);
      if (user.blockedAt) throw conflict(t.alreadyBlocked);
      await tx.update(users).set({ blockedAt: sql`now()` }).where(eq(users.id, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      // Whoever holds the feed URL or a mail not yet sent learns nothing more; an unblocked
      // account gets a new URL from the calendar page.
      await dropFeedToken(tx, id);
      if (user.email) await dropWaitingMail(tx, user.email);
      await recordStaffAction(tx, actor.id, {
        action: 'user.block',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.email ?? undefined,
        detail: reason ? { reason } : undefined,
      });
    });
    // Every process drops the sessions it kept in memory: the next request is refused.
    await forgetSessions(deps, id);
    return c.json({ detail: t.blocked });
  });

  route(app, ops.personUnblock, async (c) => {
    const id = idParam(c.req.param('id'));
    const actor = currentUser(c);
    await db.transaction(async (tx) => {
      const user = await lockUser(tx, id);
      if (!user.blockedAt) throw conflict(t.notBlocked);
      await tx.update(users).set({ blockedAt: null }).where(eq(users.id, id));
      await recordStaffAction(tx, actor.id, {
        action: 'user.unblock',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.email ?? undefined,
      });
    });
    return c.json({ detail: t.unblocked });
  });

  return app;
}
