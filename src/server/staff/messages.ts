/**
 * The back office's two inboxes (routes/staff/*-messages.ts): the team's replies to a message,
 * a reply as the API answers it, the `?answered=` filter and the columns of an inbox's export.
 */
import { eq, not, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { StaffReply } from '../../lib/api/staff-messages.ts';
import { staffMessages as m } from '../../lib/messages-staff-messages.ts';
import { ANSWERED_CHOICES } from '../../lib/staff/messages.ts';
import type { Db } from '../db/client.ts';
import { fullName } from '../db/like.ts';
import { contactReplies, madrigalistReplies, users } from '../db/schema.ts';
import type { ExportColumn } from './export.ts';
import { readChoice } from './list.ts';

/** The replies to one message, oldest first, with their authors. */
export async function repliesOf(
  db: Db,
  kind: 'contact' | 'madrigalist',
  id: number,
): Promise<StaffReply[]> {
  const table = kind === 'contact' ? contactReplies : madrigalistReplies;
  const messageId =
    kind === 'contact' ? contactReplies.contactMessageId : madrigalistReplies.messageId;
  const rows = await db
    .select({
      id: table.id,
      message: table.message,
      createdAt: table.createdAt,
      readAt: kind === 'contact' ? sql<null>`null` : madrigalistReplies.readAt,
      authorId: users.id,
      authorName: fullName(),
      authorEmail: users.email,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.authorId))
    .where(eq(messageId, id))
    .orderBy(table.createdAt, table.id);
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    author:
      row.authorId === null
        ? null
        : { id: row.authorId, name: row.authorName, email: row.authorEmail ?? '' },
    read: kind === 'contact' ? null : row.readAt !== null,
  }));
}

/** A reply just written by `author`, as the API answers it. */
export const toReply = (
  row: Pick<typeof contactReplies.$inferSelect, 'id' | 'message' | 'createdAt'>,
  author: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>,
  read: boolean | null,
): StaffReply => ({
  id: row.id,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  author: {
    id: author.id,
    name: `${author.firstName} ${author.lastName}`.trim(),
    email: author.email,
  },
  read,
});

/** `?answered=yes|no` (400 for another value): the messages with a reply (`answered`), or without. */
export function readAnswered(c: Context, answered: SQL) {
  const choice = readChoice(c, 'answered', ANSWERED_CHOICES);
  const where =
    choice === 'yes' ? answered : choice === 'no' ? not(answered) : (undefined as SQL | undefined);
  return { answered: choice, where };
}

/** What an inbox's list row has: its own columns, how many replies and the last one's time. */
interface InboxRow {
  id: number;
  createdAt: Date;
  message: string;
  replies: number;
  lastReplyAt: string | null;
}

/** The columns of an inbox's export; the sender's name and e-mail are read by each inbox. */
export const exportColumns = <Row extends InboxRow>(
  name: (row: Row) => string,
  email: (row: Row) => string,
): ExportColumn<Row>[] => [
  { label: 'Nr.', value: (row) => row.id },
  { label: m.date, value: (row) => row.createdAt },
  { label: m.name, value: name },
  { label: m.email, value: email },
  { label: m.message, value: (row) => row.message },
  { label: m.replies, value: (row) => row.replies },
  { label: m.lastReply, value: (row) => (row.lastReplyAt ? new Date(row.lastReplyAt) : null) },
];

/** The list row's reply fields: how many, whether any, the last one's time (ISO). */
export const replyCounts = (row: Pick<InboxRow, 'replies' | 'lastReplyAt'>) => ({
  replies: row.replies,
  answered: row.replies > 0,
  last_reply_at: row.lastReplyAt ? new Date(row.lastReplyAt).toISOString() : null,
});
