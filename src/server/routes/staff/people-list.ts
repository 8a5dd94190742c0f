/**
 * The back office's people list (issue #12): GET /api/staff/people/, accounts found by `?q=`,
 * `?state=`, `?role=`, `?county=` (src/server/staff/people.ts), ordered by name, paged by key
 * (src/server/staff/keyset.ts);
 * `?format=csv|xlsx` exports the same list.
 */
import { and, asc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { PERSON_ROLES, PERSON_STATES } from '../../../lib/api/staff-people.ts';
import { COUNTY_CODES } from '../../../lib/counties.ts';
import { EXPORT_BATCH_SIZE } from '../../../lib/limits.ts';
import { staffPeople as t } from '../../../lib/messages-staff-people.ts';
import type { AppEnv } from '../../auth.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { keysetPage } from '../../staff/keyset.ts';
import { readChoice, readSearch } from '../../staff/list.ts';
import {
  type PersonRow,
  peopleWhere,
  personColumns,
  presentPerson,
  stateOf,
} from '../../staff/people.ts';

export function staffPeopleListRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.people, async (c) => {
    const filters = {
      q: readSearch(c),
      state: readChoice(c, 'state', PERSON_STATES),
      role: readChoice(c, 'role', PERSON_ROLES),
      county: readChoice(c, 'county', COUNTY_CODES),
    };
    const where = peopleWhere(db, filters);

    const format = exportFormatOf(c);
    if (format) {
      return sendExport(c, db, format, {
        list: t.list,
        fileName: t.fileName,
        filters,
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
    return c.json(
      await keysetPage(c, db, {
        keyset: { columns: [users.nameSearch, users.id], key: (row) => [row.nameSearch, row.id] },
        rows: (after, order, limit, offset) =>
          db
            .select(personColumns)
            .from(users)
            .where(and(where, after))
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        counted: db.select({ one: sql`1` }).from(users).where(where).$dynamic(),
        present: presentPerson,
      }),
    );
  });

  return app;
}
