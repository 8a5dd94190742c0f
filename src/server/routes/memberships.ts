/**
 * Joining and leaving choirs (their paths: src/lib/paths/account.ts, beside the account's):
 * POST join_choir creates a pending membership and tells the choir's conductors;
 * POST remove_choir leaves. Both take `{ choir: id }` and answer the choir as listed; both record
 * the change in the choir's history.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { JOIN_MAILS_PER_DAY, MAX_UNCONFIRMED_MEMBERSHIPS } from '../../lib/limits.ts';
import { choirMail, choirs as cm } from '../../lib/messages.ts';
import { choirRefSchema } from '../../lib/schemas/choir.ts';
import { type AppEnv, currentUser, type User } from '../auth.ts';
import { notBlocked } from '../blocked.ts';
import { recordHistory } from '../choirs/history.ts';
import { toListed } from '../choirs/list.ts';
import type { Tx } from '../db/client.ts';
import { choirs, memberships, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, notFound, parseJson } from '../http.ts';
import { accountOps as ops } from '../openapi/paths/account.ts';
import { route } from '../openapi/route.ts';
import { queueMail, staffAddresses } from '../services/outbox.ts';
import { DAY_SECONDS, hit } from '../services/rate-limit.ts';

type Choir = typeof choirs.$inferSelect;

export function membershipRoutes(deps: AppDeps) {
  const { db } = deps;

  /**
   * The choir's conductors learn of the request; a choir without a conductor (or whose conductors
   * are all blocked: none could answer), the staff. Queued in the join's transaction: the request
   * and its mails are kept together or not at all.
   */
  async function announceRequest(tx: Tx, choir: Choir, member: User) {
    // Joining, leaving and joining again does not flood the conductors' mailboxes.
    if (await hit(tx, `join-mail:${member.id}:${choir.id}`, JOIN_MAILS_PER_DAY, DAY_SECONDS))
      return;
    const name = `${member.firstName} ${member.lastName}`;
    const conductors = await tx
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.choirId, choir.id),
          eq(memberships.isConductor, true),
          eq(memberships.isConfirmed, true),
          notBlocked,
        ),
      );
    const subject = choirMail.joinRequestSubject(choir.name);
    const link = `${deps.siteUrl}/cont/corul-meu?members=pending`;
    const [to, text] =
      conductors.length > 0
        ? [conductors.map((row) => row.email), choirMail.joinRequestBody(name, choir.name, link)]
        : [await staffAddresses(tx), choirMail.joinRequestNoConductorBody(name, choir.name)];
    await queueMail(
      tx,
      to.map((address) => ({ to: address, subject, text })),
    );
  }

  const app = new Hono<AppEnv>();
  route(app, ops.joinChoir, async (c) => {
    const user = currentUser(c);
    const { choir: choirId } = await parseJson(c, choirRefSchema);
    const outcome = await db.transaction(async (tx) => {
      // Locks the user's row: two joins of the same user run one after the other, so the
      // count below cannot be passed by a concurrent request.
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
      const [choir] = await tx.select().from(choirs).where(eq(choirs.id, choirId));
      if (!choir) throw notFound();
      const [existing] = await tx
        .select({ isConfirmed: memberships.isConfirmed })
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.choirId, choirId)));
      if (existing) return { choir, membership: existing };
      const [pending] = await tx
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.isConfirmed, false)));
      // Spec §4: blocked when the user already has more than 2 unconfirmed memberships.
      if ((pending?.n ?? 0) > MAX_UNCONFIRMED_MEMBERSHIPS)
        throw badRequest({ non_field_errors: [cm.joinLimit] });
      await tx.insert(memberships).values({ userId: user.id, choirId, isConfirmed: false });
      await recordHistory(tx, {
        choirId,
        actorId: user.id,
        action: 'joined',
        subjectId: user.id,
      });
      await announceRequest(tx, choir, user);
      return { choir, membership: { isConfirmed: false } };
    });
    return c.json(toListed(outcome.choir, outcome.membership));
  });
  route(app, ops.removeChoir, async (c) => {
    const user = currentUser(c);
    const { choir: choirId } = await parseJson(c, choirRefSchema);
    const choir = await db.transaction(async (tx) => {
      // Locks the choir's row: two conductors leaving at once see each other's departure.
      const [choir] = await tx.select().from(choirs).where(eq(choirs.id, choirId)).for('update');
      if (!choir) throw notFound();
      const [left] = await tx
        .delete(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.choirId, choirId)))
        .returning({ isConductor: memberships.isConductor });
      if (left)
        await recordHistory(tx, {
          choirId,
          actorId: user.id,
          action: 'left',
          subjectId: user.id,
        });
      if (!left?.isConductor) return choir;
      const [rest] = await tx
        .select({
          members: count(),
          conductors: sql<number>`count(*) filter (where ${memberships.isConductor})::int`,
        })
        .from(memberships)
        .where(eq(memberships.choirId, choirId));
      // The last conductor left members behind: the staff must name a new one.
      if ((rest?.members ?? 0) > 0 && rest?.conductors === 0) {
        const subject = choirMail.noConductorSubject(choir.name);
        const text = choirMail.noConductorBody(`${user.firstName} ${user.lastName}`, choir.name);
        const staff = await staffAddresses(tx);
        await queueMail(
          tx,
          staff.map((to) => ({ to, subject, text })),
        );
      }
      return choir;
    });
    return c.json(toListed(choir, null));
  });
  return app;
}
