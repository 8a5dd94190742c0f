/**
 * A back-office list of workshop sign-ups (a workshop's, or a whole session date's): newest
 * first, `?q=` on name, e-mail or phone; `?format=csv|xlsx` the whole list as a file (recorded:
 * it holds children's data).
 */
import { and, count, desc, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { StaffWorkshopSignUp } from '../../lib/api/staff-workshops.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../lib/limits.ts';
import { staffWorkshops as m } from '../../lib/messages-staff-workshops.ts';
import type { AppEnv } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { likePattern } from '../db/like.ts';
import { workshopSignUps } from '../db/schema.ts';
import { exportFormatOf, inBatches, sendExport } from './export.ts';
import { offsetOf, readSearch, readStaffPage, staffPage } from './list.ts';

/** A sign-up's columns, with the titles of its workshops by hour. */
const signUpColumns = {
  id: workshopSignUps.id,
  createdAt: workshopSignUps.createdAt,
  name: workshopSignUps.name,
  email: workshopSignUps.email,
  phone: workshopSignUps.phone,
  age: workshopSignUps.age,
  school: workshopSignUps.school,
  workplace: workshopSignUps.workplace,
  knowledge: workshopSignUps.knowledge,
  experience: workshopSignUps.experience,
  titles: sql<string[]>`array(select "w"."title" from "workshops" "w"
    where "w"."id" = any("workshop_sign_ups"."workshops") order by "w"."hour", "w"."id")`,
};

/** The sign-ups matching `where`, newest first. */
const signUpsWhere = (db: Db, where: SQL | undefined) =>
  db.select(signUpColumns).from(workshopSignUps).where(where).orderBy(desc(workshopSignUps.id));
type SignUpRow = Awaited<ReturnType<typeof signUpsWhere>>[number];

const presentSignUp = (row: SignUpRow): StaffWorkshopSignUp => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  age: row.age,
  school: row.school,
  workplace: row.workplace,
  knowledge: row.knowledge,
  experience: row.experience,
  workshops: row.titles,
});

/** The page (or the export) of the sign-ups `chosen` selects. */
export async function signUpList(
  c: Context<AppEnv>,
  db: Db,
  chosen: SQL,
  list: { name: string; fileName: string; filters: Record<string, unknown> },
) {
  const q = readSearch(c);
  const pattern = likePattern(q);
  const where = and(
    chosen,
    q
      ? or(
          ilike(workshopSignUps.name, pattern),
          ilike(workshopSignUps.email, pattern),
          ilike(workshopSignUps.phone, pattern),
        )
      : undefined,
  );
  const format = exportFormatOf(c);
  if (format) {
    const col = m.col;
    return sendExport(c, db, format, {
      list: list.name,
      fileName: list.fileName,
      filters: { ...list.filters, q },
      rows: inBatches<SignUpRow>((after) =>
        signUpsWhere(db, and(where, after ? lt(workshopSignUps.id, after.id) : undefined)).limit(
          EXPORT_BATCH_SIZE,
        ),
      ),
      columns: [
        { label: col.when, value: (row) => row.createdAt },
        { label: col.name, value: (row) => row.name },
        { label: col.email, value: (row) => row.email },
        { label: col.phone, value: (row) => row.phone },
        { label: col.age, value: (row) => row.age },
        { label: col.school, value: (row) => row.school },
        { label: col.workplace, value: (row) => row.workplace },
        { label: col.knowledge, value: (row) => row.knowledge },
        { label: col.experience, value: (row) => row.experience },
        { label: col.workshops, value: (row) => row.titles.join('; ') },
      ],
    });
  }
  const page = readStaffPage(c);
  const [total] = await db.select({ n: count() }).from(workshopSignUps).where(where);
  const rows = await signUpsWhere(db, where).limit(STAFF_PAGE_SIZE).offset(offsetOf(page));
  return c.json(staffPage(c, page, total?.n ?? 0, rows.map(presentSignUp)));
}
