/**
 * A blocked account (staff's block, routes/staff/person-access.ts) gets nothing from the platform until
 * it is unblocked: no session (auth.ts), no calendar feed (events/feed.ts), and no mail sent in
 * bulk or by someone else's action (an event announced to the choir, an approval, a join request,
 * a choir's confirmation, the team's mails, a reply to its message, an activation resent by
 * staff). This module is that one rule: `notBlocked` for a query that picks people, `isBlocked`
 * for an account row already read.
 *
 * Not covered, on purpose (docs/decisions.md, "A blocked account gets nothing"): a reset link the
 * account holder asks for, and the mails to an address typed into a public form (a reply to a
 * contact message, a sign-up's receipt), which belong to the form, not to an account.
 */
import { isNull } from 'drizzle-orm';
import { users } from './db/schema.ts';

/** The SQL condition on `users`: the account is not blocked. */
export const notBlocked = isNull(users.blockedAt);

/** The same rule for an account already read. */
export const isBlocked = (user: { blockedAt: Date | null }) => user.blockedAt !== null;
