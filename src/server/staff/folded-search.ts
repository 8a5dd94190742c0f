/** A back-office list's `?q=`: any part of the text, ignoring case and diacritics (src/server/db/fold.ts). */
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { fold } from '../db/fold.ts';
import { likePattern } from '../db/like.ts';

/** `?q=` in any of the columns, lower case and without diacritics on both sides. */
export const foldedSearch = (q: string, ...columns: (AnyColumn | SQL)[]) =>
  or(...columns.map((column) => sql`${fold(sql`${column}`)} like ${fold(sql`${likePattern(q)}`)}`));
