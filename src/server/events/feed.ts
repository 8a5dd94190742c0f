/**
 * The member's private calendar feed: the token (32 random bytes, base64url) stands for the
 * member, because calendar applications fetch the URL without a session. It is kept readable so
 * the page can show the same URL again; revoking replaces it, and the old URL answers 404 at once.
 * A password reset and a block drop the token (`dropFeedToken`): the old URL answers 404 like an
 * unknown one, and the calendar page makes a new one at the next visit. The feed of a blocked
 * account answers 404 whatever its token (blocked.ts); a logout keeps it (docs/decisions.md).
 * The feed holds the events of the member's confirmed memberships in confirmed choirs and the
 * global ones (when confirmed in some confirmed choir, or staff), FEED_DAYS_BACK days back to
 * FEED_DAYS_AHEAD ahead, whole Bucharest days: one index range per choir, whatever the history.
 * Calendar applications poll it all day and it changes seldom: a poll reads one prepared query
 * (who, which calendars, their versions) and answers the text kept for that ETag, or 304.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CalendarFeed } from '../../lib/api/events.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import { FEED_CACHE_ENTRIES, FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '../../lib/limits.ts';
import { notBlocked } from '../blocked.ts';
import type { Db, Tx } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import {
  calendarFeeds,
  calendarVersions,
  choirs,
  events,
  memberships,
  users,
} from '../db/schema.ts';
import { randomToken } from '../services/tokens.ts';
import { seriesVevents } from './feed-series.ts';
import { calendar } from './ical.ts';
import { icalEventOf, icalSite } from './ical-event.ts';
import { addDays, startOfDay } from './time.ts';
import { touching } from './window.ts';

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

/** The calendar of the programme's global events in calendar_versions. */
const GLOBAL_CALENDAR = 0;
/** Part of every ETag: bumped when the text written for the same events changes (ical.ts). */
const FEED_FORMAT = 2;
const choirVersion = alias(calendarVersions, 'choir_version');
const globalVersion = alias(calendarVersions, 'global_version');

/**
 * What a token's feed shows, in one prepared query: a row per confirmed membership of a confirmed
 * choir with its calendar's version (one row of nulls without any), each with the owner's staff
 * flag and the global calendar's version; no row for an unknown, revoked or blocked token.
 */
const head = perDatabase((db) =>
  db
    .select({
      isStaff: users.isStaff,
      choirId: choirs.id,
      version: choirVersion.version,
      globalVersion: globalVersion.version,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), sql`${memberships.isConfirmed}`))
    .leftJoin(choirs, and(eq(choirs.id, memberships.choirId), sql`${choirs.isConfirmed}`))
    .leftJoin(choirVersion, eq(choirVersion.calendarId, choirs.id))
    .leftJoin(globalVersion, eq(globalVersion.calendarId, GLOBAL_CALENDAR))
    .where(and(eq(calendarFeeds.token, sql.placeholder('token')), notBlocked))
    .prepare('calendar_feed_head'),
);

/** What a feed shows: its calendars and window; the same for every member of the same choirs. */
interface Shown {
  choirIds: number[];
  /** The global events (a confirmed member of some confirmed choir, or staff). */
  global: boolean;
  /** Bucharest's first day of the window; the window moves a day at a time. */
  firstDay: string;
}

/** A feed's ETag and its text, built only when no text of the same ETag is kept. */
export interface Feed {
  etag: string;
  text: () => Promise<string>;
}

/**
 * The feed of a token, or null for an unknown, revoked or blocked account's token. Its ETag
 * stands for what it shows and the versions of those calendars, so it changes with any event
 * written in them, and with the day; the text is built once per ETag and kept (FEED_CACHE_ENTRIES
 * feeds, the least recently asked for dropped first), shared by every member who sees the same.
 */
export async function readFeed(
  db: Db,
  token: string,
  siteUrl: string,
  now = new Date(),
): Promise<Feed | null> {
  const rows = await head(db).execute({ token });
  const [first] = rows;
  if (!first) return null;
  const mine = rows
    .flatMap((row) =>
      row.choirId === null ? [] : [{ choirId: row.choirId, version: row.version }],
    )
    .sort((a, b) => a.choirId - b.choirId);
  const shown: Shown = {
    choirIds: mine.map((row) => row.choirId),
    global: mine.length > 0 || first.isStaff,
    firstDay: addDays(todayInBucharest(now), -FEED_DAYS_BACK),
  };
  const key = JSON.stringify(shown);
  const versions = [...mine.map((row) => row.version ?? 0), first.globalVersion ?? 0];
  const etag = `"${createHash('sha256')
    .update(`${FEED_FORMAT}|${siteUrl}|${key}|${versions.join(',')}`)
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    etag,
    text: () => {
      const cache = kept(db);
      const entry = cache.get(key);
      cache.delete(key);
      if (entry?.etag === etag) {
        cache.set(key, entry);
        return entry.text;
      }
      const text = buildFeed(db, shown, siteUrl);
      cache.set(key, { etag, text });
      if (cache.size > FEED_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      // A failed build is not kept: the next request tries again.
      text.catch(() => cache.get(key)?.text === text && cache.delete(key));
      return text;
    },
  };
}

/** The texts built, by what they show, in the order last asked for (a Map keeps insertion order). */
const kept = perDatabase(() => new Map<string, { etag: string; text: Promise<string> }>());

async function buildFeed(db: Db, shown: Shown, siteUrl: string): Promise<string> {
  const feed = icalSite(siteUrl);
  if (!shown.global) return calendar({ ...feed.header, events: [] });
  const from = startOfDay(shown.firstDay);
  const until = startOfDay(addDays(shown.firstDay, FEED_DAYS_BACK + FEED_DAYS_AHEAD + 1));
  const rows = await db
    .select()
    .from(events)
    .where(touching(shown.choirIds, from, until))
    .orderBy(asc(events.startsAt), asc(events.id));
  const single = rows.filter((e) => e.seriesId === null).map((e) => icalEventOf(e, feed));
  return calendar({
    ...feed.header,
    events: [...single, ...(await seriesVevents(db, rows, feed))],
  });
}
