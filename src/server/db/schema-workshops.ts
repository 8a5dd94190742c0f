/**
 * The workshops of /ateliere (document 2 §3 'Workshop session date', 'Workshop sign-up'): session
 * dates open for sign-up between two days, their workshops (a title, an hour, maybe a number of
 * places), and the sign-ups. Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * A day of workshops. Visitors see it (and may sign up) from `availability_start` to
 * `availability_end` inclusive, both read as days in Bucharest.
 */
export const workshopSessions = pgTable(
  'workshop_sessions',
  {
    id: serial('id').primaryKey(),
    /** The day the workshops take place, e.g. '2025-11-15'. */
    date: date('date', { mode: 'string' }).notNull(),
    availabilityStart: date('availability_start', { mode: 'string' }).notNull(),
    availabilityEnd: date('availability_end', { mode: 'string' }).notNull(),
    /** Where the workshops take place, e.g. 'Palatul Copiilor, Str. Ștefan cel Mare 1, Iași'; '' not yet said. */
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'workshop_sessions_window',
      sql`${t.availabilityStart} <= ${t.availabilityEnd} and ${t.availabilityEnd} <= ${t.date}`,
    ),
    index('workshop_sessions_open_idx').on(t.availabilityEnd, t.availabilityStart),
  ],
);

/** One workshop of a session date. */
export const workshops = pgTable(
  'workshops',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => workshopSessions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The starting hour in Bucharest, 'HH:MM'. */
    hour: text('hour').notNull(),
    /** How many children it takes; null: no limit. */
    places: integer('places'),
    createdAt: createdAt(),
  },
  (t) => [
    check('workshops_hour', sql`${t.hour} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('workshops_places', sql`${t.places} is null or ${t.places} > 0`),
    index('workshops_session_idx').on(t.sessionId, t.hour),
  ],
);

/**
 * A sign-up sent from /ateliere. `workshops` lists the chosen workshops' ids; the places a
 * workshop has left are counted from it (the GIN index finds a workshop's sign-ups), under the
 * workshop rows' lock (src/server/signups/workshops.ts).
 */
export const workshopSignUps = pgTable(
  'workshop_sign_ups',
  {
    id: serial('id').primaryKey(),
    /** Made by the page when the form is shown: a second send of it stores nothing new. */
    submissionId: uuid('submission_id').notNull().unique(),
    /** WORKSHOP_FORM_VERSION of src/lib/schemas/workshops.ts when it was sent. */
    formVersion: integer('form_version').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    age: smallint('age').notNull(),
    school: text('school').notNull(),
    workplace: text('workplace').notNull(),
    knowledge: text('knowledge').notNull(),
    experience: text('experience').notNull(),
    workshops: integer('workshops').array().notNull(),
    /** Always true: the form cannot be sent without it; kept as the record of the agreement. */
    agreed: boolean('agreed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('workshop_sign_ups_some', sql`cardinality(${t.workshops}) > 0`),
    index('workshop_sign_ups_workshops_idx').using('gin', t.workshops).with({ fastupdate: false }),
  ],
);
