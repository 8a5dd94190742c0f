/**
 * Attendance (issue #28): what a choir's conductors marked for each member at an event that has
 * started, and the absences a member announces ahead. Re-exported by schema.ts.
 * No row in `attendance`: not marked (the page pre-marks from the member's answer, attendance/list.ts).
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './schema-core.ts';
import { events } from './schema-events.ts';

/** One member's mark at one event: the last conductor's tap wins, with who and when. */
export const attendance = pgTable(
  'attendance',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'present' prezent, 'absent' absent, 'excused' absent motivat. */
    status: text('status', { enum: ['present', 'absent', 'excused'] }).notNull(),
    /** The conductor who marked last; null once their account is deleted. */
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // A member's own history (their figures, their download) in event order.
    index('attendance_user_idx').on(t.userId, t.eventId),
    // A deleted conductor's marks are set to null without reading every mark.
    index('attendance_marked_by_idx').on(t.markedBy).where(sql`${t.markedBy} is not null`),
  ],
);

/** A planned absence: whole days in Bucharest, both included; the reason is optional. */
export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('absences_user_ends_idx').on(t.userId, t.endsOn)],
);
