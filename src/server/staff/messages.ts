/**
 * The back office's two inboxes (routes/staff/*-messages.ts): the list of an inbox with its
 * filters and export, the team's replies to a message, a reply as the API answers it.
 */
import { type AnyColumn, and, eq, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ANSWERED_CHOICES, type StaffReply } from '../../lib/api/staff-messages.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../lib/limits.ts';
import { staffMessages as m } from '../../lib/messages-staff-messages.ts';
import type { AppEnv } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { fullName } from '../db/like.ts';
import { contactReplies, madrigalistReplies, users } from '../db/schema.ts';
import { exportFormatOf, inBatches, sendExport } from './export.ts';
import { offsetOf, readChoice, readSearch, readStaffPage, staffPage } from './list.ts';

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
    email: author.email ?? '',
  },
  read,
});

/** What an inbox's list row has: its own columns, how many replies and the last one's time. */
interface InboxRow {
  id: number;
  createdAt: Date;
  message: string;
  replies: number;
  lastReplyAt: string | null;
}

/** An inbox's list, as its routes file defines it. */
export interface Inbox<Row extends InboxRow> {
  /** The export's name and file name. */
  list: string;
  fileName: string;
  /** True for a message with a reply of the team. */
  answered: SQL;
  search(q: string): SQL | undefined;
  id: AnyColumn;
  /** The rows matching `where`, newest first. */
  rows(where: SQL | undefined, limit: number, offset?: number): Promise<Row[]>;
  count(where: SQL | undefined): Promise<number>;
  sender(row: Row): { name: string; email: string };
}

/**
 * An inbox's list: newest first, `?q=`, `?answered=yes|no` (400 for another value), paged as
 * `present` shows a row, or `?format=csv|xlsx` the whole filtered list.
 */
export async function inboxList<Row extends InboxRow, Shown>(
  c: Context<AppEnv>,
  db: Db,
  inbox: Inbox<Row>,
  present: (row: Row) => Shown,
) {
  const q = readSearch(c);
  const answered = readChoice(c, 'answered', ANSWERED_CHOICES);
  const where = and(
    q ? inbox.search(q) : undefined,
    answered === 'yes' ? inbox.answered : answered === 'no' ? not(inbox.answered) : undefined,
  );
  const format = exportFormatOf(c);
  if (format) {
    return sendExport(c, db, format, {
      list: inbox.list,
      fileName: inbox.fileName,
      filters: { q, answered },
      rows: inBatches<Row>((after) =>
        inbox.rows(and(where, after ? lt(inbox.id, after.id) : undefined), EXPORT_BATCH_SIZE),
      ),
      columns: [
        { label: 'Nr.', value: (row) => row.id },
        { label: m.date, value: (row) => row.createdAt },
        { label: m.name, value: (row) => inbox.sender(row).name },
        { label: m.email, value: (row) => inbox.sender(row).email },
        { label: m.message, value: (row) => row.message },
        { label: m.replies, value: (row) => row.replies },
        {
          label: m.lastReply,
          value: (row) => (row.lastReplyAt ? new Date(row.lastReplyAt) : null),
        },
      ],
    });
  }
  const page = readStaffPage(c);
  const total = await inbox.count(where);
  const rows = await inbox.rows(where, STAFF_PAGE_SIZE, offsetOf(page));
  return c.json(staffPage(c, page, total, rows.map(present)));
}

/** The list row's reply fields: how many, whether any, the last one's time (ISO). */
export const replyCounts = (row: Pick<InboxRow, 'replies' | 'lastReplyAt'>) => ({
  replies: row.replies,
  answered: row.replies > 0,
  last_reply_at: row.lastReplyAt ? new Date(row.lastReplyAt).toISOString() : null,
});
