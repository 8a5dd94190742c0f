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
 * once are served one after the other and the choir never loses its last conductor. The bulk
 * approve and refuse of many requests at once: members-bulk.ts.
 *
 * POST {id}/set-voice-part takes `{ user_id, voice_part }` (issue #27): the choir's own conductors
 * only, not staff who do not conduct it (a part is the conductor's musical judgement), for an
 * approved member; the part is a term of the library's voices, or null. The memberships trigger
 * of migration 0021 bumps the choir's answer lists, which show the part.
 *
 * Each change is recorded in the choir's history (choirs/history.ts) in its transaction; a call
 * that changes nothing (approving an approved member) records nothing.
 *
 * No session cache to clear: GET /api/account/details/ reads `conductor_in` from the memberships
 * on every request, and nothing here changes the users row that the session cache keeps.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Detail } from '../../lib/api/detail.ts';
import type { ChoirMembers } from '../../lib/api/members.ts';
import { choirs as cm } from '../../lib/messages.ts';
import { memberRefSchema, voicePartSchema } from '../../lib/schemas/choir.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { recordHistory } from '../choirs/history.ts';
import {
  approveMember,
  conductorCount,
  type MemberChange,
  type MemberRow,
  memberColumns,
  memberNotFound,
  toMember,
  toPublicMember,
  updateMember,
} from '../choirs/members.ts';
import type { Tx } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { answerVersions, choirs, libraryTerms, memberships, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, forbidden, parseJson } from '../http.ts';
import { keptAnswer } from '../library/kept.ts';
import { choirOps as ops } from '../openapi/paths/choirs.ts';
import { route } from '../openapi/route.ts';
import {
  accessColumns,
  accessOf,
  idParam,
  lockChoirForConductor,
  requireConductor,
} from '../permissions.ts';
import { bulkMemberRoutes } from './members-bulk.ts';

/**
 * One member of the choir, or a 404. Its account row is locked (key share) before anything is
 * changed: an account's deletion (retention/run.ts) running at the same time then comes wholly
 * before (404 here) or after (it erases what the action wrote), never a deadlock halfway.
 */
async function memberOf(tx: Tx, choirId: number, userId: number): Promise<MemberRow> {
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.choirId, choirId), eq(memberships.userId, userId)))
    .for('key share', { of: users });
  if (!row) throw memberNotFound();
  return row;
}

/** Whether `id` is a term of the library's voices (the vocabulary a part is taken from). */
async function isVoiceTerm(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: libraryTerms.id })
    .from(libraryTerms)
    .where(and(eq(libraryTerms.id, id), eq(libraryTerms.kind, 'voice')));
  return row !== undefined;
}

/** Every membership of the choir: conductors first, then by name, ignoring case and diacritics. */
const membersQuery = perDatabase((db) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.choirId, sql.placeholder('choirId')))
    .orderBy(
      desc(sql`${memberships.isConfirmed} and ${memberships.isConductor}`),
      // The stored key (users.sort_name): the sort folds no text.
      asc(users.sortName),
      asc(users.id),
    )
    .prepare('choir_members'),
);

/**
 * The caller's standing in the choir and the choir's answers version, in one statement: the
 * table is the same for every conductor of the choir (and staff; a singer gets its approved
 * rows), kept beside that version, which counts every change of what it shows (migrations 0021
 * and 0028: memberships, the members' names, e-mails, details and consents), and read again each
 * hour, as a child's consent state also moves with the clock (a 16th birthday, an expiry).
 */
const standingQuery = perDatabase((db) =>
  db
    .select({
      ...accessColumns,
      version: sql<number>`coalesce((select ${answerVersions.version} from ${answerVersions}
        where ${answerVersions.choirId} = ${choirs.id}), 0)`,
    })
    .from(choirs)
    .leftJoin(
      memberships,
      and(eq(memberships.choirId, choirs.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .where(eq(choirs.id, sql.placeholder('choirId')))
    .prepare('choir_members_standing'),
);

export function memberRoutes(deps: AppDeps) {
  const { db } = deps;

  /**
   * The shared frame of the four actions: 404/403 before the body is read, 400 for a bad
   * `user_id`, then a transaction that locks the choir, checks the caller's right again, reads the
   * member (404) and runs `act`. `act` answers the member after the change, or null when removed.
   */
  function action(act: (a: MemberChange) => Promise<MemberRow | null>) {
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

  const app = new Hono<AppEnv>();
  route(app, ops.members, async (c) => {
    const user = currentUser(c);
    const choirId = idParam(c.req.param('id'));
    const [row] = await standingQuery(db).execute({ userId: user.id, choirId });
    const access = accessOf(choirId, row);
    const full = user.isStaff || (access.choirConfirmed && access.isConductor);
    if (!full && !(access.choirConfirmed && access.isConfirmed)) throw forbidden();
    const hour = new Date().toISOString().slice(0, 13);
    const rows = await keptAnswer(db, `choir-members:${choirId}`, `${row?.version}:${hour}`, () =>
      membersQuery(db).execute({ choirId }),
    );
    return c.json(
      (full
        ? rows.map(toMember)
        : rows.filter((row) => row.isConfirmed).map(toPublicMember)) satisfies ChoirMembers,
    );
  });
  route(
    app,
    ops.approveMember,
    action((a) => approveMember(a, deps.siteUrl)),
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
      return a.target.isConductor
        ? a.target
        : updateMember(a, { isConductor: true }, 'made-conductor');
    }),
  );
  route(
    app,
    ops.makeMember,
    action(async (a) => {
      if (!a.target.isConductor) return a.target;
      if (a.target.isConfirmed && (await conductorCount(a.tx, a.choir.id)) <= 1)
        throw badRequest({ non_field_errors: [cm.lastConductor] });
      return updateMember(a, { isConductor: false }, 'made-singer');
    }),
  );
  route(app, ops.setVoicePart, async (c) => {
    const actor = currentUser(c);
    const choirId = idParam(c.req.param('id'));
    // requireConductor lets staff through; a part is set by the choir's own conductors only.
    if (!(await requireConductor(db, actor, choirId)).isConductor) throw forbidden();
    const { user_id: userId, voice_part: voicePart } = await parseJson(c, voicePartSchema);
    const member = await db.transaction(async (tx) => {
      const choir = await lockChoirForConductor(tx, actor, choirId);
      const target = await memberOf(tx, choirId, userId);
      if (!target.isConfirmed) throw badRequest({ non_field_errors: [cm.approveFirst] });
      if (voicePart !== null && !(await isVoiceTerm(tx, voicePart)))
        throw badRequest({ voice_part: [cm.voicePartInvalid] });
      if (target.voicePart === voicePart) return target;
      return updateMember({ tx, choir, actor, target }, { voicePart }, 'voice-part');
    });
    return c.json(toMember(member));
  });
  app.route('/', bulkMemberRoutes(deps));
  return app;
}
