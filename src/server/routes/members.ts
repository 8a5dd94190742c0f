/**
 * A choir's members (their paths: src/lib/paths/choirs.ts, beside the choir's): the members table of the
 * my-choir page and the conductor's actions on it (spec document 2, §2, §4, §6, §7).
 *
 * GET {id}/members: a conductor of the confirmed choir (or staff) sees every membership, pending
 * ones too, with e-mail, sex and birth date; a confirmed singer sees the approved members with
 * name, city and county only; anyone else gets 403.
 *
 * POST {id}/approve-member, remove-member, make-conductor, make-member take `{ user_id }`; a
 * conductor of the confirmed choir or staff only. Each runs in a transaction that locks the
 * choir's row and checks the caller's right again under that lock, so two conductors acting at
 * once are served one after the other and the choir never loses its last conductor.
 *
 * POST {id}/approve-members and refuse-members (issue #23) take `{ user_ids }` and act on every
 * request in one transaction, all or none: one id that names no membership is a 404 and nothing
 * changes. Approving mails each member as approve-member does; refusing takes requests only.
 *
 * Each change is recorded in the choir's history (choirs/history.ts) in its transaction; a call
 * that changes nothing (approving an approved member) records nothing.
 *
 * No session cache to clear: GET /api/account/details/ reads `conductor_in` from the memberships
 * on every request, and nothing here changes the users row that the session cache keeps.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { type Context, Hono } from 'hono';
import type { Detail } from '../../lib/api/detail.ts';
import type { ChoirMember, ChoirMemberPublic, ChoirMembers } from '../../lib/api/members.ts';
import { choirMail, choirs as cm } from '../../lib/messages.ts';
import type { ChoirHistoryAction } from '../../lib/messages-choir-profile.ts';
import { memberRefSchema, membersRefSchema } from '../../lib/schemas/choir.ts';
import { type AppEnv, currentUser, type User } from '../auth.ts';
import { isBlocked } from '../blocked.ts';
import { recordHistory } from '../choirs/history.ts';
import type { Tx } from '../db/client.ts';
import { fold } from '../db/fold.ts';
import { choirs, memberships, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, badRequest, forbidden, parseJson } from '../http.ts';
import { choirOps as ops } from '../openapi/paths/choirs.ts';
import { route } from '../openapi/route.ts';
import {
  accessColumns,
  accessOf,
  idParam,
  lockChoirForConductor,
  ownMembership,
  requireConductor,
} from '../permissions.ts';
import { queueMail } from '../services/mail.ts';

/** What the members table shows of one person (a membership joined with its user). */
const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  sex: users.sex,
  city: users.city,
  county: users.county,
  birthDate: users.birthDate,
  avatar: users.avatar,
  /** Never shown: whether the approval may be mailed (blocked.ts). */
  blockedAt: users.blockedAt,
  isConductor: memberships.isConductor,
  isConfirmed: memberships.isConfirmed,
  createdAt: memberships.createdAt,
};
/** One row of memberColumns, typed by Drizzle from the columns themselves. */
type MemberRow = SelectResultFields<typeof memberColumns>;

/** A member as a fellow singer sees them (spec §6: name, city and county; no children's data). */
function toPublicMember(row: MemberRow): ChoirMemberPublic {
  return {
    id: row.userId,
    user_id: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    city: row.city,
    county: row.county,
    avatar: row.avatar,
    /** Spec §9: '1' conductor, '0' singer. */
    type: row.isConfirmed && row.isConductor ? '1' : '0',
    /** true approved, false waiting for approval. */
    status: row.isConfirmed,
  };
}

/** A member as the choir's conductors and staff see them. */
function toMember(row: MemberRow): ChoirMember {
  return {
    ...toPublicMember(row),
    email: row.email,
    sex: row.sex,
    birth_date: row.birthDate,
    /** When the membership (the request) reached the choir, ISO 8601. */
    date_joined: new Date(row.createdAt).toISOString(),
  };
}

const memberNotFound = () => new ApiError(404, { detail: cm.memberNotFound });

/** One member of the choir, or a 404. */
async function memberOf(tx: Tx, choirId: number, userId: number): Promise<MemberRow> {
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.choirId, choirId), eq(memberships.userId, userId)));
  if (!row) throw memberNotFound();
  return row;
}

/** How many approved conductors the choir has (read under the choir's row lock). */
async function conductorCount(tx: Tx, choirId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.choirId, choirId),
        eq(memberships.isConfirmed, true),
        eq(memberships.isConductor, true),
      ),
    );
  return row?.n ?? 0;
}

interface Action {
  tx: Tx;
  choir: { id: number; name: string };
  actor: User;
  target: MemberRow;
}

export function memberRoutes(deps: AppDeps) {
  const { db } = deps;

  /**
   * The shared frame of the four actions: 404/403 before the body is read, 400 for a bad
   * `user_id`, then a transaction that locks the choir, checks the caller's right again, reads the
   * member (404) and runs `act`. `act` answers the member after the change, or null when removed.
   */
  function action(act: (a: Action) => Promise<MemberRow | null>) {
    return async (c: Context<AppEnv>) => {
      const actor = currentUser(c);
      const choirId = idParam(c.req.param('id'));
      await requireConductor(db, actor, choirId);
      const { user_id: userId } = await parseJson(c, memberRefSchema);
      const member = await db.transaction(async (tx) => {
        // Two conductors acting at once see each other's changes; the right is checked again.
        const choir = await lockChoirForConductor(tx, actor, choirId);
        const target = await memberOf(tx, choirId, userId);
        return act({ tx, choir, actor, target });
      });
      return c.json(member ? toMember(member) : ({ detail: cm.memberRemoved } satisfies Detail));
    };
  }

  /** Sets the membership's flags, records the change in the choir's history, answers the member. */
  async function update(
    { tx, choir, actor, target }: Action,
    set: { isConfirmed?: boolean; isConductor?: boolean },
    action: ChoirHistoryAction,
  ): Promise<MemberRow> {
    await tx
      .update(memberships)
      .set(set)
      .where(and(eq(memberships.choirId, choir.id), eq(memberships.userId, target.userId)));
    await recordHistory(tx, {
      choirId: choir.id,
      actorId: actor.id,
      action,
      subjectId: target.userId,
    });
    return { ...target, ...set };
  }

  /** Approves a pending member and, in the same transaction, mails them the news (unless blocked). */
  async function approve(a: Action): Promise<MemberRow> {
    if (a.target.isConfirmed) return a.target; // Approved before: nothing changes, no mail.
    const member = await update(a, { isConfirmed: true }, 'approved');
    if (isBlocked(member)) return member;
    await queueMail(a.tx, [
      {
        to: member.email,
        subject: choirMail.memberApprovedSubject(a.choir.name),
        text: choirMail.memberApprovedBody(
          `${member.firstName} ${member.lastName}`.trim(),
          a.choir.name,
          `${deps.siteUrl}/cont/dashboard`,
        ),
      },
    ]);
    return member;
  }

  /**
   * The frame of the bulk actions: as action(), but `act` gets every named member (404 when one
   * is missing, before anything changes) and answers the JSON of the response.
   */
  function bulkAction(act: (a: Omit<Action, 'target'>, targets: MemberRow[]) => Promise<unknown>) {
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
          .orderBy(asc(users.sortName), asc(users.id));
        if (targets.length !== userIds.length) throw memberNotFound();
        return act({ tx, choir, actor }, targets);
      });
      return c.json(answer);
    };
  }

  const app = new Hono<AppEnv>();
  route(app, ops.members, async (c) => {
    const user = currentUser(c);
    const choirId = idParam(c.req.param('id'));
    const [row] = await db
      .select(accessColumns)
      .from(choirs)
      .leftJoin(memberships, ownMembership(user.id))
      .where(eq(choirs.id, choirId));
    const access = accessOf(choirId, row);
    const full = user.isStaff || (access.choirConfirmed && access.isConductor);
    if (!full && !(access.choirConfirmed && access.isConfirmed)) throw forbidden();
    const rows = await db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(eq(memberships.choirId, choirId), full ? undefined : eq(memberships.isConfirmed, true)),
      )
      .orderBy(
        // Conductors first, then by name, ignoring case and diacritics.
        desc(sql`${memberships.isConfirmed} and ${memberships.isConductor}`),
        asc(fold(users.lastName.getSQL())),
        asc(fold(users.firstName.getSQL())),
        asc(users.id),
      );
    return c.json((full ? rows.map(toMember) : rows.map(toPublicMember)) satisfies ChoirMembers);
  });
  route(app, ops.approveMember, action(approve));
  route(
    app,
    ops.approveMembers,
    bulkAction(async (a, targets) => {
      const approved: ChoirMember[] = [];
      for (const target of targets) approved.push(toMember(await approve({ ...a, target })));
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
  route(
    app,
    ops.removeMember,
    action(async (a) => {
      const { tx, choir, actor, target } = a;
      if (target.userId === actor.id) throw badRequest({ non_field_errors: [cm.memberSelfRemove] });
      if (target.isConfirmed && target.isConductor && (await conductorCount(tx, choir.id)) <= 1)
        throw badRequest({ non_field_errors: [cm.lastConductor] });
      await tx
        .delete(memberships)
        .where(and(eq(memberships.choirId, choir.id), eq(memberships.userId, target.userId)));
      await recordHistory(tx, {
        choirId: choir.id,
        actorId: actor.id,
        // A request not yet approved is refused; an approved member is removed.
        action: target.isConfirmed ? 'removed' : 'refused',
        subjectId: target.userId,
      });
      return null;
    }),
  );
  route(
    app,
    ops.makeConductor,
    action(async (a) => {
      if (!a.target.isConfirmed) throw badRequest({ non_field_errors: [cm.approveFirst] });
      return a.target.isConductor ? a.target : update(a, { isConductor: true }, 'made-conductor');
    }),
  );
  route(
    app,
    ops.makeMember,
    action(async (a) => {
      if (!a.target.isConductor) return a.target;
      if (a.target.isConfirmed && (await conductorCount(a.tx, a.choir.id)) <= 1)
        throw badRequest({ non_field_errors: [cm.lastConductor] });
      return update(a, { isConductor: false }, 'made-singer');
    }),
  );
  return app;
}
