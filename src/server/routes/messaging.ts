/**
 * POST /api/messaging/contact/ (src/lib/paths/messaging.ts): the public contact dialog (spec §5). No token needed. The
 * message is validated with the dialog's own schema, rate-limited per IP and per e-mail, stored in
 * `contact_messages` and mailed to every staff account through the outbox, in one transaction.
 */
import { Hono } from 'hono';
import type { ContactReceipt } from '../../lib/api/messaging.ts';
import { RATE_LIMITS } from '../../lib/limits.ts';
import { contact as m } from '../../lib/messages.ts';
import { contactSchema } from '../../lib/schemas/contact.ts';
import type { AppEnv } from '../auth.ts';
import { clientIp } from '../client-ip.ts';
import { contactMessages } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { parseJson, tooManyRequests } from '../http.ts';
import { contactOp } from '../openapi/paths/madrigalist.ts';
import { route } from '../openapi/route.ts';
import { queueMail, staffAddresses } from '../services/outbox.ts';
import { hit } from '../services/rate-limit.ts';

export function messagingRoutes(deps: AppDeps) {
  const { db } = deps;
  const rule = (deps.rateLimits ?? RATE_LIMITS).contact;

  const app = new Hono<AppEnv>();
  route(app, contactOp, async (c) => {
    const body = await parseJson(c, contactSchema);
    // Only valid messages count: they are the ones that reach the team's mailboxes.
    const ip = clientIp(c, deps.trustProxy);
    const retryAfter =
      (await hit(db, `contact:ip:${ip}`, rule.perIp, rule.windowSeconds)) ||
      (await hit(db, `contact:email:${body.email}`, rule.perEmail, rule.windowSeconds));
    if (retryAfter) throw tooManyRequests(retryAfter);

    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ name: body.name, email: body.email, message: body.message })
        .returning({ id: contactMessages.id });
      const subject = m.mailSubject(body.name);
      const text = m.mailBody(body.name, body.email, body.message);
      const staff = await staffAddresses(tx);
      await queueMail(
        tx,
        staff.map((to) => ({ to, subject, text })),
      );
      if (!row) throw new Error('contact insert returned nothing');
      return row;
    });
    return c.json(
      { id: saved.id, name: body.name, email: body.email } satisfies ContactReceipt,
      201,
    );
  });
  return app;
}
