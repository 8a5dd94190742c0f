/** Rehearsals that repeat (issue #28): a series and the template its occurrences are made from. */
import { date, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { choirs } from './schema-core.ts';

/**
 * A weekly or every-other-week series of a choir's events (choir_id null: the programme's, staff
 * only). Its occurrences are ordinary `events` rows (answers and attendance work per occurrence)
 * that point here by `events.series_id`; the rule (first day, interval, until) and the template
 * are kept to write the calendar feed's RRULE: a moment of the rule without a row is a cancelled
 * occurrence (EXDATE), a row unlike the template an exception (RECURRENCE-ID). See
 * docs/decisions.md, "Rehearsals that repeat".
 */
export const eventSeries = pgTable('event_series', {
  id: serial('id').primaryKey(),
  choirId: integer('choir_id').references(() => choirs.id, { onDelete: 'cascade' }),
  /** The rule's first day (Bucharest), e.g. '2026-12-01': the feed's DTSTART. */
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  /** 1: every week; 2: every other week. */
  intervalWeeks: smallint('interval_weeks').notNull(),
  /** The last day an occurrence may fall on (Bucharest), included. */
  until: date('until', { mode: 'string' }).notNull(),
  title: text('title').notNull(),
  type: smallint('type').notNull(),
  location: text('location').notNull(),
  description: text('description').notNull(),
  /** Bucharest's wall clock of each start, e.g. '17:00': the same across the DST changes. */
  startTime: text('start_time').notNull(),
  /** From the start to the end. */
  durationMinutes: integer('duration_minutes').notNull(),
  createdAt: createdAt(),
});
