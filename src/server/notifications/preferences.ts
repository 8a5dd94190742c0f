/**
 * A member's channel per kind of notification (issue #28): their choice, else the kind's default
 * (NOTIFICATION_DEFAULTS). Read for many recipients at once by deliver.ts, for one member by the
 * 'Notificări' routes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../lib/notifications.ts';
import type { NotificationPreferencesInput } from '../../lib/schemas/notifications.ts';
import type { Db } from '../db/client.ts';
import { notificationPreferences } from '../db/schema.ts';

/** The channel of `kind` for each of `userIds`. */
export async function channelsOf(
  db: Pick<Db, 'select'>,
  kind: NotificationKind,
  userIds: number[],
): Promise<Map<number, NotificationChannel>> {
  const channels = new Map(userIds.map((id) => [id, NOTIFICATION_DEFAULTS[kind]]));
  if (userIds.length === 0) return channels;
  const rows = await db
    .select({ userId: notificationPreferences.userId, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, userIds)),
    );
  for (const row of rows) channels.set(row.userId, row.channel);
  return channels;
}

/** Every kind's channel for one member. */
export async function preferencesOf(db: Pick<Db, 'select'>, userId: number) {
  const preferences = { ...NOTIFICATION_DEFAULTS };
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  for (const row of rows)
    if (NOTIFICATION_KINDS.includes(row.kind)) preferences[row.kind] = row.channel;
  return preferences;
}

/** Stores the kinds given; the others keep their choice or default. */
export async function savePreferences(
  db: Pick<Db, 'insert'>,
  userId: number,
  input: NotificationPreferencesInput,
): Promise<void> {
  const rows = NOTIFICATION_KINDS.flatMap((kind) => {
    const channel = input[kind];
    return channel ? [{ userId, kind, channel }] : [];
  });
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel` },
    });
}
