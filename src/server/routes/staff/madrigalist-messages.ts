/**
 * The back office's copy of the madrigal singers' inbox (paths: src/lib/paths/staff-submissions.ts):
 * members' messages, newest first, `?q=` (the sender's name, e-mail or the text, diacritics
 * folded), `?answered=yes|no`, paged, or `?format=csv|xlsx` the whole filtered list; a message
 * with the team's replies; a reply (unread for the member, mailed to them) recorded as a staff
 * action, in one transaction.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MadrigalistRow, MadrigalistStaffThread } from '../../../lib/api/staff-messages.ts';
import { staffMessages as m } from '../../../lib/messages-staff-messages.ts';
import { madrigalistMessageSchema } from '../../../lib/schemas/madrigalist.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/like.ts';
import { madrigalistMessages, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, parseJson } from '../../http.ts';
import { replyToMessage } from '../../madrigalist/threads.ts';
import { madrigalistMessageOps as ops } from '../../openapi/paths/staff-messages.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { foldedSearch } from '../../staff/folded-search.ts';
import { type Inbox, inboxList, repliesOf, replyCounts, toReply } from '../../staff/messages.ts';

// The subqueries are written out: drizzle leaves the columns of a one-table query unqualified,
// and a bare "id" inside them would be the reply's own.
const answered = sql`exists (select 1 from madrigalist_replies r where r.message_id = madrigalist_messages.id)`;
const columns = {
  id: madrigalistMessages.id,
  createdAt: madrigalistMessages.createdAt,
  message: madrigalistMessages.message,
  senderId: users.id,
  senderName: fullName(),
  senderEmail: users.email,
  replies: sql<number>`(select count(*)::int from madrigalist_replies r where r.message_id = madrigalist_messages.id)`,
  lastReplyAt: sql<
    string | null
  >`(select max(r.created_at) from madrigalist_replies r where r.message_id = madrigalist_messages.id)`,
};
/** The messages with their senders (a member account each). */
const selectMessages = (db: Db) =>
  db
    .select(columns)
    .from(madrigalistMessages)
    .innerJoin(users, eq(users.id, madrigalistMessages.userId));
type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

const present = (row: MessageRow): MadrigalistRow => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  sender: { id: row.senderId, name: row.senderName, email: row.senderEmail ?? '' },
  message: row.message,
  ...replyCounts(row),
});

export function staffMadrigalistMessageRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const inbox: Inbox<MessageRow> = {
    list: m.madrigalistList,
    fileName: 'mesaje-madrigalisti',
    answered,
    search: (q) => foldedSearch(q, fullName(), users.email, madrigalistMessages.message),
    id: madrigalistMessages.id,
    rows: (where, limit, offset = 0) =>
      selectMessages(db)
        .where(where)
        .orderBy(desc(madrigalistMessages.id))
        .limit(limit)
        .offset(offset),
    count: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(madrigalistMessages)
          .innerJoin(users, eq(users.id, madrigalistMessages.userId))
          .where(where)
      )[0]?.n ?? 0,
    sender: (row) => ({ name: row.senderName, email: row.senderEmail ?? '' }),
  };

  route(app, ops.list, (c) => inboxList(c, db, inbox, present));

  route(app, ops.thread, async (c) => {
    const id = idParam(c.req.param('id'));
    const [row] = await selectMessages(db).where(eq(madrigalistMessages.id, id));
    if (!row) throw notFound();
    const replies = await repliesOf(db, 'madrigalist', id);
    const { replies: _count, last_reply_at: _last, ...message } = present(row);
    return c.json({ ...message, replies } satisfies MadrigalistStaffThread);
  });

  route(app, ops.reply, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const { message } = await parseJson(c, madrigalistMessageSchema);
    const reply = await db.transaction(async (tx) => {
      const { reply, to } = await replyToMessage(tx, user.id, id, message, deps.siteUrl);
      await recordStaffAction(tx, user.id, {
        action: 'madrigalist.reply',
        targetType: 'madrigalist_message',
        targetId: id,
        targetLabel: m.madrigalistLabel(to ?? ''),
      });
      return reply;
    });
    return c.json(toReply(reply, user, false), 201);
  });

  return app;
}
