import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './schema-core.ts';

/** A member's message to the programme's madrigal singers (/cont/contacteaza-un-madrigalist). */
export const madrigalistMessages = pgTable(
  'madrigalist_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('madrigalist_messages_user_idx').on(t.userId, t.createdAt)],
);

/** A staff reply to a member's message; unread until the member opens the contact page. */
export const madrigalistReplies = pgTable(
  'madrigalist_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => madrigalistMessages.id, { onDelete: 'cascade' }),
    /** The staff member who replied; null once that account is deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('madrigalist_replies_message_idx').on(t.messageId, t.createdAt)],
);
