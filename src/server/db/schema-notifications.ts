/**
 * Notifications where people are (issue #28): the browsers a member turned push on in, how each
 * member wants each kind of notification (mail, push, both, none), and the push messages waiting
 * to be sent. Re-exported by schema.ts. No row in `notification_preferences`: the kind's default
 * (NOTIFICATION_DEFAULTS, src/lib/notifications.ts).
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  NotificationChannel,
  NotificationKind,
  PushMessage,
} from '../../lib/notifications.ts';
import { createdAt } from './columns.ts';
import { users } from './schema-core.ts';

/** One browser's push subscription (PushSubscription.toJSON()), owned by the signed-in member. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: unique, a browser has one per site. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url, as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** The last message the push service accepted for it; null before the first. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A member's choice for one kind; absent, the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A push message for one subscription, written in the transaction of the change it reports. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    message: jsonb('message').$type<PushMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.nextAttemptAt),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);
