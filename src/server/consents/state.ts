/**
 * A child's consent state (issue #25), computed in this one place from the birth date and the
 * child's newest linked consent, never stored: withdrawal takes effect with its own row's update
 * and expiry needs no job. Every list, check and export selects these expressions, so a members
 * table of any size costs one index read per child, in the same query.
 *
 * States: 'adult' (no parental consent needed: CHILD_CONSENT_AGE or older, or no birth date yet),
 * 'valid', 'missing' (none signed for the child), 'withdrawn', 'expired' (CONSENT_VALID_YEARS).
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CHILD_CONSENT_AGE, CONSENT_VALID_YEARS } from '../../lib/limits.ts';
import { consents, users } from '../db/schema.ts';

export const CONSENT_STATES = ['adult', 'valid', 'missing', 'withdrawn', 'expired'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

const validFor = sql.raw(`interval '${CONSENT_VALID_YEARS} years'`);

/** When a consent (a `consents` row in the query) expires: CONSENT_VALID_YEARS after signing. */
export const consentExpirySql = sql<Date>`${consents.signedAt} + ${validFor}`;

/**
 * The state of one consent (a `consents` row in the query): 'withdrawn', 'expired' or 'valid'.
 * A child's state below is this, read from the child's newest consent; the back office's list of
 * consents shows it for each row.
 */
export const consentRowStateSql = sql<
  Exclude<ConsentState, 'adult' | 'missing'>
>`case when ${consents.withdrawnAt} is not null then 'withdrawn' when ${consentExpirySql} <= now() then 'expired' else 'valid' end`;

/** The child's newest consent: one index read (consents_child_idx). */
const newest = (userId: AnyPgColumn | SQL) =>
  sql`from ${consents} where ${consents.childUserId} = ${userId} order by ${consents.signedAt} desc limit 1`;

/** Today in Bucharest, read by the database at each run (prepared statements included). */
export const todayInBucharestSql = sql`(now() at time zone 'Europe/Bucharest')::date`;

/**
 * The last birth date of an adult on `today` (a date): the SQL twin of childCutoff() in
 * src/lib/dates.ts, which tests/unit/child-consent-age.test.ts holds equal to it day by day.
 */
export const childCutoffSql = (today: SQLWrapper = todayInBucharestSql) =>
  sql`(${today} - ${sql.raw(`interval '${CHILD_CONSENT_AGE} years'`)})::date`;

/**
 * The state of the user whose id and birth date are these columns (of `users` in the query, by
 * default), on `today` (the database's today in Bucharest; a test passes its own day).
 */
export function consentStateSql(
  today: SQLWrapper = todayInBucharestSql,
  userId: AnyPgColumn | SQL = users.id,
  birthDate: AnyPgColumn | SQL = users.birthDate,
): SQL<ConsentState> {
  return sql<ConsentState>`case when ${birthDate} is null or ${birthDate} <= ${childCutoffSql(today)} then 'adult' else coalesce((select ${consentRowStateSql} ${newest(userId)}), 'missing') end`;
}

/** The optional purposes withdrawn from the child's newest consent ('{}' without one). */
export function withheldSql(userId: AnyPgColumn | SQL = users.id): SQL<string[]> {
  return sql<string[]>`coalesce((select ${consents.withheld} ${newest(userId)}), '{}'::text[])`;
}

/** True when the state lets the member take part: an adult, or a child with a valid consent. */
export const takesPart = (state: ConsentState) => state === 'adult' || state === 'valid';

/** SQL true when the user's membership counts (not suspended for want of a valid consent). */
export const takesPartSql = (userId?: AnyPgColumn | SQL, birthDate?: AnyPgColumn | SQL) =>
  sql<boolean>`(${consentStateSql(undefined, userId, birthDate)} in ('adult', 'valid'))`;
