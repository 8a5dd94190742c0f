/** What the reminder job (src/server/reminders/) has sent: each mail once, whichever process runs it. */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';
import { events } from './schema-events.ts';

/**
 * One row per event, person and kind of message: 'reminder' (a member who had not answered, or
 * said 'Poate') or 'summary' (a conductor's list of who is expected, the day before a
 * rehearsal). The job inserts the rows with `on conflict do nothing returning` and queues the
 * mails of the rows it got back in the same transaction, so a rerun or a second process sends
 * nothing twice.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reminder', 'summary'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.kind] }),
    // An account's deletion finds its rows without reading every event's.
    index('event_reminders_user_idx').on(t.userId),
  ],
);
