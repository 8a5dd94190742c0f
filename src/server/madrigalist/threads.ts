/**
 * Reading the madrigal singers' messages (madrigalist_messages) with the team's replies
 * (madrigalist_replies), one page at a time: a member's own threads and the team's inbox.
 * A page is three queries whatever its size: the count, the page of messages, their replies.
 * And the dashboard's messages box: the replies the member has not read yet; and the team's reply.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DashboardMessage } from '../../lib/api/dashboard.ts';
import type {
  MadrigalistInboxPage,
  MadrigalistPage,
  MadrigalistReply,
  MadrigalistThread,
} from '../../lib/api/messaging.ts';
import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_MESSAGE_EXCERPT_LENGTH,
  MADRIGALIST_INBOX_PAGE_SIZE,
  MADRIGALIST_PAGE_SIZE,
} from '../../lib/limits.ts';
import { choirs as cm, madrigalist as m } from '../../lib/messages.ts';
import { notificationTexts } from '../../lib/messages-notifications.ts';
import { messagingPaths } from '../../lib/paths/messaging.ts';
import { isBlocked } from '../blocked.ts';
import type { Db, Tx } from '../db/client.ts';
import { madrigalistMessages, madrigalistReplies, users } from '../db/schema.ts';
import { ApiError, notFound } from '../http.ts';
import { notify } from '../notifications/deliver.ts';

type MessageRow = { id: number; message: string; createdAt: Date };
type ReplyRow = typeof madrigalistReplies.$inferSelect;

/** A reply as the member sees it: signed by the team, whoever of the staff wrote it. */
export const toReply = (row: ReplyRow): MadrigalistReply => ({
  id: row.id,
  author: m.team,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export const toThread = (row: MessageRow, replies: MadrigalistReply[]): MadrigalistThread => ({
  id: row.id,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  replies,
});

/** The replies of the given messages, oldest first, by message id. */
async function repliesByMessage(db: Db, messageIds: number[]) {
  const byMessage = new Map<number, MadrigalistReply[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(madrigalistReplies)
    .where(inArray(madrigalistReplies.messageId, messageIds))
    .orderBy(madrigalistReplies.createdAt, madrigalistReplies.id);
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push(toReply(row));
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** The DRF page around `results`; a page past the end answers 404 (as DRF and the choir list). */
function paged<T>(base: string, page: number, size: number, total: number, results: T[]) {
  if (page > 1 && results.length === 0) throw new ApiError(404, { detail: cm.invalidPage });
  const link = (to: number) => `${base}?page=${to}`;
  return {
    count: total,
    next: page * size < total ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

/**
 * The newest moment of a thread: its last reply, or the message itself. A member's threads are
 * ordered by it, so a message that was just answered comes back to the top of the first page.
 */
const lastActivity = sql`coalesce((select max(${madrigalistReplies.createdAt}) from ${madrigalistReplies} where ${madrigalistReplies.messageId} = ${madrigalistMessages.id}), ${madrigalistMessages.createdAt})`;

/** One page of the user's own messages with their replies, latest activity first. */
export async function ownThreads(db: Db, userId: number, page: number): Promise<MadrigalistPage> {
  const mine = eq(madrigalistMessages.userId, userId);
  const [total] = await db.select({ n: count() }).from(madrigalistMessages).where(mine);
  const rows = await db
    .select({
      id: madrigalistMessages.id,
      message: madrigalistMessages.message,
      createdAt: madrigalistMessages.createdAt,
    })
    .from(madrigalistMessages)
    .where(mine)
    .orderBy(desc(lastActivity), desc(madrigalistMessages.id))
    .limit(MADRIGALIST_PAGE_SIZE)
    .offset((page - 1) * MADRIGALIST_PAGE_SIZE);
  const replies = await repliesByMessage(
    db,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) => toThread(row, replies.get(row.id) ?? []));
  return paged(messagingPaths.madrigalist, page, MADRIGALIST_PAGE_SIZE, total?.n ?? 0, results);
}

/** One page of every member's messages, newest first, with the sender and the replies (staff). */
export async function inboxPage(db: Db, page: number): Promise<MadrigalistInboxPage> {
  const [total] = await db.select({ n: count() }).from(madrigalistMessages);
  const rows = await db
    .select({
      id: madrigalistMessages.id,
      message: madrigalistMessages.message,
      createdAt: madrigalistMessages.createdAt,
      senderId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(madrigalistMessages)
    .innerJoin(users, eq(users.id, madrigalistMessages.userId))
    .orderBy(desc(madrigalistMessages.createdAt), desc(madrigalistMessages.id))
    .limit(MADRIGALIST_INBOX_PAGE_SIZE)
    .offset((page - 1) * MADRIGALIST_INBOX_PAGE_SIZE);
  const replies = await repliesByMessage(
    db,
    rows.map((row) => row.id),
  );
  const results = rows.map((row) => ({
    ...toThread(row, replies.get(row.id) ?? []),
    sender: {
      id: row.senderId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email ?? '',
    },
  }));
  return paged(
    messagingPaths.madrigalistInbox,
    page,
    MADRIGALIST_INBOX_PAGE_SIZE,
    total?.n ?? 0,
    results,
  );
}

/**
 * A staff member's reply to message `messageId`, stored and told to the member in `tx` by their
 * choice of mail or push (notifications/deliver.ts; 404 when
 * there is no such message); a blocked member gets no mail, the reply waits on the page should
 * the account be unblocked. Answers the reply and the member's address. Used by
 * POST /api/messaging/madrigalist/{id}/reply/ and the back office's …/madrigalist/{id}/reply/.
 */
export async function replyToMessage(
  tx: Tx,
  authorId: number,
  messageId: number,
  message: string,
  siteUrl: string,
) {
  const [original] = await tx
    .select({
      message: madrigalistMessages.message,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      blockedAt: users.blockedAt,
    })
    .from(madrigalistMessages)
    .innerJoin(users, eq(users.id, madrigalistMessages.userId))
    .where(eq(madrigalistMessages.id, messageId))
    // The message (and its sender) cannot be deleted before the reply is stored beside it.
    .for('share');
  if (!original) throw notFound();
  const [reply] = await tx
    .insert(madrigalistReplies)
    .values({ messageId, authorId, message })
    .returning();
  if (!reply) throw new Error('madrigalist reply insert returned nothing');
  if (isBlocked(original)) return { reply, to: original.email ?? '' };
  const link = `${siteUrl}/cont/contacteaza-un-madrigalist`;
  const recipient = { ...original, id: original.userId };
  await notify(
    tx,
    'madrigal_reply',
    [recipient],
    {
      title: m.replyMailSubject,
      // The push says only that a reply came: the texts are read on the page.
      body: notificationTexts.madrigalReplyBody,
      url: link,
      mailText: m.replyMailBody(original.firstName, original.message, message, link),
    },
    'transactional',
  );
  return { reply, to: original.email ?? '' };
}

/** The start of a text on one line, cut at `max` characters (never inside a character). */
function excerpt(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The dashboard's messages box: the unread replies to the user (placeholder `userId`), newest
 * first, the first few; a subquery, read in the same statement as the user's standing in the
 * choir (routes/dashboard.ts).
 */
export const unreadReplies = new QueryBuilder()
  .select({
    id: madrigalistReplies.id,
    message: madrigalistReplies.message,
    createdAt: madrigalistReplies.createdAt,
  })
  .from(madrigalistReplies)
  .innerJoin(madrigalistMessages, eq(madrigalistMessages.id, madrigalistReplies.messageId))
  .where(
    and(
      eq(madrigalistMessages.userId, sql.placeholder('userId')),
      isNull(madrigalistReplies.readAt),
    ),
  )
  .orderBy(desc(madrigalistReplies.createdAt), desc(madrigalistReplies.id))
  .limit(DASHBOARD_LIST_SIZE)
  .as('unread');

export const toDashboardMessage = (row: MessageRow): DashboardMessage => ({
  id: row.id,
  name: m.team,
  message: excerpt(row.message, DASHBOARD_MESSAGE_EXCERPT_LENGTH),
  // The programme has no logo file yet: the box shows the team's initials.
  avatar: null,
  date: row.createdAt.toISOString(),
});
