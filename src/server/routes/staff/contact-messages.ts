/**
 * The back office's inbox of the public contact form (paths: src/lib/paths/staff-submissions.ts):
 * newest first, `?q=` (name, e-mail or text, diacritics folded), `?answered=yes|no`, paged, or
 * `?format=csv|xlsx` the whole filtered list; a message with the team's replies; a reply stored,
 * mailed to the sender through the outbox and recorded as a staff action, in one transaction.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContactRow, ContactThread } from '../../../lib/api/staff-messages.ts';
import { staffMessages as m } from '../../../lib/messages-staff-messages.ts';
import { contactReplySchema } from '../../../lib/schemas/staff-messages.ts';
import { type AppEnv, currentUser } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, parseJson } from '../../http.ts';
import { contactMessageOps as ops } from '../../openapi/paths/staff-messages.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { queueMail } from '../../services/outbox.ts';
import { recordStaffAction } from '../../staff/audit.ts';
import { foldedSearch } from '../../staff/folded-search.ts';
import { type Inbox, inboxList, repliesOf, replyCounts, toReply } from '../../staff/messages.ts';

// The subqueries are written out: drizzle leaves the columns of a one-table query unqualified,
// and a bare "id" inside them would be the reply's own.
const answered = sql`exists (select 1 from contact_replies r where r.contact_message_id = contact_messages.id)`;
const columns = {
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  replies: sql<number>`(select count(*)::int from contact_replies r where r.contact_message_id = contact_messages.id)`,
  lastReplyAt: sql<
    string | null
  >`(select max(r.created_at) from contact_replies r where r.contact_message_id = contact_messages.id)`,
};
const selectMessages = (db: Db) => db.select(columns).from(contactMessages);
type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

const present = (row: MessageRow): ContactRow => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  message: row.message,
  ...replyCounts(row),
});

export function staffContactMessageRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const inbox: Inbox<MessageRow> = {
    list: m.contactList,
    fileName: 'mesaje-contact',
    answered,
    search: (q) =>
      foldedSearch(q, contactMessages.name, contactMessages.email, contactMessages.message),
    id: contactMessages.id,
    rows: (where, limit, offset = 0) =>
      selectMessages(db).where(where).orderBy(desc(contactMessages.id)).limit(limit).offset(offset),
    count: async (where) =>
      (await db.select({ n: count() }).from(contactMessages).where(where))[0]?.n ?? 0,
    sender: (row) => row,
  };

  route(app, ops.list, (c) => inboxList(c, db, inbox, present));

  route(app, ops.thread, async (c) => {
    const id = idParam(c.req.param('id'));
    const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
    if (!row) throw notFound();
    const replies = await repliesOf(db, 'contact', id);
    const { replies: _count, last_reply_at: _last, ...message } = present(row);
    return c.json({ ...message, replies } satisfies ContactThread);
  });

  route(app, ops.reply, async (c) => {
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
  });

  return app;
}
