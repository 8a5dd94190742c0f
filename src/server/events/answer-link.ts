/**
 * The answer links of an event's announcement mail (issue #23): one token per member and event,
 * `{userId}.{eventId}.{mac}`, the mac an HMAC-SHA256 of both ids under the server's secret, with a
 * purpose of its own so no other token of the secret can pass for it. The answer is chosen by the
 * link (`&raspuns=yes`), not signed: whoever holds the member's token may give any of the three.
 * A token carries no date: it expires with the event itself (at its current start, so a postponed
 * rehearsal keeps its links), and stops working once its member has left the choir or is blocked.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { eventAnswerLink as m } from '../../lib/messages-events.ts';
import { isBlocked } from '../blocked.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http.ts';
import { type EventAccess, readEvent } from './access.ts';

const PURPOSE = 'event-answer';
const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, userId: number, eventId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}.${eventId}`).digest('base64url');

export const signAnswerToken = (secret: string, userId: number, eventId: number) =>
  `${userId}.${eventId}.${mac(secret, userId, eventId)}`;

/** The page of the mail's links, with the answer the link gives. */
export const answerLinkUrl = (siteUrl: string, token: string, answer: 'yes' | 'no' | 'maybe') =>
  `${siteUrl}/cont/raspuns-eveniment?t=${token}&raspuns=${answer}`;

/** The ids of a well-formed token whose mac is the server's; null for anything else. */
export function readAnswerToken(secret: string, token: string) {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const eventId = Number(match[2]);
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(mac(secret, userId, eventId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, eventId };
}

const refused = (status: 403 | 404, detail: string) => new ApiError(status, { detail });

export interface AnswerLinkTarget {
  userId: number;
  firstName: string;
  read: EventAccess;
}

/**
 * The member and the event of a link, or the refusal the page shows: 404 a forged (or deleted
 * event's) link, 403 one whose member is no longer an approved member or whose event has started.
 */
export async function openAnswerLink(
  db: Db,
  secret: string,
  token: string,
): Promise<AnswerLinkTarget> {
  const ids = readAnswerToken(secret, token);
  if (!ids) throw refused(404, m.invalid);
  const [user] = await db.select().from(users).where(eq(users.id, ids.userId));
  if (!user || isBlocked(user) || user.activatedAt === null) throw refused(403, m.notMember);
  let read: EventAccess;
  try {
    read = await readEvent(db, user, ids.eventId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw refused(404, m.eventGone);
    throw refused(403, m.notMember);
  }
  if (!read.member) throw refused(403, m.notMember);
  if (read.event.startsAt.getTime() <= Date.now()) throw refused(403, m.expired);
  return { userId: user.id, firstName: user.firstName, read };
}
