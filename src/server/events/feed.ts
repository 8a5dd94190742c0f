/**
 * The member's private calendar feed: the token (32 random bytes, base64url) stands for the
 * member, because calendar applications fetch the URL without a session. It is kept readable so
 * the page can show the same URL again; revoking replaces it, and the old URL answers 404 at once.
 * A password reset and a block drop the token (`dropFeedToken`): the old URL answers 404 like an
 * unknown one, and the calendar page makes a new one at the next visit. The feed of a blocked
 * account answers 404 whatever its token (blocked.ts); a logout keeps it (docs/decisions.md).
 * The feed holds the events of the member's confirmed memberships in confirmed choirs and the
 * global ones (when confirmed in some confirmed choir, or staff), FEED_DAYS_BACK days back to
 * FEED_DAYS_AHEAD ahead: one index range per choir, whatever the history.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CalendarFeed } from '../../lib/api/events.ts';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '../../lib/limits.ts';
import { site } from '../../lib/messages.ts';
import { eventFeed } from '../../lib/messages-events.ts';
import { notBlocked } from '../blocked.ts';
import type { Db, Tx } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { calendarFeeds, choirs, events, memberships, users } from '../db/schema.ts';
import { randomToken } from '../services/tokens.ts';
import { calendar } from './ical.ts';
import { typeName } from './notify.ts';
import { daysBefore } from './time.ts';
import { touching } from './window.ts';

const DAY_MS = 86_400_000;

export function feedUrls(siteUrl: string, token: string): CalendarFeed {
  const url = `${siteUrl}/api/calendar/${token}.ics`;
  return { url, webcal: url.replace(/^https?:\/\//, 'webcal://') };
}

/** The member's token, made on first use (two first calls at once keep one token). */
export async function feedToken(db: Db, userId: number): Promise<string> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token: randomToken(32) })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!row) throw new Error('calendar feed token missing');
  return row.token;
}

/** A new token in place of the old one. */
export async function replaceFeedToken(db: Db, userId: number): Promise<string> {
  const token = randomToken(32);
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { token, createdAt: sql`now()` },
    });
  return token;
}

/** Ends the account's feed URL (a password reset, a block); the next GET /feed/ makes a new one. */
export async function dropFeedToken(tx: Tx, userId: number): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

const owner = perDatabase((db) =>
  db
    .select({ userId: users.id, isStaff: users.isStaff })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, sql.placeholder('token')), notBlocked))
    .prepare('calendar_feed_owner'),
);

const confirmedChoirs = perDatabase((db) =>
  db
    .select({ choirId: memberships.choirId })
    .from(memberships)
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        sql`${memberships.isConfirmed}`,
        sql`${choirs.isConfirmed}`,
      ),
    )
    .prepare('calendar_feed_choirs'),
);

/** The .ics text of a token's feed, or null for an unknown, revoked or blocked account's token. */
export async function feedCalendar(
  db: Db,
  token: string,
  siteUrl: string,
  now = new Date(),
): Promise<string | null> {
  const [user] = await owner(db).execute({ token });
  if (!user) return null;
  const choirIds = (await confirmedChoirs(db).execute({ userId: user.userId })).map(
    (row) => row.choirId,
  );
  const host = new URL(siteUrl).hostname;
  const name = eventFeed.name(site.name);
  if (choirIds.length === 0 && !user.isStaff)
    return calendar({ prodId: prodId(host), name, events: [] });
  const from = daysBefore(now, FEED_DAYS_BACK);
  const until = new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS);
  const rows = await db
    .select()
    .from(events)
    .where(touching(choirIds, from, until))
    .orderBy(asc(events.startsAt), asc(events.id));
  return calendar({
    prodId: prodId(host),
    name,
    events: rows.map((e) => ({
      uid: `event-${e.id}@${host}`,
      start: e.startsAt,
      end: e.endsAt,
      modified: e.updatedAt,
      summary: e.title,
      location: e.location,
      description: e.description,
      category: typeName(e.type),
      url: `${siteUrl}/cont/evenimente?event=${e.id}`,
    })),
  });
}

const prodId = (host: string) => `-//${host}//Evenimente//RO`;
