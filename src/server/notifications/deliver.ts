/**
 * Sending a notification by each recipient's choice (issue #28): `notify(tx, kind, recipients,
 * message)` queues, in the caller's transaction, the mail (families/mail.ts: a managed child's goes
 * to their parents) to those who chose mail, and one push message per browser (push_outbox) to
 * those who chose push: the recipient's own browsers, and a managed child's parents' (they act for
 * the child on their own devices). The push sender of every process (push-sender.ts) wakes on
 * PUSH_CHANNEL once the transaction commits. A notification carries only the choir's own
 * information (messages-notifications.ts), so it may reach a child or their parent as it is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notificationTexts as t } from '../../lib/messages-notifications.ts';
import {
  byMail,
  byPush,
  type NotificationKind,
  type PushMessage,
} from '../../lib/notifications.ts';
import { notBlocked } from '../blocked.ts';
import type { Tx } from '../db/client.ts';
import { familyLinks, pushOutbox, pushSubscriptions, users } from '../db/schema.ts';
import { activeLink } from '../families/links.ts';
import { mailMembers } from '../families/mail.ts';
import type { MAIL_PRIORITY } from '../services/outbox.ts';
import { channelsOf } from './preferences.ts';

export const PUSH_CHANNEL = 'push_outbox';

/** Who is told: a member (blocked accounts already left out by the caller). */
export interface Recipient {
  id: number;
  /** Null for a child managed by a parent (schema-families.ts). */
  email: string | null;
  firstName: string;
  lastName: string;
}

/** What is said: the push shows title and body and opens `url`; the mail may say more. */
export interface Notification extends PushMessage {
  /** The mail's text when it says more than the push (the reply itself); else body and link. */
  mailText?: string;
}

export async function notify<R extends Recipient>(
  tx: Tx,
  kind: NotificationKind,
  recipients: R[],
  message: Notification | ((recipient: R) => Notification),
  priority: keyof typeof MAIL_PRIORITY = 'bulk',
): Promise<void> {
  if (recipients.length === 0) return;
  const messageOf = typeof message === 'function' ? message : () => message;
  const channels = await channelsOf(
    tx,
    kind,
    recipients.map((r) => r.id),
  );
  const channelOf = (r: Recipient) => channels.get(r.id) ?? 'none';

  await mailMembers(
    tx,
    recipients
      .filter((r) => byMail(channelOf(r)))
      .map((r) => {
        const m = messageOf(r);
        return {
          to: r.email,
          userId: r.id,
          memberName: `${r.firstName} ${r.lastName}`.trim(),
          subject: m.title,
          text: m.mailText ?? t.mailText(m.body, m.url),
        };
      }),
    priority,
  );

  const pushed = recipients.filter((r) => byPush(channelOf(r)));
  if (pushed.length === 0) return;
  const byId = new Map(pushed.map((r) => [r.id, r]));
  const rows = (await browsersOf(tx, pushed)).map(({ userId, subscriptionId, forParent }) => {
    const recipient = byId.get(userId) as R;
    const { title, body, url } = messageOf(recipient);
    const shown = forParent ? t.forChild(recipient.firstName, title) : title;
    return { subscriptionId, message: { title: shown, body, url } };
  });
  if (rows.length === 0) return;
  await tx.insert(pushOutbox).values(rows);
  await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
}

/**
 * The browsers that get each recipient's push (by the recipient's id): their own, and a managed
 * child's active parents' (`forParent`), a blocked parent's excepted.
 */
async function browsersOf(tx: Tx, recipients: Recipient[]) {
  const own = await tx
    .select({ userId: pushSubscriptions.userId, subscriptionId: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        recipients.map((r) => r.id),
      ),
    );
  const managed = recipients.filter((r) => !r.email).map((r) => r.id);
  const parents = managed.length
    ? await tx
        .select({ userId: familyLinks.childId, subscriptionId: pushSubscriptions.id })
        .from(familyLinks)
        .innerJoin(users, eq(users.id, familyLinks.parentId))
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, familyLinks.parentId))
        .where(and(inArray(familyLinks.childId, managed), activeLink, notBlocked))
    : [];
  return [
    ...own.map((row) => ({ ...row, forParent: false })),
    ...parents.map((row) => ({ ...row, forParent: true })),
  ];
}
