/**
 * The core tables: accounts and their sessions, choirs and memberships, the outbox, rate limits,
 * contact messages and the choirs' history. The other schema-*.ts files refer
 * to them from here, never through ./schema.ts, which re-exports them all (no import cycle).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { fold } from './fold.ts';
import { libraryTerms } from './schema-library.ts';

export const counties = pgTable('counties', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * Stored lower-cased and trimmed; unique. Null for a child a parent manages without a login of
     * their own (src/server/db/schema-families.ts): such an account receives no mail and cannot log in.
     */
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Public path of the re-encoded avatar, or null. */
    avatar: text('avatar'),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: ['M', 'F'] }),
    phone: text('phone').notNull().default(''),
    county: text('county').references(() => counties.code),
    city: text('city'),
    /** Set when the activation link is opened; an inactive account cannot log in. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    gdprAgreedAt: timestamp('gdpr_agreed_at', { withTimezone: true }),
    isStaff: boolean('is_staff').notNull().default(false),
    /** Set by staff (back office): a blocked account cannot log in and its sessions are ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * The last login (issue #26), the account's creation before it; accounts that existed when
     * the column was added got that moment. The retention job warns, then deletes, accounts
     * without a login for RETENTION.inactiveAccountYears (src/server/retention/rules.ts).
     */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the retention job mailed its warning; a login clears it. */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    /**
     * 'Mă socotiți prezent dacă nu răspund' (issue #28): where the member has not answered an
     * event they count as 'Particip' (answers, summaries, attendance pre-marks) and get no reminder.
     */
    countedPresent: boolean('counted_present').notNull().default(false),
    createdAt: createdAt(),
    /** The back office's keys (src/server/db/fold.ts): the name, its order; name and e-mail, its search. */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(fold(sql.raw(`"first_name" || ' ' || "last_name"`))),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        fold(sql.raw(`"first_name" || ' ' || "last_name" || ' ' || coalesce("email", '')`)),
      ),
    /**
     * A choir's lists order (an event's answers): by last name, then first name, folded. The tab
     * sorts before every letter and space, so the order is that of the two names one after the other.
     */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(fold(sql.raw(`"last_name" || E'\\t' || "first_name"`))),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The back office's people list pages in this order; its search reads the trigram index
    // (fastupdate off, as the choirs' trigram indexes: PGlite never vacuums).
    index('users_name_search_idx').on(t.nameSearch, t.id),
    index('users_search_trgm_idx')
      .using('gin', t.search.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The few staff accounts (mailed when a choir is founded) without scanning every user.
    index('users_staff_idx').on(t.id).where(sql`${t.isStaff}`),
    // The back office's "never activated" people, in the list's order, without scanning every
    // user (few or none at national scale: the page and its count read only them).
    index('users_inactive_name_idx')
      .on(t.nameSearch, t.id)
      .where(sql`${t.activatedAt} is null and ${t.blockedAt} is null`),
    // The retention rules' accounts (src/server/retention/rules.ts): each reads only its few
    // candidates, not every account, on the back office's preview and the daily run.
    index('users_unactivated_idx').on(t.createdAt).where(sql`${t.activatedAt} is null`),
    index('users_last_login_idx').on(t.lastLoginAt).where(sql`${t.inactivityWarnedAt} is null`),
    index('users_warned_idx')
      .on(t.inactivityWarnedAt)
      .where(sql`${t.inactivityWarnedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use codes: account activation, password reset. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activate', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_codes_hash_key').on(t.codeHash)],
);

export const choirs = pgTable(
  'choirs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    entity: text('entity').notNull().default(''),
    protocolNumber: text('protocol_number').notNull().default(''),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    county: text('county')
      .notNull()
      .references(() => counties.code),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    choirMembers: integer('choir_members').notNull().default(0),
    /** Public path of the re-encoded choir image (logo or photo), or null. */
    logo: text('logo'),
    description: text('description').notNull().default(''),
    /** The year the choir was founded, e.g. 2015; null when not given. */
    year: integer('year'),
    /** The voices it sings in, as the conductor writes them, e.g. 'Sopran, alto'. */
    voices: text('voices').notNull().default(''),
    awards: text('awards').array().notNull().default(sql`'{}'::text[]`),
    /** Festivals, concerts and tours it took part in. */
    participation: text('participation').array().notNull().default(sql`'{}'::text[]`),
    /** Bumped by every profile edit: PATCH carries the version it read, a stale one answers 409. */
    version: integer('version').notNull().default(1),
    /** Confirmed (activated) by the programme's staff. */
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    createdAt: createdAt(),
    /** Search keys (src/server/db/fold.ts): lower case, no diacritics; the list is ordered by name_search. */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(fold(sql.raw('"name"'))),
    citySearch: text('city_search')
      .notNull()
      .generatedAlwaysAs(fold(sql.raw('"city"'))),
  },
  (t) => [
    index('choirs_county_city_idx').on(t.county, t.city),
    // GET /api/choir/ pages in this order, with or without a county filter.
    index('choirs_name_search_idx').on(t.nameSearch, t.id),
    index('choirs_county_name_search_idx').on(t.county, t.nameSearch, t.id),
    // Trigram indexes (pg_trgm): a name or city filter reads only the choirs that can match.
    // fastupdate off: by default a GIN index queues new entries in a "pending list" that only
    // VACUUM merges, and PGlite never vacuums. Every search then scanned that list (10 ms on the
    // full-scale data) and the planner, seeing it, avoided the index. Choirs are rarely added.
    index('choirs_name_search_trgm_idx')
      .using('gin', t.nameSearch.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('choirs_city_search_trgm_idx')
      .using('gin', t.citySearch.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * One row, the number of changes made to the choirs' names, cities and counties (a trigger on
 * `choirs` adds one at each statement that changes them, migration 0005). GET /api/choir/ keeps
 * each filter's count beside the version it was read at, and reuses it while the version holds.
 */
export const choirListVersion = pgTable('choir_list_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choirId: integer('choir_id')
      .notNull()
      .references(() => choirs.id, { onDelete: 'cascade' }),
    /** Approved by a conductor of the choir. */
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    isConductor: boolean('is_conductor').notNull().default(false),
    /**
     * The member's voice part in this choir (issue #27), a term of the library's voices
     * (library_terms, kind 'voice'), set by the choir's conductors; null until they set it, and
     * again if the programme's team deletes that term.
     */
    voicePart: integer('voice_part').references(() => libraryTerms.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.choirId] }),
    // Deleting a voice term sets its members' part to null without reading every membership.
    index('memberships_voice_part_idx').on(t.voicePart).where(sql`${t.voicePart} is not null`),
    index('memberships_choir_idx').on(t.choirId),
    // The back office's role filter: a county's conductors are a few rows of each of its choirs.
    index('memberships_conductor_choir_idx').on(t.choirId).where(sql`${t.isConductor}`),
    // The dashboard's pending box: a choir's newest requests.
    index('memberships_choir_pending_idx')
      .on(t.choirId, t.createdAt)
      .where(sql`not ${t.isConfirmed}`),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
}

/** Mails waiting to be sent, and the record of those sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** MAIL_PRIORITY: 0 for a mail a person waits for, 1 for bulk notifications. */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Files sent with the mail (a signed consent's PDF), base64: the row is the whole message. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.priority, t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Fixed-window counters of the rate limiter, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Bot-check challenges already used, kept until they expire so none is accepted twice. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Messages sent through the public contact dialog; each one is also mailed to the staff. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  /** When the visitor ticked the GDPR agreement (always the send time: the form requires it). */
  gdprAgreedAt: timestamp('gdpr_agreed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/**
 * What happened to a choir, for its conductors and staff (Corul meu's history box): profile
 * edits, a new image, and every change of membership (joined, left, approved, removed, roles).
 * Only field names are kept in `details`, never the values: no child's data is copied here.
 */
export const choirHistory = pgTable(
  'choir_history',
  {
    id: serial('id').primaryKey(),
    choirId: integer('choir_id')
      .notNull()
      .references(() => choirs.id, { onDelete: 'cascade' }),
    /** Who did it; null once that account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A key of CHOIR_HISTORY_ACTIONS in src/lib/messages-choir-profile.ts, e.g. 'profile'. */
    action: text('action').notNull(),
    /** The member an action was about (approved, removed…); null for profile changes. */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. { "fields": ["description", "awards"] } */
    details: jsonb('details').$type<{ fields?: string[] }>(),
    createdAt: createdAt(),
  },
  (t) => [index('choir_history_choir_idx').on(t.choirId, t.createdAt)],
);
