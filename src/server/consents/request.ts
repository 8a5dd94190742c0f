/**
 * The parent a child under CHILD_CONSENT_AGE names (issue #25): one row per child, a new address
 * or a resend replacing it with a new private link (the old one then opens nothing), and the
 * parent's mail queued in the same transaction. The link opens /formular-gdpr prefilled with the
 * child's name (and choir when known); a consent signed through it names the child.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ParentConsent } from '../../lib/api/consent.ts';
import { isUnderConsentAge } from '../../lib/dates.ts';
import { parentMail } from '../../lib/messages-child-consent.ts';
import type { User } from '../auth.ts';
import type { Db, Tx } from '../db/client.ts';
import { choirs, consentRequests, memberships, users } from '../db/schema.ts';
import { queueMail } from '../services/outbox.ts';
import { randomToken, sha256 } from '../services/tokens.ts';
import { consentStateSql } from './state.ts';

/** The form's page with a request's token. */
export const requestPath = (token: string) => `/formular-gdpr?cerere=${token}`;

/** Records (or replaces) the child's parent address and mails the parent a fresh link. */
export async function requestParentConsent(
  tx: Tx,
  child: Pick<User, 'id' | 'firstName' | 'lastName'>,
  parentEmail: string,
  siteUrl: string,
) {
  const token = randomToken();
  const tokenHash = sha256(token);
  await tx
    .insert(consentRequests)
    .values({ childUserId: child.id, parentEmail, tokenHash })
    .onConflictDoUpdate({
      target: consentRequests.childUserId,
      set: { parentEmail, tokenHash, sentAt: sql`now()` },
    });
  const name = `${child.firstName} ${child.lastName}`.trim();
  await queueMail(tx, [
    {
      to: parentEmail,
      subject: parentMail.subject,
      text: parentMail.body(name, `${siteUrl}${requestPath(token)}`),
    },
  ]);
}

/** The signed-in member's standing: whether a parent's consent is needed, its state, the request. */
export async function parentConsentOf(db: Db | Tx, user: User): Promise<ParentConsent> {
  const [row] = await db
    .select({
      state: consentStateSql(),
      parentEmail: consentRequests.parentEmail,
      sentAt: consentRequests.sentAt,
    })
    .from(users)
    .leftJoin(consentRequests, eq(consentRequests.childUserId, users.id))
    .where(eq(users.id, user.id));
  const required = user.birthDate !== null && isUnderConsentAge(user.birthDate);
  return {
    required,
    state: required && row && row.state !== 'adult' ? row.state : null,
    parent_email: row?.parentEmail ?? null,
    sent_at: row?.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** The child and their first choir for a request's token, or undefined for none. */
export async function requestByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      childUserId: consentRequests.childUserId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(consentRequests)
    .innerJoin(users, eq(users.id, consentRequests.childUserId))
    .where(eq(consentRequests.tokenHash, sha256(token)));
  if (!row) return undefined;
  const [choir] = await db
    .select({ name: choirs.name })
    .from(memberships)
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(eq(memberships.userId, row.childUserId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return {
    childUserId: row.childUserId,
    childName: `${row.firstName} ${row.lastName}`.trim(),
    choirName: choir?.name ?? '',
  };
}
