/**
 * Deleting one's account, or a child's (issue #26). Asking checks the password of whoever asks
 * (a parent acting for a child gives their own), refuses the last conductor of a choir (the rule
 * "never zero conductors"), and writes the request and its mail, with a link that cancels it, in
 * one transaction. The deletion itself is the retention rule `account_deletions`
 * (retention/rules.ts), run by the daily job RETENTION.deletionGraceDays later, with its preview
 * and holds; what it erases: retention/erase.ts. A login (routes/auth.ts), the page's button or
 * the mailed link cancels it meanwhile.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DeletionState } from '../../lib/api/account-deletion.ts';
import type { Detail } from '../../lib/api/detail.ts';
import { formatDate } from '../../lib/dates.ts';
import { DELETION_PASSWORD_TRIES, RETENTION } from '../../lib/limits.ts';
import { deletionMail, accountDeletion as m } from '../../lib/messages-account-deletion.ts';
import { DELETION_CANCEL_PAGE } from '../../lib/paths/account-deletion.ts';
import { deletionCancelSchema, deletionRequestSchema } from '../../lib/schemas/account-deletion.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { accountDeletions } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, parseJson, tooManyRequests } from '../http.ts';
import { accountDeletionOps as ops } from '../openapi/paths/account-deletion.ts';
import { route } from '../openapi/route.ts';
import { rowsOf } from '../ops/catalog.ts';
import { lastConductorOf } from '../retention/rules.ts';
import { queueMail } from '../services/outbox.ts';
import { verifyPassword } from '../services/passwords.ts';
import { counts, hit } from '../services/rate-limit.ts';
import { randomToken, sha256 } from '../services/tokens.ts';

const graceEnd = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + RETENTION.deletionGraceDays * 86_400_000);

const stateOf = (requestedAt: Date | null): DeletionState => ({
  requested_at: requestedAt?.toISOString() ?? null,
  deletes_after: requestedAt ? graceEnd(requestedAt).toISOString() : null,
});

async function requestedAt(db: Db, userId: number) {
  const [row] = await db
    .select({ at: accountDeletions.requestedAt })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId));
  return row?.at ?? null;
}

/** The choirs the account is the only approved conductor of ('„A”, „B”'), or null. */
async function lastConductorChoirs(db: Db, userId: number) {
  const [row] = await rowsOf<{ choirs: string | null }>(
    db,
    sql`select ${lastConductorOf} as choirs from users where users.id = ${userId}`,
  );
  return row?.choirs ?? null;
}

export function accountDeletionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.state, async (c) => c.json(stateOf(await requestedAt(db, currentUser(c).id))));

  route(app, ops.request, async (c) => {
    const user = currentUser(c);
    const actor = c.get('actor');
    const asker = actor ?? user;
    const body = await parseJson(c, deletionRequestSchema);
    const tries = `deletion-password:${asker.id}`;
    const [failed = 0] = await counts(db, [tries], DELETION_PASSWORD_TRIES.windowSeconds);
    if (failed >= DELETION_PASSWORD_TRIES.max)
      throw tooManyRequests(DELETION_PASSWORD_TRIES.windowSeconds);
    if (!(await verifyPassword(asker.passwordHash, body.password))) {
      await hit(db, tries, DELETION_PASSWORD_TRIES.max, DELETION_PASSWORD_TRIES.windowSeconds);
      throw badRequest({ password: [m.wrongPassword] });
    }
    const choirs = await lastConductorChoirs(db, user.id);
    if (choirs)
      throw badRequest({
        non_field_errors: [actor ? m.lastConductorChild(choirs) : m.lastConductor(choirs)],
      });
    const token = randomToken();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accountDeletions)
        .values({ userId: user.id, requestedBy: actor?.id ?? null, cancelTokenHash: sha256(token) })
        .onConflictDoNothing()
        .returning({ at: accountDeletions.requestedAt });
      if (!row) return null;
      const date = formatDate(graceEnd(row.at));
      const account = `${user.firstName} ${user.lastName}`.trim();
      const link = `${deps.siteUrl}${DELETION_CANCEL_PAGE}#${token}`;
      // The asker, and a child with an address of their own (queueMail skips a null address).
      const to = actor ? [actor, user] : [user];
      await queueMail(
        tx,
        to.map((person) => ({
          to: person.email,
          subject: deletionMail.subject,
          text: deletionMail.body(person.firstName, account, date, link),
        })),
      );
      return row.at;
    });
    // A second request while one waits changes nothing and mails nothing.
    if (!created) return c.json(stateOf(await requestedAt(db, user.id)), 200);
    return c.json(stateOf(created), 201);
  });

  route(app, ops.withdraw, async (c) => {
    await db.delete(accountDeletions).where(eq(accountDeletions.userId, currentUser(c).id));
    return c.body(null, 204);
  });

  route(app, ops.cancel, async (c) => {
    const { token } = await parseJson(c, deletionCancelSchema);
    const gone = await db
      .delete(accountDeletions)
      .where(eq(accountDeletions.cancelTokenHash, sha256(token)))
      .returning({ userId: accountDeletions.userId });
    if (gone.length === 0) throw badRequest({ token: [m.cancelInvalid] });
    return c.json({ detail: m.cancelDone } satisfies Detail);
  });
  return app;
}
