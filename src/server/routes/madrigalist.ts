/**
 * Contactează un madrigalist (document 2 §2; its paths: src/lib/paths/messaging.ts). A member
 * confirmed in some confirmed choir (the library's rule) or staff writes to the programme's
 * madrigal singers: the message is stored and mailed to every staff account in one transaction,
 * rate-limited per account and per IP. The member reads their own threads and marks the replies
 * the page has shown as read; staff read the inbox and reply, and each reply is mailed to the
 * member in the transaction that stores it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  MadrigalistReadReceipt,
  MadrigalistReply,
  MadrigalistThread,
} from '../../lib/api/messaging.ts';
import { RATE_LIMITS } from '../../lib/limits.ts';
import { madrigalist as m } from '../../lib/messages.ts';
import { madrigalistMessageSchema, madrigalistReadSchema } from '../../lib/schemas/madrigalist.ts';
import { type AppEnv, currentUser, requireUser } from '../auth.ts';
import { readPageParam } from '../choirs/history.ts';
import { clientIp } from '../client-ip.ts';
import { madrigalistMessages, madrigalistReplies } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { forbidden, parseJson, tooManyRequests } from '../http.ts';
import {
  inboxPage,
  ownThreads,
  replyToMessage,
  toReply,
  toThread,
} from '../madrigalist/threads.ts';
import { madrigalistOps as ops } from '../openapi/paths/madrigalist.ts';
import { route } from '../openapi/route.ts';
import { idParam, requireLibraryAccess } from '../permissions.ts';
import { queueMail, staffAddresses } from '../services/outbox.ts';
import { hit } from '../services/rate-limit.ts';

/** Who may write to the madrigal singers and read their answers: the library's singers, and staff. */
const MEMBERS = { conductor: false };

export function madrigalistRoutes(deps: AppDeps) {
  const { db } = deps;
  const rule = (deps.rateLimits ?? RATE_LIMITS).madrigalist;

  const app = new Hono<AppEnv>();
  // A path under it that no route answers is a 401 to a visitor too.
  app.use('/messaging/madrigalist/*', requireUser);
  route(app, ops.list, async (c) => {
    const user = currentUser(c);
    await requireLibraryAccess(db, user, MEMBERS);
    return c.json(await ownThreads(db, user.id, readPageParam(c.req.query('page'))));
  });
  route(app, ops.send, async (c) => {
    const user = currentUser(c);
    await requireLibraryAccess(db, user, MEMBERS);
    const { message } = await parseJson(c, madrigalistMessageSchema);
    // Only valid messages count: they are the ones that reach the team's mailboxes.
    const retryAfter =
      (await hit(db, `madrigalist:user:${user.id}`, rule.perEmail, rule.windowSeconds)) ||
      (await hit(
        db,
        `madrigalist:ip:${clientIp(c, deps.trustProxy)}`,
        rule.perIp,
        rule.windowSeconds,
      ));
    if (retryAfter) throw tooManyRequests(retryAfter);

    const name = `${user.firstName} ${user.lastName}`.trim();
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(madrigalistMessages)
        .values({ userId: user.id, message })
        .returning();
      if (!row) throw new Error('madrigalist insert returned nothing');
      const subject = m.teamMailSubject(name);
      const text = m.teamMailBody(row.id, name, user.email ?? '', message);
      const staff = await staffAddresses(tx);
      await queueMail(
        tx,
        staff.map((to) => ({ to, subject, text })),
      );
      return row;
    });
    return c.json(toThread(saved, []) satisfies MadrigalistThread, 201);
  });
  route(app, ops.read, async (c) => {
    const user = currentUser(c);
    await requireLibraryAccess(db, user, MEMBERS);
    const { replies } = await parseJson(c, madrigalistReadSchema);
    if (replies.length === 0) return c.json({ read: 0 } satisfies MadrigalistReadReceipt);
    // Only the user's own unread replies: another member's ids change nothing and say nothing.
    const own = db
      .select({ id: madrigalistMessages.id })
      .from(madrigalistMessages)
      .where(eq(madrigalistMessages.userId, user.id));
    const read = await db
      .update(madrigalistReplies)
      .set({ readAt: sql`now()` })
      .where(
        and(
          inArray(madrigalistReplies.id, replies),
          inArray(madrigalistReplies.messageId, own),
          isNull(madrigalistReplies.readAt),
        ),
      )
      .returning({ id: madrigalistReplies.id });
    return c.json({ read: read.length } satisfies MadrigalistReadReceipt);
  });
  route(app, ops.inbox, async (c) => {
    if (!currentUser(c).isStaff) throw forbidden();
    return c.json(await inboxPage(db, readPageParam(c.req.query('page'))));
  });
  route(app, ops.reply, async (c) => {
    const user = currentUser(c);
    if (!user.isStaff) throw forbidden();
    const id = idParam(c.req.param('id'));
    const { message } = await parseJson(c, madrigalistMessageSchema);
    const { reply } = await db.transaction((tx) =>
      replyToMessage(tx, user.id, id, message, deps.siteUrl),
    );
    return c.json(toReply(reply) satisfies MadrigalistReply, 201);
  });
  return app;
}
