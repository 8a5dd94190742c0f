/**
 * The choir's mails to its members (issue #25): an event's announcement, an approval, a reply to
 * a member's message. A child managed by a parent has no address (schema-families.ts), so each of
 * their mails goes instead to every parent actively linked to them (a blocked parent excepted),
 * its subject and first lines saying which child it is for; the links inside (an event's answer
 * links) still act for the child. Queued in the caller's transaction, like every mail.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { parentCopyMail } from '../../lib/messages-family-rules.ts';
import { notBlocked } from '../blocked.ts';
import type { Tx } from '../db/client.ts';
import { familyLinks, users } from '../db/schema.ts';
import { type MAIL_PRIORITY, type MailMessage, queueMail } from '../services/outbox.ts';
import { activeLink } from './links.ts';

/** A mail to a member: `to` is their address, null for a managed child. */
export type MemberMail = MailMessage & { userId: number; memberName: string };

export async function mailMembers(
  tx: Tx,
  mails: MemberMail[],
  priority: keyof typeof MAIL_PRIORITY = 'transactional',
): Promise<void> {
  const managed = mails.filter((mail) => !mail.to).map((mail) => mail.userId);
  const parents = managed.length
    ? await tx
        .select({ childId: familyLinks.childId, email: users.email, firstName: users.firstName })
        .from(familyLinks)
        .innerJoin(users, eq(users.id, familyLinks.parentId))
        .where(
          and(
            inArray(familyLinks.childId, managed),
            activeLink,
            notBlocked,
            isNotNull(users.email),
          ),
        )
        .orderBy(familyLinks.id)
    : [];
  await queueMail(
    tx,
    mails.flatMap(({ userId, memberName, ...mail }) =>
      mail.to
        ? [mail]
        : parents
            .filter((parent) => parent.childId === userId)
            .map((parent) => ({
              ...mail,
              to: parent.email,
              subject: parentCopyMail.subject(memberName, mail.subject),
              text: `${parentCopyMail.intro(parent.firstName, memberName)}${mail.text}`,
            })),
    ),
    priority,
  );
}
