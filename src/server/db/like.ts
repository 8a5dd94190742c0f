/** Searching text columns: the LIKE pattern and the name a person is shown by. */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from './schema.ts';

/** `%text%` for LIKE, with LIKE's own wildcards (and its escape) in the text taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** 'First Last', trimmed: a person's name as lists show it (the users table's by default). */
export const fullName = (
  first: AnyColumn = users.firstName,
  last: AnyColumn = users.lastName,
): SQL<string> => sql<string>`trim(${first} || ' ' || ${last})`;
