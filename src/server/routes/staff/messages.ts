/**
 * The back office's messages (issue #12), under /api/staff/messages (behind requireStaff): the
 * public contact messages (`/contact/`) and the madrigal singers' inbox (`/madrigalist/`). Each
 * list: newest first, `?q=` (name, e-mail or text, diacritics folded), `?answered=yes|no`, paged,
 * or `?format=csv|xlsx` the whole filtered list; `/{id}/` a message with the team's replies;
 * `POST /{id}/reply/` {message}: the reply is stored, mailed to the sender through the outbox and
 * recorded as a staff action, in one transaction.
 */
import { and, count, desc, eq, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  ContactRow,
  ContactThread,
  MadrigalistRow,
  MadrigalistStaffThread,
  StaffReply,
} from '../../../lib/api/staff-messages.ts';
import { madrigalistMessageSchema } from '../../../lib/schemas/madrigalist.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../../lib/staff/common.ts';
import {
  ANSWERED_CHOICES,
  contactReplySchema,
  staffMessages as m,
} from '../../../lib/staff/messages.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { fold } from '../../db/fold.ts';
import {
  contactMessages,
  contactReplies,
  madrigalistMessages,
  madrigalistReplies,
  users,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, parseJson } from '../../http.ts';
import { replyToMessage } from '../../madrigalist/threads.ts';
import { idParam } from '../../permissions.ts';
import { queueMail } from '../../services/mail.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { offsetOf, readChoice, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
const searchIn = (q: string, ...columns: SQL[]) =>
  or(...columns.map((column) => sql`${fold(column)} like ${fold(sql`${likePattern(q)}`)}`));

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The replies to one message, oldest first, with their authors. */
async function repliesOf(
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
      authorName: fullName,
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

const toReply = (
  row: {
    id: number;
    message: string;
    createdAt: Date;
    readAt?: Date | null;
  },
  author: { id: number; firstName: string; lastName: string; email: string },
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

export function staffMessageRoutes(deps: AppDeps) {
  const { db } = deps;

  // The subqueries are written out: drizzle leaves the columns of a one-table query unqualified,
  // and a bare "id" inside them would be the reply's own.
  const contactReplyCount = sql<number>`(select count(*)::int from contact_replies r where r.contact_message_id = contact_messages.id)`;
  const contactLastReply = sql<
    string | null
  >`(select max(r.created_at) from contact_replies r where r.contact_message_id = contact_messages.id)`;
  const contactAnswered = sql`exists (select 1 from contact_replies r where r.contact_message_id = contact_messages.id)`;
  const contactColumns = {
    id: contactMessages.id,
    createdAt: contactMessages.createdAt,
    name: contactMessages.name,
    email: contactMessages.email,
    message: contactMessages.message,
    replies: contactReplyCount,
    lastReplyAt: contactLastReply,
  };
  type ContactListRow = {
    id: number;
    createdAt: Date;
    name: string;
    email: string;
    message: string;
    replies: number;
    lastReplyAt: string | null;
  };
  const contactRow = (row: ContactListRow): ContactRow => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    message: row.message,
    replies: row.replies,
    answered: row.replies > 0,
    last_reply_at: row.lastReplyAt ? new Date(row.lastReplyAt).toISOString() : null,
  });

  // The madrigal singers' inbox: the sender is a member account.
  const madrigalistReplyCount = sql<number>`(select count(*)::int from madrigalist_replies r where r.message_id = madrigalist_messages.id)`;
  const madrigalistLastReply = sql<
    string | null
  >`(select max(r.created_at) from madrigalist_replies r where r.message_id = madrigalist_messages.id)`;
  const madrigalistAnswered = sql`exists (select 1 from madrigalist_replies r where r.message_id = madrigalist_messages.id)`;
  const madrigalistColumns = {
    id: madrigalistMessages.id,
    createdAt: madrigalistMessages.createdAt,
    message: madrigalistMessages.message,
    senderId: users.id,
    senderName: fullName,
    senderEmail: users.email,
    replies: madrigalistReplyCount,
    lastReplyAt: madrigalistLastReply,
  };
  type MadrigalistListRow = {
    id: number;
    createdAt: Date;
    message: string;
    senderId: number;
    senderName: string;
    senderEmail: string;
    replies: number;
    lastReplyAt: string | null;
  };
  const madrigalistRow = (row: MadrigalistListRow): MadrigalistRow => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    sender: { id: row.senderId, name: row.senderName, email: row.senderEmail },
    message: row.message,
    replies: row.replies,
    answered: row.replies > 0,
    last_reply_at: row.lastReplyAt ? new Date(row.lastReplyAt).toISOString() : null,
  });
  const madrigalistQuery = () =>
    db
      .select(madrigalistColumns)
      .from(madrigalistMessages)
      .innerJoin(users, eq(users.id, madrigalistMessages.userId));

  const exportColumns = <
    Row extends {
      id: number;
      createdAt: Date;
      message: string;
      replies: number;
      lastReplyAt: string | null;
    },
  >(
    name: (row: Row) => string,
    email: (row: Row) => string,
  ) => [
    { label: 'Nr.', value: (row: Row) => row.id },
    { label: m.date, value: (row: Row) => row.createdAt },
    { label: m.name, value: name },
    { label: m.email, value: email },
    { label: m.message, value: (row: Row) => row.message },
    { label: m.replies, value: (row: Row) => row.replies },
    {
      label: m.lastReply,
      value: (row: Row) => (row.lastReplyAt ? new Date(row.lastReplyAt) : null),
    },
  ];

  return new Hono<AppEnv>({ strict: false })
    .get('/contact', async (c) => {
      const q = readSearch(c);
      const answered = readChoice(c, 'answered', ANSWERED_CHOICES);
      const where = and(
        q
          ? searchIn(
              q,
              sql`${contactMessages.name}`,
              sql`${contactMessages.email}`,
              sql`${contactMessages.message}`,
            )
          : undefined,
        answered === 'yes' ? contactAnswered : answered === 'no' ? not(contactAnswered) : undefined,
      );
      const format = exportFormatOf(c);
      if (format) {
        return sendExport(c, db, format, {
          list: m.contactList,
          fileName: 'mesaje-contact',
          filters: { q, answered },
          rows: inBatches<ContactListRow>((after) =>
            db
              .select(contactColumns)
              .from(contactMessages)
              .where(and(where, after ? lt(contactMessages.id, after.id) : undefined))
              .orderBy(desc(contactMessages.id))
              .limit(EXPORT_BATCH_SIZE),
          ),
          columns: exportColumns<ContactListRow>(
            (row) => row.name,
            (row) => row.email,
          ),
        });
      }
      const page = readStaffPage(c);
      const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
      const rows = await db
        .select(contactColumns)
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.id))
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows.map(contactRow)));
    })
    .get('/contact/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const [row] = await db
        .select(contactColumns)
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      if (!row) throw notFound();
      const replies = await repliesOf(db, 'contact', id);
      const { replies: _count, last_reply_at: _last, ...message } = contactRow(row);
      return c.json({ ...message, replies } satisfies ContactThread);
    })
    .post('/contact/:id/reply', async (c) => {
      const user = currentUser(c);
      const id = idParam(c.req.param('id'));
      const { message } = await parseJson(c, contactReplySchema);
      const reply = await db.transaction(async (tx) => {
        const [original] = await tx
          .select({
            name: contactMessages.name,
            email: contactMessages.email,
            message: contactMessages.message,
          })
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for('share');
        if (!original) throw notFound();
        const [row] = await tx
          .insert(contactReplies)
          .values({ contactMessageId: id, authorId: user.id, message })
          .returning();
        if (!row) throw new Error('contact reply insert returned nothing');
        await queueMail(tx, [
          {
            to: original.email,
            subject: m.contactMailSubject,
            text: m.contactMailBody(original.name, original.message, message),
          },
        ]);
        await recordStaffAction(tx, user.id, {
          action: 'contact.reply',
          targetType: 'contact_message',
          targetId: id,
          targetLabel: m.contactLabel(original.name),
        });
        return row;
      });
      return c.json(toReply(reply, user, null), 201);
    })
    .get('/madrigalist', async (c) => {
      const q = readSearch(c);
      const answered = readChoice(c, 'answered', ANSWERED_CHOICES);
      const where = and(
        q
          ? searchIn(q, fullName, sql`${users.email}`, sql`${madrigalistMessages.message}`)
          : undefined,
        answered === 'yes'
          ? madrigalistAnswered
          : answered === 'no'
            ? not(madrigalistAnswered)
            : undefined,
      );
      const format = exportFormatOf(c);
      if (format) {
        return sendExport(c, db, format, {
          list: m.madrigalistList,
          fileName: 'mesaje-madrigalisti',
          filters: { q, answered },
          rows: inBatches<MadrigalistListRow>((after) =>
            madrigalistQuery()
              .where(and(where, after ? lt(madrigalistMessages.id, after.id) : undefined))
              .orderBy(desc(madrigalistMessages.id))
              .limit(EXPORT_BATCH_SIZE),
          ),
          columns: exportColumns<MadrigalistListRow>(
            (row) => row.senderName,
            (row) => row.senderEmail,
          ),
        });
      }
      const page = readStaffPage(c);
      const [total] = await db
        .select({ n: count() })
        .from(madrigalistMessages)
        .innerJoin(users, eq(users.id, madrigalistMessages.userId))
        .where(where);
      const rows = await madrigalistQuery()
        .where(where)
        .orderBy(desc(madrigalistMessages.id))
        .limit(STAFF_PAGE_SIZE)
        .offset(offsetOf(page));
      return c.json(staffPage(c, page, total?.n ?? 0, rows.map(madrigalistRow)));
    })
    .get('/madrigalist/:id', async (c) => {
      const id = idParam(c.req.param('id'));
      const [row] = await madrigalistQuery().where(eq(madrigalistMessages.id, id));
      if (!row) throw notFound();
      const replies = await repliesOf(db, 'madrigalist', id);
      const { replies: _count, last_reply_at: _last, ...message } = madrigalistRow(row);
      return c.json({ ...message, replies } satisfies MadrigalistStaffThread);
    })
    .post('/madrigalist/:id/reply', async (c) => {
      const user = currentUser(c);
      const id = idParam(c.req.param('id'));
      const { message } = await parseJson(c, madrigalistMessageSchema);
      const reply = await db.transaction(async (tx) => {
        const { reply, to } = await replyToMessage(tx, user.id, id, message, deps.siteUrl);
        await recordStaffAction(tx, user.id, {
          action: 'madrigalist.reply',
          targetType: 'madrigalist_message',
          targetId: id,
          targetLabel: m.madrigalistLabel(to),
        });
        return reply;
      });
      return c.json(toReply(reply, user, false), 201);
    });
}
