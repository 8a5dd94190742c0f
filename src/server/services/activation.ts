/**
 * The activation mail: a new single-use code (valid ACTIVATION_CODE_HOURS) and the mail with its
 * link, written in the caller's transaction. Sent at registration, at a login of an account not yet
 * activated (routes/auth.ts) and when the programme's staff resend it (routes/staff/person-access.ts).
 */
import { ACTIVATION_CODE_HOURS } from '../../lib/limits.ts';
import { mail } from '../../lib/messages.ts';
import type { User } from '../auth.ts';
import type { Tx } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema.ts';
import { queueMail } from './outbox.ts';
import { randomToken, sha256 } from './tokens.ts';

export async function sendActivation(
  tx: Tx,
  siteUrl: string,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
) {
  const code = randomToken(24);
  await tx.insert(oneTimeCodes).values({
    userId: user.id,
    purpose: 'activate',
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + ACTIVATION_CODE_HOURS * 3_600_000),
  });
  const link = `${siteUrl}/cont/activate/${code}`;
  await queueMail(tx, [
    {
      to: user.email,
      subject: mail.activationSubject,
      text: mail.activationBody(user.firstName, link),
    },
  ]);
}
