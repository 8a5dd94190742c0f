/**
 * The back office's replies to the public contact messages (issue #12): each reply is mailed to the
 * visitor through the outbox and kept here, in the same transaction, so the team sees what was
 * answered and by whom (src/server/routes/staff/messages.ts). Re-exported by schema.ts.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { contactMessages, users } from './schema-core.ts';

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    contactMessageId: integer('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The staff member who replied; null once that account is deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.contactMessageId, t.createdAt)],
);
