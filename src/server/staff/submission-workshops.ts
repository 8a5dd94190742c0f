/**
 * The back office's list of the workshop sign-ups (src/server/staff/submission-form.ts), each
 * with its chosen workshops, filtered by one of them (`?workshop=`).
 */
import { arrayContains, desc, sql } from 'drizzle-orm';
import { workshopSignup as workshopTexts } from '../../lib/messages.ts';
import type { Db } from '../db/client.ts';
import { workshopSignUps } from '../db/schema.ts';
import { foldedSearch } from './folded-search.ts';
import { readId } from './list.ts';
import { defineForm, noFilters } from './submission-form.ts';

/** The chosen workshops' titles with their day and hour, in one column of the row's query. */
// Written out: drizzle leaves the columns of a one-table query unqualified, and `id` is in both.
const workshopTitles = sql<string>`(select string_agg(w.title || ' (' || to_char(s.date, 'DD.MM.YYYY') || ', ' || w.hour || ')', '; ' order by s.date, w.hour) from workshops w join workshop_sessions s on s.id = w.session_id where w.id = any(workshop_sign_ups.workshops))`;
export const workshopsForm = (db: Db) =>
  defineForm({
    table: workshopSignUps,
    id: workshopSignUps.id,
    createdAt: workshopSignUps.createdAt,
    rows: async (where, limit, offset = 0) =>
      (
        await db
          .select({ row: workshopSignUps, titles: workshopTitles })
          .from(workshopSignUps)
          .where(where)
          .orderBy(desc(workshopSignUps.id))
          .limit(limit)
          .offset(offset)
      ).map(({ row, titles }) => ({ ...row, titles: titles ?? '' })),
    search: (q) => foldedSearch(q, workshopSignUps.name, workshopSignUps.email),
    filters: (c) => {
      const workshop = readId(c, 'workshop');
      if (workshop === undefined) return noFilters();
      return {
        where: [arrayContains(workshopSignUps.workshops, [workshop])],
        applied: { workshop },
      };
    },
    row: (row) => ({
      name: row.name,
      age: row.age,
      workshops: row.titles,
      email: row.email,
      phone: row.phone,
    }),
    fields: [
      { label: workshopTexts.name, value: (row) => row.name },
      { label: workshopTexts.email, value: (row) => row.email },
      { label: workshopTexts.phone, value: (row) => row.phone },
      { label: workshopTexts.age, value: (row) => row.age },
      { label: workshopTexts.school, value: (row) => row.school },
      { label: workshopTexts.workplace, value: (row) => row.workplace },
      { label: workshopTexts.knowledge, value: (row) => row.knowledge },
      { label: workshopTexts.experience, value: (row) => row.experience },
      { label: workshopTexts.workshops, value: (row) => row.titles },
      { label: workshopTexts.agreedShort, value: (row) => row.agreed },
    ],
  });
