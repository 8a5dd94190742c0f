/**
 * The retention rules (issue #26): for each, the SQL that says which rows are due, written once.
 * The back office's preview (preview.ts) selects with it and the job (run.ts) deletes with it, so
 * what a run deletes is exactly what the preview listed then, less the held items. Each rule names
 * its table and, as SQL over that table's row:
 * - `item`: the item's key as text (its id; 'user-choir' for a request to join),
 * - `label`: what the back office shows of it (an e-mail, a name),
 * - `since`: the moment its period is counted from,
 * - `due`: the condition of being past its period (its constant of RETENTION, limits.ts),
 * - `skip` (accounts): why it must stay although due, or null: the last conductor of a choir.
 * Periods and reasons: docs/decisions.md, "Retention rules (issue #26)".
 */
import { type SQL, sql } from 'drizzle-orm';
import { RETENTION } from '../../lib/limits.ts';
import type { RetentionRuleKey } from '../../lib/messages-retention.ts';

export interface RetentionRule {
  key: RetentionRuleKey;
  table: SQL;
  item: SQL;
  label: SQL;
  since: SQL;
  due: SQL;
  skip?: SQL;
  /** What a run does: delete the rows (the default), or mail a warning and mark the account. */
  kind?: 'delete' | 'warn';
  /** Rows of `users`: their photos are removed and their sessions forgotten with them. */
  accounts?: boolean;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const yearsAgo = (years: number) => sql`now() - make_interval(years => ${years})`;
const R = RETENTION;

/**
 * The choirs whose only approved conductor the account is ('„A”, „B”'), or null: deleting it
 * would leave them without one (the rule "never zero conductors" of routes/members.ts).
 */
export const lastConductorOf = sql`(select string_agg('„' || c.name || '”', ', ' order by c.name)
  from memberships m join choirs c on c.id = m.choir_id
  where m.user_id = users.id and m.is_conductor and m.is_confirmed
    and not exists (select 1 from memberships o where o.choir_id = m.choir_id
      and o.is_conductor and o.is_confirmed and o.user_id <> m.user_id))`;

/**
 * An account of the rules: never a staff account (the team manages those), nor a child's account
 * while a parent is linked (issue #25: a parent acts for a child without the child logging in, so
 * the parent's own account, under the same rules, answers for the family).
 */
const account = (due: SQL, since: SQL) => ({
  table: sql`users`,
  accounts: true,
  item: sql`users.id::text`,
  label: sql`coalesce(users.email, users.first_name || ' ' || users.last_name)`,
  since,
  due: sql`not users.is_staff and not exists (select 1 from family_links f
    where f.child_id = users.id and f.confirmed_at is not null and f.ended_at is null) and ${due}`,
  skip: lastConductorOf,
});

/** A row of `table` (with `id` and `created_at`) due `days` after sending. */
const sentDaysAgo = (table: string, days: number, label: SQL) => ({
  table: sql.raw(table),
  item: sql.raw(`${table}.id::text`),
  label,
  since: sql.raw(`${table}.created_at`),
  due: sql`${sql.raw(`${table}.created_at`)} < ${daysAgo(days)}`,
});

/** A message and its replies: counted from the last of them. */
const thread = (table: string, replies: string, fk: string, days: number, label: SQL) => {
  const last = sql.raw(
    `greatest(${table}.created_at, (select max(r.created_at) from ${replies} r where r.${fk} = ${table}.id))`,
  );
  return {
    table: sql.raw(table),
    item: sql.raw(`${table}.id::text`),
    label,
    since: last,
    due: sql`${last} < ${daysAgo(days)}`,
  };
};

/** The last day of the workshops a sign-up chose (its sending day when they are gone). */
const workshopDay = sql`coalesce((select max(s.date) from workshops w
  join workshop_sessions s on s.id = w.session_id
  where w.id = any(workshop_sign_ups.workshops)), workshop_sign_ups.created_at::date)`;

/** When the account's deletion was asked for, or null. */
const requestedAt = sql`(select d.requested_at from account_deletions d where d.user_id = users.id)`;

const emailOf = (column: string) => sql.raw(`(select u.email from users u where u.id = ${column})`);

export const RULES: RetentionRule[] = [
  {
    key: 'unanswered_requests',
    table: sql`memberships`,
    item: sql`memberships.user_id || '-' || memberships.choir_id`,
    label: sql`${emailOf('memberships.user_id')} || ' → ' || (select c.name from choirs c where c.id = memberships.choir_id)`,
    since: sql`memberships.created_at`,
    due: sql`not memberships.is_confirmed and memberships.created_at < ${daysAgo(R.unansweredRequestDays)}`,
  },
  {
    key: 'unactivated_accounts',
    ...account(
      sql`users.activated_at is null and users.created_at < ${daysAgo(R.unactivatedAccountDays)}`,
      sql`users.created_at`,
    ),
  },
  {
    key: 'inactive_warning',
    kind: 'warn',
    ...account(
      sql`users.activated_at is not null and users.inactivity_warned_at is null
        and users.last_login_at < ${yearsAgo(R.inactiveAccountYears)}`,
      sql`users.last_login_at`,
    ),
    skip: undefined,
  },
  {
    key: 'inactive_accounts',
    ...account(
      sql`users.inactivity_warned_at < ${daysAgo(R.inactiveWarningDays)}
        and users.last_login_at < users.inactivity_warned_at`,
      sql`users.inactivity_warned_at`,
    ),
  },
  {
    // Asked for by the owner or a parent (routes/account-deletion.ts): any account, staff and
    // linked children too, since someone entitled asked; the last conductor of a choir waits.
    key: 'account_deletions',
    table: sql`users`,
    accounts: true,
    item: sql`users.id::text`,
    label: sql`coalesce(users.email, users.first_name || ' ' || users.last_name)`,
    since: requestedAt,
    // A semi-join from the few requests: the users are read by their key, never scanned.
    due: sql`users.id in (select d.user_id from account_deletions d
      where d.requested_at < ${daysAgo(R.deletionGraceDays)})`,
    skip: lastConductorOf,
  },
  {
    key: 'audition_signups',
    ...sentDaysAgo(
      'audition_signups',
      R.auditionDays,
      sql`audition_signups.first_name || ' ' || audition_signups.last_name`,
    ),
  },
  {
    key: 'workshop_sign_ups',
    table: sql`workshop_sign_ups`,
    item: sql`workshop_sign_ups.id::text`,
    label: sql`workshop_sign_ups.name`,
    since: sql`${workshopDay}::timestamptz`,
    due: sql`${workshopDay} < current_date - ${R.workshopAfterDays}::int`,
  },
  {
    key: 'campaign_answers',
    ...sentDaysAgo('campaign_answers', R.campaignDays, sql`campaign_answers.name`),
  },
  {
    key: 'questionnaire_answers',
    ...sentDaysAgo(
      'questionnaire_answers',
      R.questionnaireDays,
      sql`'Chestionarul nr. ' || questionnaire_answers.id`,
    ),
  },
  {
    key: 'contact_messages',
    ...thread(
      'contact_messages',
      'contact_replies',
      'contact_message_id',
      R.contactDays,
      sql`contact_messages.name || ' <' || contact_messages.email || '>'`,
    ),
  },
  {
    key: 'madrigalist_messages',
    ...thread(
      'madrigalist_messages',
      'madrigalist_replies',
      'message_id',
      R.madrigalistDays,
      emailOf('madrigalist_messages.user_id'),
    ),
  },
  {
    key: 'sessions',
    table: sql`sessions`,
    item: sql`sessions.id::text`,
    label: emailOf('sessions.user_id'),
    since: sql`sessions.expires_at`,
    due: sql`sessions.expires_at < ${daysAgo(R.expiredTokenDays)}`,
  },
  {
    key: 'one_time_codes',
    table: sql`one_time_codes`,
    item: sql`one_time_codes.id::text`,
    label: sql`${emailOf('one_time_codes.user_id')} || ' (' || one_time_codes.purpose || ')'`,
    since: sql`one_time_codes.expires_at`,
    due: sql`one_time_codes.expires_at < ${daysAgo(R.expiredTokenDays)}`,
  },
  {
    key: 'consents',
    table: sql`consents`,
    item: sql`consents.id::text`,
    label: sql`consents.name`,
    since: sql`consents.signed_at`,
    due: sql`consents.signed_at < ${yearsAgo(R.consentYears)}`,
  },
];

export const ruleOf = (key: string) => RULES.find((rule) => rule.key === key);

/** The rule's due rows as (item, label, since, skip, hold_*), each with its hold if any. */
export const dueRows = (rule: RetentionRule) => sql`(select r.item, r.label, r.since, r.skip,
    h.id as hold_id, h.reason as hold_reason, h.held_by, h.created_at as held_at
  from (select ${rule.item} as item, ${rule.label} as label, (${rule.since})::timestamptz as since,
      ${rule.skip ?? sql`null::text`} as skip
    from ${rule.table} where ${rule.due}) r
  left join retention_holds h on h.rule = ${rule.key} and h.item = r.item)`;

/** The condition, over the rule's table, that the row may go: due, not held, not to be skipped. */
export const goes = (rule: RetentionRule) =>
  sql`${rule.due} and not exists (select 1 from retention_holds h
    where h.rule = ${rule.key} and h.item = ${rule.item})
    and ${rule.skip ?? sql`null::text`} is null`;
