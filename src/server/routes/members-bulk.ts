/**
 * POST /api/choir/{id}/approve-members/ and refuse-members/ (issue #23) take `{ user_ids }` and
 * act on every request in one transaction, all or none: one id that names no membership is a 404
 * and nothing changes. Approving mails each member as approve-member does (members.ts); refusing
 * takes requests only. The same rights and the same lock as the one-member actions.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Detail } from '../../lib/api/detail.ts';
import type { ChoirMember } from '../../lib/api/members.ts';
import { choirs as cm } from '../../lib/messages.ts';
import { membersRefSchema } from '../../lib/schemas/choir.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { recordHistory } from '../choirs/history.ts';
import {
  approveMember,
  type MemberChange,
  type MemberRow,
  memberColumns,
  memberNotFound,
  toMember,
} from '../choirs/members.ts';
import { memberships, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, parseJson } from '../http.ts';
import { choirOps as ops } from '../openapi/paths/choirs.ts';
import { route } from '../openapi/route.ts';
import { idParam, lockChoirForConductor, requireConductor } from '../permissions.ts';

export function bulkMemberRoutes(deps: AppDeps) {
  const { db } = deps;

  /**
   * The frame of the bulk actions: as members.ts's action(), but `act` gets every named member
   * (404 when one is missing, before anything changes) and answers the JSON of the response.
   */
  function bulkAction(
    act: (a: Omit<MemberChange, 'target'>, targets: MemberRow[]) => Promise<unknown>,
  ) {
    return async (c: Context<AppEnv>) => {
      const actor = currentUser(c);
      const choirId = idParam(c.req.param('id'));
      await requireConductor(db, actor, choirId);
      const { user_ids: userIds } = await parseJson(c, membersRefSchema);
      const answer = await db.transaction(async (tx) => {
        const choir = await lockChoirForConductor(tx, actor, choirId);
        const targets = await tx
          .select(memberColumns)
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.choirId, choirId), inArray(memberships.userId, userIds)))
          .orderBy(asc(users.sortName), asc(users.id))
          // As memberOf (members.ts): an account deletion at the same time comes before or after.
          .for('key share', { of: users });
        if (targets.length !== userIds.length) throw memberNotFound();
        return act({ tx, choir, actor }, targets);
      });
      return c.json(answer);
    };
  }

  const app = new Hono<AppEnv>();
  route(
    app,
    ops.approveMembers,
    bulkAction(async (a, targets) => {
      const approved: ChoirMember[] = [];
      for (const target of targets)
        approved.push(toMember(await approveMember({ ...a, target }, deps.siteUrl)));
      return approved;
    }),
  );
  route(
    app,
    ops.refuseMembers,
    bulkAction(async ({ tx, choir, actor }, targets) => {
      const member = targets.find((target) => target.isConfirmed);
      if (member)
        throw badRequest({
          non_field_errors: [cm.notPending(`${member.firstName} ${member.lastName}`.trim())],
        });
      const ids = targets.map((target) => target.userId);
      await tx
        .delete(memberships)
        .where(and(eq(memberships.choirId, choir.id), inArray(memberships.userId, ids)));
      for (const subjectId of ids)
        await recordHistory(tx, {
          choirId: choir.id,
          actorId: actor.id,
          action: 'refused',
          subjectId,
        });
      return { detail: cm.requestsRefused(ids.length) } satisfies Detail;
    }),
  );
  return app;
}
