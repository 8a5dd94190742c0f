/** The calendar: events, the members' answers and their private iCalendar feeds. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { choirs, users } from './schema-core.ts';
import { eventSeries } from './schema-series.ts';

/**
 * A choir's events, and the programme's global events (choir_id null) that every confirmed
 * member of every confirmed choir sees. An event lasts at most EVENT_MAX_DAYS, so the events
 * that touch a window are found from its start minus that bound: a month reads one index range
 * whatever the history.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** null: a global event of the programme. */
    choirId: integer('choir_id').references(() => choirs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** A key of EVENT_TYPES (1 Concert, 2 Repetiție, 3 Workshop, 4 Festival, 5 Alte acțiuni). */
    type: smallint('type').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Every edit sets it; a notification is due again when it is later than notifiedAt. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the choir was last told of the event by mail (notify choir). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The series this occurrence belongs to (null: a one-off event, or its series was dropped). */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /**
     * The occurrence's moment by its series' rule (the feed's RECURRENCE-ID), kept when the
     * occurrence alone is moved; null outside a series.
     */
    seriesStart: timestamp('series_start', { withTimezone: true }),
    /**
     * 'Răspunde până la' (issue #28): the last Bucharest day to answer, before the start's day;
     * null: none. Answers after it are still taken; it sets when the reminder goes (reminders/).
     */
    answerBy: date('answer_by', { mode: 'string' }),
    /** When a conductor last sent the reminder by hand (POST /api/event/{id}/remind/). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    // An account's deletion sets its events' author to null: without this index each deleted
    // account read every event (the retention run, issue #26: 4,113 accounts took 150 s).
    index('events_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} is not null`),
    index('events_choir_starts_idx').on(t.choirId, t.startsAt),
    index('events_global_starts_idx').on(t.startsAt).where(sql`${t.choirId} is null`),
    index('events_series_idx').on(t.seriesId, t.seriesStart).where(sql`${t.seriesId} is not null`),
    // The reminder job (reminders/due.ts) reads the choirs' events of the next days, whichever
    // choir, and those whose answer-by day is near.
    index('events_choir_events_starts_idx').on(t.startsAt).where(sql`${t.choirId} is not null`),
    index('events_answer_by_idx').on(t.answerBy).where(sql`${t.answerBy} is not null`),
  ],
);

/** A member's answer to an event (Particip / Nu particip / Poate); past answers are the attendance record. */
export const eventAnswers = pgTable(
  'event_answers',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: ['yes', 'no', 'maybe'] }).notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // A member's answers (their calendar, deleting an account) without reading every event's; in
    // event order, so their download (issue #26) pages through them by key, never sorting them all.
    index('event_answers_user_idx').on(t.userId, t.eventId),
  ],
);

/**
 * A member's private calendar feed (iCalendar): the token in its URL is the only credential, so
 * it is random, unique, and replaced (the old URL then answers 404) when the member revokes it.
 * Kept readable (not hashed) so the calendar page can show the same URL again.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);

/**
 * One row per calendar (a choir's id; 0: the programme's global events): the number of statements
 * that changed its events, counted by triggers on `events` (migration 0017). A calendar feed's
 * ETag is made of the versions of the calendars it shows, and its text is built again only when
 * one of them moves (events/feed.ts). A calendar whose events never changed has no row (version 0).
 */
export const calendarVersions = pgTable('calendar_versions', {
  calendarId: integer('calendar_id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * One row per choir: the number of statements that changed what its answer lists show (its
 * members, their names and e-mails, their answers), counted by triggers on `memberships`, `users`
 * and `event_answers` (migration 0020), whichever process writes. An event's answer list is kept
 * beside the version it was read at and read again only when the version moves
 * (events/answers.ts). No row: version 0.
 */
export const answerVersions = pgTable('answer_versions', {
  choirId: integer('choir_id').primaryKey(),
  version: integer('version').notNull(),
});
