/**
 * Families (issue #25): the link between a parent's account and a child's. One row per link asked
 * for; it is active from `confirmed_at` until `ended_at`. A child with no address of their own is an
 * ordinary `users` row whose `email` is null (managed by the parent: it receives no mail and cannot
 * log in until a parent gives it a login). A request mailed to the other side carries a one-time
 * link whose token is stored hashed (`token_hash`), valid until `token_expires_at`.
 *
 * At most one open link (asked or active) per pair: a unique index. At most FAMILY_MAX_PARENTS
 * active parents per child: checked in the transaction that confirms, after locking the child's
 * `users` row (src/server/families/links.ts), so two parents confirming at once cannot make three.
 * Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './schema-core.ts';

export const familyLinks = pgTable(
  'family_links',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked: the parent (adding or linking a child) or the child (naming a parent). */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** SHA-256 of the mailed confirmation link's token; null once used, or for a managed child. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Who ended it (either side). */
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('family_links_not_self', sql`${t.parentId} <> ${t.childId}`),
    uniqueIndex('family_links_open_pair_key')
      .on(t.parentId, t.childId)
      .where(sql`${t.endedAt} is null`),
    index('family_links_child_idx').on(t.childId).where(sql`${t.endedAt} is null`),
    index('family_links_parent_idx').on(t.parentId).where(sql`${t.endedAt} is null`),
  ],
);
