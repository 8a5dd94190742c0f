/**
 * Statements prepared once per database (drizzle's `.prepare(name)` with placeholders): the SQL
 * text is built once rather than at every request (a tenth of a light request's CPU), and on
 * PostgreSQL each pooled connection parses it once and may keep its plan. Only for queries whose
 * best plan does not depend on the values (lookups by id): PostgreSQL may settle on one generic
 * plan for every value (choirs/page.ts writes its text search so that any value suits the plan).
 * Each name must be unique.
 */
import type { Db } from './client.ts';

export function perDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
