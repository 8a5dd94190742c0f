/**
 * The back office's choirs (issue #12), mounted under /api/staff/choirs by ./index.ts, behind
 * requireStaff:
 * - GET / every choir, the waiting ones first, then by name (`?status=waiting|confirmed`,
 *   `?county=`, `?q=` in the name or the city, ignoring case and diacritics), paged in the
 *   database; `?format=csv|xlsx` exports the whole filtered list.
 * - GET /{id} every field of the choir, all its members and the first page of its history.
 * - PATCH /{id} the whole choir form, as a conductor's edit (src/server/choir-edit.ts).
 * - POST /{id}/confirm and /{id}/withdraw: the choir's confirmation, with a note (optional) or
 *   a reason (required) kept in its history and mailed to each of its conductors.
 * Each change, its history entry, its mails (outbox) and its staff_actions row are written in
 * one transaction, so all are kept or none. The public choir lists see a confirmation at once:
 * a trigger on choirs.is_confirmed bumps choir_list_version (migration 0009).
 */
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffChoir, StaffChoirDetails } from '../../../lib/api/staff-choirs.ts';
import { COUNTY_CODES, countyName } from '../../../lib/counties.ts';
import { choirEditSchema } from '../../../lib/schemas/choir.ts';
import {
  CHOIR_STATUSES,
  choirConfirmSchema,
  choirWithdrawSchema,
  staffChoirs as sc,
  staffChoirMail,
} from '../../../lib/staff/choirs.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../../lib/staff/common.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import { notBlocked } from '../../blocked.ts';
import { readChoirDetails } from '../../choir-details.ts';
import { saveChoirEdit } from '../../choir-edit.ts';
import { historyPage, recordHistory } from '../../choir-history.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fold } from '../../db/fold.ts';
import { choirs, memberships, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound, parseJson } from '../../http.ts';
import { idParam } from '../../permissions.ts';
import { queueMail } from '../../services/mail.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { offsetOf, readChoice, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

// Counted per listed row through memberships_choir_idx: 25 small index reads a page.
const membersCount = sql<number>`(select count(*)::int from ${memberships} m where m.choir_id = ${choirs.id} and m.is_confirmed)`;
const conductorsCount = sql<number>`(select count(*)::int from ${memberships} m where m.choir_id = ${choirs.id} and m.is_confirmed and m.is_conductor)`;

const listColumns = {
  id: choirs.id,
  name: choirs.name,
  nameSearch: choirs.nameSearch,
  city: choirs.city,
  county: choirs.county,
  isConfirmed: choirs.isConfirmed,
  createdAt: choirs.createdAt,
  membersCount,
  conductorsCount,
};
interface Row {
  id: number;
  name: string;
  nameSearch: string;
  city: string;
  county: string;
  isConfirmed: boolean;
  createdAt: Date;
  membersCount: number;
  conductorsCount: number;
}

const present = (row: Row): StaffChoir => ({
  id: row.id,
  name: row.name,
  city: row.city,
  county: row.county,
  county_name: countyName(row.county),
  is_confirmed: row.isConfirmed,
  members_count: row.membersCount,
  conductors_count: row.conductorsCount,
  created_at: row.createdAt.toISOString(),
});

/** The list's order: waiting before confirmed, then by name (Romanian-insensitive key), then id. */
const ORDER = [asc(choirs.isConfirmed), asc(choirs.nameSearch), asc(choirs.id)];

/** The confirmed conductors of the choir, to be mailed: a blocked one gets no mail (blocked.ts). */
function conductorsOf(tx: Tx, choirId: number) {
  return tx
    .select({
      email: users.email,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.choirId, choirId),
        eq(memberships.isConfirmed, true),
        eq(memberships.isConductor, true),
        notBlocked,
      ),
    )
    .orderBy(asc(users.id));
}

async function lockChoir(tx: Tx, id: number) {
  const [choir] = await tx.select().from(choirs).where(eq(choirs.id, id)).for('update');
  if (!choir) throw notFound();
  return choir;
}

async function membersOf(db: Db, choirId: number) {
  const rows = await db
    .select({
      userId: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
      isConductor: memberships.isConductor,
      isConfirmed: memberships.isConfirmed,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.choirId, choirId))
    .orderBy(
      sql`${memberships.isConductor} and ${memberships.isConfirmed} desc`,
      sql`${memberships.isConfirmed} desc`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    );
  return rows.map((row) => ({
    user_id: row.userId,
    name: row.name,
    email: row.email,
    is_conductor: row.isConductor && row.isConfirmed,
    is_confirmed: row.isConfirmed,
    joined_at: new Date(row.joinedAt).toISOString(),
  }));
}

export function staffChoirRoutes(deps: AppDeps) {
  const { db } = deps;

  /** Confirms (to: true) or withdraws (to: false) the choir's confirmation; see the file's comment. */
  async function setConfirmed(actorId: number, id: number, to: boolean, reason: string) {
    await db.transaction(async (tx) => {
      const choir = await lockChoir(tx, id);
      if (choir.isConfirmed === to) throw conflict(to ? sc.alreadyConfirmed : sc.notConfirmed);
      await tx.update(choirs).set({ isConfirmed: to }).where(eq(choirs.id, id));
      await recordHistory(tx, {
        choirId: id,
        actorId,
        action: to ? 'confirmed' : 'withdrawn',
        reason: reason || undefined,
      });
      await recordStaffAction(tx, actorId, {
        action: to ? 'choir.confirm' : 'choir.withdraw',
        targetType: 'choir',
        targetId: id,
        targetLabel: choir.name,
        detail: reason ? { reason } : undefined,
      });
      const conductors = await conductorsOf(tx, id);
      await queueMail(
        tx,
        conductors.map((conductor) => {
          const message = {
            conductor: conductor.name,
            choir: choir.name,
            link: `${deps.siteUrl}/cont/${to ? 'corul-meu' : 'dashboard'}`,
          };
          return to
            ? {
                to: conductor.email,
                subject: staffChoirMail.confirmedSubject,
                text: staffChoirMail.confirmedBody({ ...message, note: reason }),
              }
            : {
                to: conductor.email,
                subject: staffChoirMail.withdrawnSubject,
                text: staffChoirMail.withdrawnBody({ ...message, reason }),
              };
        }),
      );
    });
  }

  async function details(c: Parameters<typeof currentUser>[0], id: number) {
    const user = currentUser(c);
    const choir = await readChoirDetails(db, user, id);
    const [row] = await db
      .select({ createdAt: choirs.createdAt })
      .from(choirs)
      .where(eq(choirs.id, id));
    const answer: StaffChoirDetails = {
      ...choir,
      created_at: (row?.createdAt ?? new Date()).toISOString(),
      members: await membersOf(db, id),
      history: await historyPage(db, id, 1),
    };
    return answer;
  }

  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      const status = readChoice(c, 'status', CHOIR_STATUSES);
      const county = readChoice(c, 'county', COUNTY_CODES);
      const q = readSearch(c);
      const filters: SQL[] = [];
      if (status) filters.push(eq(choirs.isConfirmed, status === 'confirmed'));
      if (county) filters.push(eq(choirs.county, county));
      if (q) {
        const pattern = fold(sql`${containsPattern(q)}`);
        // Each side reads its trigram index; the two bitmaps are OR-ed.
        filters.push(
          sql`(${choirs.nameSearch} like ${pattern} or ${choirs.citySearch} like ${pattern})`,
        );
      }
      const where = and(...filters);
      const query = () => db.select(listColumns).from(choirs);

      const format = exportFormatOf(c);
      if (format) {
        return sendExport(c, db, format, {
          list: sc.list,
          fileName: sc.fileName,
          filters: { status, county, q },
          rows: inBatches<Row>((after) =>
            query()
              .where(
                and(
                  where,
                  after
                    ? sql`(${choirs.isConfirmed}, ${choirs.nameSearch}, ${choirs.id}) > (${after.isConfirmed}, ${after.nameSearch}, ${after.id})`
                    : undefined,
                ),
              )
              .orderBy(...ORDER)
              .limit(EXPORT_BATCH_SIZE),
          ),
          columns: [
            { label: sc.id, value: (row) => row.id },
            { label: sc.name, value: (row) => row.name },
            { label: sc.city, value: (row) => row.city },
            { label: sc.county, value: (row) => countyName(row.county) },
            { label: sc.state, value: (row) => (row.isConfirmed ? sc.confirmed : sc.waiting) },
            { label: sc.members, value: (row) => row.membersCount },
            { label: sc.conductors, value: (row) => row.conductorsCount },
            { label: sc.createdAt, value: (row) => row.createdAt },
          ],
        });
      }
      const page = readStaffPage(c);
      const [total] = await db.select({ n: count() }).from(choirs).where(where);
      // The page's ids first, then the counts of those 25 only (not of the rows skipped).
      const pageIds = db
        .select({ id: choirs.id })
        .from(choirs)
        .where(where)
        .orderBy(...ORDER)
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page))
        .as('page_ids');
      const rows = await query()
        .innerJoin(pageIds, eq(pageIds.id, choirs.id))
        .orderBy(...ORDER);
      return c.json(staffPage(c, page, total?.n ?? 0, rows.map(present)));
    })
    .get('/:id', async (c) => c.json(await details(c, idParam(c.req.param('id')))))
    .patch('/:id', async (c) => {
      const user = currentUser(c);
      const id = idParam(c.req.param('id'));
      const body = await parseJson(c, choirEditSchema);
      const answer = await db.transaction(async (tx) => {
        const choir = await lockChoir(tx, id);
        const fields = await saveChoirEdit(tx, choir, body, user.id);
        if (fields.length > 0)
          await recordStaffAction(tx, user.id, {
            action: 'choir.edit',
            targetType: 'choir',
            targetId: id,
            // The name it has now: an edit of the name is found by its new name.
            targetLabel: body.name,
            detail: { fields },
          });
        return readChoirDetails(tx, user, id);
      });
      return c.json(answer);
    })
    .post('/:id/confirm', async (c) => {
      const id = idParam(c.req.param('id'));
      const body = await parseJson(c, choirConfirmSchema);
      await setConfirmed(currentUser(c).id, id, true, body.reason);
      return c.json(await details(c, id));
    })
    .post('/:id/withdraw', async (c) => {
      const id = idParam(c.req.param('id'));
      const body = await parseJson(c, choirWithdrawSchema);
      await setConfirmed(currentUser(c).id, id, false, body.reason);
      return c.json(await details(c, id));
    });
}
