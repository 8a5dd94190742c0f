/**
 * The back office's members list (issue #12): GET /api/staff/people/members/, one row per
 * membership (member, choir, county, role, approved, joined) by `?county=`, `?choir_id=`,
 * `?role=`, ordered by choir then member, paged by key (src/server/staff/keyset.ts); `?format=csv|xlsx` streams the whole list in keyset
 * batches (src/server/staff/memberships.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { MEMBER_ROLES } from '../../../lib/api/staff-people.ts';
import { COUNTY_CODES, countyName } from '../../../lib/counties.ts';
import { EXPORT_BATCH_SIZE } from '../../../lib/limits.ts';
import { staffPeople as t } from '../../../lib/messages-staff-people.ts';
import type { AppEnv } from '../../auth.ts';
import { choirs, memberships, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { keysetPage } from '../../staff/keyset.ts';
import { readChoice, readId } from '../../staff/list.ts';
import {
  type MemberRow,
  memberOrder,
  membersAfter,
  membersQuery,
  presentMember,
} from '../../staff/memberships.ts';

export function staffMembersListRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.members, async (c) => {
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
          membersQuery(db)
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
    const counted = db
      .select({ one: sql`1` })
      .from(memberships)
      .innerJoin(choirs, eq(choirs.id, memberships.choirId))
      .where(where)
      .$dynamic();
    return c.json(
      await keysetPage(c, db, {
        keyset: {
          columns: [choirs.nameSearch, choirs.id, users.nameSearch, users.id],
          key: (row) => [row.choirSort, row.choirId, row.userSort, row.userId],
        },
        rows: (after, order, limit, offset) =>
          membersQuery(db)
            .where(and(where, after))
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        counted,
        present: presentMember,
      }),
    );
  });

  return app;
}
