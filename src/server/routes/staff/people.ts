/**
 * The back office: people (issue #12). Mounted under /api/staff/people by ./index.ts, behind
 * requireStaff.
 *
 * - GET / : accounts found by `?q=` (every word in the name or the e-mail, without case or
 *   diacritics: the trigram index of users.search), `?state=`, `?role=`, `?county=` (members of a
 *   choir in that county), ordered by name; `?format=csv|xlsx` exports the same list.
 * - GET /members/ : one row per membership (member, choir, county, role, approved, joined), by
 *   `?county=`, `?choir_id=`, `?role=`, ordered by choir then member; `?format=csv|xlsx` streams
 *   the whole list in keyset batches (84,000 rows in constant memory).
 * - GET /{id}/ : the account (never its password hash), its choirs and sessions.
 * - POST /{id}/resend-activation/ : a new activation mail, only before activation and while not
 *   blocked (409 otherwise: a blocked account receives no mail, blocked.ts).
 * - POST /{id}/block/ (body `{ reason? }`) and /{id}/unblock/ : a block ends the account's
 *   sessions at once, here and in every other server process (forgetSessions), ends its calendar
 *   feed URL and drops the mails still waiting for it. A staff member cannot block themself
 *   (409); another staff account can be blocked (docs/decisions.md).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  StaffMember,
  StaffPerson,
  StaffPersonDetail,
  StaffPersonMembership,
} from '../../../lib/api/staff-people.ts';
import { COUNTIES, countyName } from '../../../lib/counties.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../../lib/staff/common.ts';
import {
  blockSchema,
  MEMBER_ROLES,
  PERSON_ROLES,
  PERSON_STATES,
  type PersonState,
  staffPeople as t,
} from '../../../lib/staff/people.ts';
import { type AppEnv, currentUser, forgetSessions } from '../../auth.ts';
import { isBlocked } from '../../blocked.ts';
import type { Tx } from '../../db/client.ts';
import { fold } from '../../db/fold.ts';
import { choirs, memberships, sessions, staffActions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { dropFeedToken } from '../../events/feed.ts';
import { conflict, notFound, parseJson } from '../../http.ts';
import { idParam } from '../../permissions.ts';
import { sendActivation } from '../../services/activation.ts';
import { dropWaitingMail } from '../../services/mail.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import {
  offsetOf,
  readChoice,
  readId,
  readSearch,
  readStaffPage,
  staffPage,
} from '../../staff/list.ts';

const COUNTY_CODES = COUNTIES.map((county) => county.code);
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const stateOf = (user: { activatedAt: Date | null; blockedAt: Date | null }): PersonState =>
  isBlocked(user) ? 'blocked' : user.activatedAt ? 'active' : 'inactive';

export function staffPeopleRoutes(deps: AppDeps) {
  const { db } = deps;

  // ---- The people list ----
  const personColumns = {
    id: users.id,
    name: fullName,
    email: users.email,
    activatedAt: users.activatedAt,
    blockedAt: users.blockedAt,
    isStaff: users.isStaff,
    choirsCount: sql<number>`(select count(*)::int from ${memberships} where ${memberships.userId} = ${users.id})`,
    createdAt: users.createdAt,
    nameSearch: users.nameSearch,
  };
  type PersonRow = {
    id: number;
    name: string;
    email: string;
    activatedAt: Date | null;
    blockedAt: Date | null;
    isStaff: boolean;
    choirsCount: number;
    createdAt: Date;
    nameSearch: string;
  };
  const presentPerson = (row: PersonRow): StaffPerson => ({
    id: row.id,
    name: row.name,
    email: row.email,
    state: stateOf(row),
    is_staff: row.isStaff,
    choirs_count: row.choirsCount,
    created_at: row.createdAt.toISOString(),
  });
  const membershipWhere = (...conditions: SQL[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(memberships)
        .where(and(eq(memberships.userId, users.id), ...conditions)),
    );

  // ---- The members list: one row per membership ----
  const memberColumns = {
    userId: users.id,
    name: fullName,
    email: users.email,
    phone: users.phone,
    userSort: users.nameSearch,
    choirId: choirs.id,
    choirName: choirs.name,
    choirSort: choirs.nameSearch,
    county: choirs.county,
    city: choirs.city,
    isConductor: memberships.isConductor,
    isConfirmed: memberships.isConfirmed,
    joinedAt: memberships.createdAt,
  };
  type MemberRow = {
    userId: number;
    name: string;
    email: string;
    phone: string;
    userSort: string;
    choirId: number;
    choirName: string;
    choirSort: string;
    county: string;
    city: string;
    isConductor: boolean;
    isConfirmed: boolean;
    joinedAt: Date;
  };
  const presentMembership = (row: MemberRow): StaffPersonMembership => ({
    choir_id: row.choirId,
    choir_name: row.choirName,
    county: row.county,
    county_name: countyName(row.county),
    city: row.city,
    is_conductor: row.isConductor,
    is_confirmed: row.isConfirmed,
    joined_at: row.joinedAt.toISOString(),
  });
  const presentMember = (row: MemberRow): StaffMember => ({
    user_id: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ...presentMembership(row),
  });
  const membersQuery = () =>
    db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(choirs, eq(choirs.id, memberships.choirId));
  /** The members list's order: by choir, then by member. */
  const memberOrder = [
    asc(choirs.nameSearch),
    asc(choirs.id),
    asc(users.nameSearch),
    asc(users.id),
  ] as const;
  /** The rows after `after` in memberOrder; the first condition lets the choirs' index start there. */
  const membersAfter = (after: MemberRow) =>
    and(
      sql`${choirs.nameSearch} >= ${after.choirSort}`,
      sql`(${choirs.nameSearch}, ${choirs.id}, ${users.nameSearch}, ${users.id}) > (${after.choirSort}, ${after.choirId}, ${after.userSort}, ${after.userId})`,
    );

  /** The account for a change, locked until the transaction ends; 404 when it does not exist. */
  const lockUser = async (tx: Tx, id: number) => {
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
  };

  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const q = readSearch(c);
      const state = readChoice(c, 'state', PERSON_STATES);
      const role = readChoice(c, 'role', PERSON_ROLES);
      const county = readChoice(c, 'county', COUNTY_CODES);
      const filters: SQL[] = [];
      for (const word of q.split(/\s+/).filter(Boolean))
        filters.push(sql`${users.search} like ${fold(sql`${likePattern(word)}`)}`);
      if (state === 'blocked') filters.push(isNotNull(users.blockedAt));
      if (state === 'active') filters.push(isNotNull(users.activatedAt), isNull(users.blockedAt));
      if (state === 'inactive') filters.push(isNull(users.activatedAt), isNull(users.blockedAt));
      if (role === 'staff') filters.push(eq(users.isStaff, true));
      if (role === 'none') filters.push(not(membershipWhere()));
      // A role and a county ask for one membership: a conductor of a choir in that county. Read as
      // the set of such members (a semi-join from the county's choirs), not tested user by user.
      const membership: SQL[] = [];
      if (role === 'conductor') membership.push(eq(memberships.isConductor, true));
      if (role === 'singer') membership.push(eq(memberships.isConductor, false));
      if (county) membership.push(eq(choirs.county, county));
      if (membership.length > 0)
        filters.push(
          inArray(
            users.id,
            db
              .select({ id: memberships.userId })
              .from(memberships)
              .innerJoin(choirs, eq(choirs.id, memberships.choirId))
              .where(and(...membership)),
          ),
        );
      const where = and(...filters);

      const format = exportFormatOf(c);
      if (format) {
        return sendExport(c, db, format, {
          list: t.list,
          fileName: t.fileName,
          filters: { q, state, role, county },
          rows: inBatches<PersonRow>((after) =>
            db
              .select(personColumns)
              .from(users)
              .where(
                and(
                  where,
                  after
                    ? sql`(${users.nameSearch}, ${users.id}) > (${after.nameSearch}, ${after.id})`
                    : undefined,
                ),
              )
              .orderBy(asc(users.nameSearch), asc(users.id))
              .limit(EXPORT_BATCH_SIZE),
          ),
          columns: [
            { label: t.id, value: (row) => row.id },
            { label: t.name, value: (row) => row.name },
            { label: t.email, value: (row) => row.email },
            { label: t.state, value: (row) => t.stateLabels[stateOf(row)] },
            { label: t.staffBadge, value: (row) => row.isStaff },
            { label: t.choirs, value: (row) => row.choirsCount },
            { label: t.createdAt, value: (row) => row.createdAt },
          ],
        });
      }
      const page = readStaffPage(c);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select(personColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.nameSearch), asc(users.id))
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows.map(presentPerson)));
    })

    .get('/members', async (c) => {
      const county = readChoice(c, 'county', COUNTY_CODES);
      const choirId = readId(c, 'choir_id');
      const role = readChoice(c, 'role', MEMBER_ROLES);
      const where = and(
        county ? eq(choirs.county, county) : undefined,
        choirId !== undefined ? eq(memberships.choirId, choirId) : undefined,
        role ? eq(memberships.isConductor, role === 'conductor') : undefined,
      );
      const format = exportFormatOf(c);
      if (format) {
        const place = county ? `-${county.toLowerCase()}` : '';
        return sendExport(c, db, format, {
          list: t.membersList,
          fileName: `${t.membersFileName}${place}`,
          filters: { county, choir_id: choirId, role },
          rows: inBatches<MemberRow>((after) =>
            membersQuery()
              .where(and(where, after ? membersAfter(after) : undefined))
              .orderBy(...memberOrder)
              .limit(EXPORT_BATCH_SIZE),
          ),
          columns: [
            { label: t.memberName, value: (row) => row.name },
            { label: t.email, value: (row) => row.email },
            { label: t.phone, value: (row) => row.phone },
            { label: t.choir, value: (row) => row.choirName },
            { label: t.county, value: (row) => countyName(row.county) },
            { label: t.place, value: (row) => row.city },
            { label: t.memberRole, value: (row) => (row.isConductor ? t.conductor : t.singer) },
            { label: t.confirmed, value: (row) => row.isConfirmed },
            { label: t.joinedAt, value: (row) => row.joinedAt },
          ],
        });
      }
      const page = readStaffPage(c);
      const [total] = await db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(choirs, eq(choirs.id, memberships.choirId))
        .where(where);
      const rows = await membersQuery()
        .where(where)
        .orderBy(...memberOrder)
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows.map(presentMember)));
    })

    .get('/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const [user] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          name: fullName,
          email: users.email,
          phone: users.phone,
          county: users.county,
          city: users.city,
          isStaff: users.isStaff,
          createdAt: users.createdAt,
          activatedAt: users.activatedAt,
          blockedAt: users.blockedAt,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!user) throw notFound();
      const rows = await membersQuery()
        .where(eq(memberships.userId, id))
        .orderBy(desc(memberships.isConductor), asc(choirs.nameSearch), asc(choirs.id));
      const [sessionFacts] = await db
        .select({
          open: sql<number>`(count(*) filter (where ${sessions.expiresAt} > now()))::int`,
          last: sql<Date | null>`max(${sessions.createdAt})`.mapWith(sessions.createdAt),
        })
        .from(sessions)
        .where(eq(sessions.userId, id));
      let blockReason: string | null = null;
      if (user.blockedAt) {
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
        blockReason = typeof reason === 'string' ? reason : '';
      }
      const answer: StaffPersonDetail = {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        name: user.name,
        email: user.email,
        phone: user.phone,
        county: user.county,
        city: user.city,
        state: stateOf(user),
        is_staff: user.isStaff,
        created_at: user.createdAt.toISOString(),
        activated_at: user.activatedAt?.toISOString() ?? null,
        blocked_at: user.blockedAt?.toISOString() ?? null,
        block_reason: blockReason,
        open_sessions: sessionFacts?.open ?? 0,
        last_login_at: sessionFacts?.last?.toISOString() ?? null,
        memberships: rows.map(presentMembership),
      };
      return c.json(answer);
    })

    .post('/:id/resend-activation', async (c) => {
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
          targetLabel: user.email,
        });
        return user.email;
      });
      return c.json({ detail: t.resent(email) });
    })

    .post('/:id/block', async (c) => {
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
        await dropWaitingMail(tx, user.email);
        await recordStaffAction(tx, actor.id, {
          action: 'user.block',
          targetType: 'user',
          targetId: user.id,
          targetLabel: user.email,
          detail: reason ? { reason } : undefined,
        });
      });
      // Every process drops the sessions it kept in memory: the next request is refused.
      await forgetSessions(deps, id);
      return c.json({ detail: t.blocked });
    })

    .post('/:id/unblock', async (c) => {
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
          targetLabel: user.email,
        });
      });
      return c.json({ detail: t.unblocked });
    });
}
