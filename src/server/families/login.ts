/**
 * A managed child gets a login of their own (issue #25): the parent gives the child's address, the
 * child is mailed a link to choose a password. The link is the password reset's
 * (/cont/reseteaza-parola/{token}, routes/auth.ts), whose confirmation sets the password and
 * activates the account: one flow to keep, not two.
 */
import { RESET_TOKEN_MINUTES } from '../../lib/limits.ts';
import { families as m } from '../../lib/messages.ts';
import type { User } from '../auth.ts';
import type { Tx } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema.ts';
import { queueMail } from '../services/outbox.ts';
import { randomToken, sha256, signResetToken } from '../services/tokens.ts';

export async function mailLoginLink(
  tx: Tx,
  deps: { secret: string; siteUrl: string },
  child: Pick<User, 'id' | 'firstName'> & { email: string },
  parent: Pick<User, 'firstName' | 'lastName'>,
) {
  const jti = randomToken(16);
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
  const token = await signResetToken(deps.secret, child.id, jti, expiresAt);
  await tx
    .insert(oneTimeCodes)
    .values({ userId: child.id, purpose: 'reset', codeHash: sha256(jti), expiresAt });
  const link = `${deps.siteUrl}/cont/reseteaza-parola/${token}`;
  const parentName = `${parent.firstName} ${parent.lastName}`.trim();
  await queueMail(tx, [
    {
      to: child.email,
      subject: m.mail.loginSubject,
      text: m.mail.loginBody(child.firstName, parentName, link),
    },
  ]);
}
