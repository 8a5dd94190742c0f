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

/**
 * The national report's figures per choir and month (issue #28, attendance/months.ts): a month's
 * rehearsals whose attendance was taken and their tally by statuses.ts's rule, with the children
 * present at least once (their ids, so the report counts a child in two choirs once). Recounted
 * for the months in `attendance_months_stale`, which triggers fill on every write that can change
 * a figure (migration 0035). Neither table refers to choirs: a choir's deletion stales its months
 * in the same statement, and the next recount drops them.
 */
export const attendanceMonths = pgTable(
  'attendance_months',
  {
    choirId: integer('choir_id').notNull(),
    /** The month's first day, Bucharest. */
    month: date('month').notNull(),
    rehearsals: integer('rehearsals').notNull(),
    present: integer('present').notNull(),
    absent: integer('absent').notNull(),
    excused: integer('excused').notNull(),
    unmarked: integer('unmarked').notNull(),
    children: integer('children').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.choirId, t.month] }),
    index('attendance_months_month_idx').on(t.month),
  ],
);

/** The choirs' months to count again before the next report. */
export const attendanceMonthsStale = pgTable(
  'attendance_months_stale',
  {
    choirId: integer('choir_id').notNull(),
    month: date('month').notNull(),
  },
  (t) => [primaryKey({ columns: [t.choirId, t.month] })],
);
