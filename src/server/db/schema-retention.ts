/**
 * The retention job (issue #26, src/server/retention/): the items staff hold back from deletion,
 * and the journal of its runs. A run's row holds counts, rule names, item ids and the holds'
 * reasons, never the deleted data itself. Re-exported by schema.ts.
 */
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './schema-core.ts';

/** An item one rule would delete, kept by staff (with a reason) until the hold is released. */
export const retentionHolds = pgTable(
  'retention_holds',
  {
    id: serial('id').primaryKey(),
    /** A key of RETENTION_RULES (src/lib/retention.ts), e.g. 'contact_messages'. */
    rule: text('rule').notNull(),
    /** The item's key in its rule: its id, or 'user-choir' for a request to join. */
    item: text('item').notNull(),
    reason: text('reason').notNull(),
    /** The staff member who held it; null once that account is deleted. */
    heldBy: integer('held_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('retention_holds_item_key').on(t.rule, t.item)],
);

export interface RetentionRunRule {
  /** Items deleted (or, for the inactivity warning, mailed). */
  count: number;
  /** Items the rule selected but a hold kept. */
  held: { item: string; reason: string; heldBy: number | null }[];
  /** Items kept for another reason, e.g. the last conductor of a choir: ids and the reason's key. */
  skipped: { item: string; why: string }[];
}

/** One run of the retention job: when, who ran it, and per rule what it did. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: serial('id').primaryKey(),
    /**
     * The Bucharest day of a scheduled run: unique, so with several server processes on one
     * database only the first that claims the day runs it. Null for a run started by staff.
     */
    day: date('day', { mode: 'string' }),
    /** The staff member who started it; null for the daily run. */
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** The process that ran it: host name and pid, for the operators. */
    runner: text('runner').notNull(),
    rules: jsonb('rules').$type<Record<string, RetentionRunRule>>().notNull().default({}),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('retention_runs_day_key').on(t.day),
    index('retention_runs_created_idx').on(t.createdAt),
  ],
);

/**
 * An account's deletion asked for by its owner, or by a parent for a child (issue #26): the
 * retention rule `account_deletions` deletes the account RETENTION.deletionGraceDays after
 * `requested_at`, unless a login or the mailed link (its token stored hashed) cancels it first,
 * which deletes this row. One row per account; it goes with the account.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The parent who asked for a child, or null when the owner asked. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the cancelling link's token: the link is in the mail only. */
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_deletions_requested_idx').on(t.requestedAt)],
);
