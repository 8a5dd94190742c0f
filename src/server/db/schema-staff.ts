/**
 * The back office (issue #12): the record of every staff action. One row per action, written in
 * the same transaction as the action itself (src/server/staff/audit.ts): who, what, on what, when.
 * An export or a signed PDF opened is an action too, so every download of children's data is
 * logged. `detail` keeps the filters of an export or a reason, never a child's data.
 * Re-exported by schema.ts.
 */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './schema-core.ts';

export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    /** The staff member; null once that account is deleted (the record stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A key of STAFF_ACTIONS (src/lib/messages-staff.ts), e.g. 'choir.confirm'. */
    action: text('action').notNull(),
    /** What the action was on: 'choir', 'user', 'score', … or 'list' for an export. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** A short, human label of the target kept as it was (a choir's name, an account's e-mail). */
    targetLabel: text('target_label').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt, t.id),
    index('staff_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
