/**
 * A parent signs the consent inside their account (issue #25), for a child of theirs whose consent
 * is missing, withdrawn or expired. It is the public form's consent (signups/consent.ts: the same
 * signature check, PDF, row and mails, the parent's with the PDF and the withdrawal link), except
 * that the row names the child itself and the child's name is the account's, not typed. No bot
 * check (a signed-in parent) but the form's per-address limit, counted per parent. A send repeated
 * after a lost answer (the same submission id) answers the stored consent again; two sends at once
 * are counted one after the other under the child's row lock (links.ts), the second refused.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { RATE_LIMITS } from '../../lib/limits.ts';
import { parentSide } from '../../lib/messages-child-consent.ts';
import { signups } from '../../lib/messages-signups.ts';
import type { childConsentSchema } from '../../lib/schemas/consent.ts';
import type { User } from '../auth.ts';
import { consentStateSql } from '../consents/state.ts';
import type { Db, Tx } from '../db/client.ts';
import { consents, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, tooManyRequests } from '../http.ts';
import { queueMail, staffAddresses } from '../services/outbox.ts';
import { hit } from '../services/rate-limit.ts';
import { consentSignupForm, signConsent } from '../signups/consent.ts';
import { lockChild } from './links.ts';

type Child = Pick<User, 'id' | 'firstName' | 'lastName'>;

/** The child's state, from consents/state.ts (the one place it is computed). */
export async function stateOf(db: Db | Tx, childId: number) {
  const [row] = await db
    .select({ state: consentStateSql() })
    .from(users)
    .where(eq(users.id, childId));
  return row?.state ?? 'missing';
}

/** The child's newest consent (the one the state reads), locked when `lock`. */
export async function newestConsent(db: Db | Tx, childId: number, lock = false) {
  const query = db
    .select()
    .from(consents)
    .where(eq(consents.childUserId, childId))
    .orderBy(desc(consents.signedAt))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** An earlier send of the same submission for this child: its id. */
async function storedFor(db: Db | Tx, childId: number, submissionId: string) {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.submissionId, submissionId), eq(consents.childUserId, childId)));
  return row?.id;
}

/** Signs `body` for `child`; answers the consent's id. 400 when the child needs no new consent. */
export async function signForChild(
  deps: Pick<AppDeps, 'db' | 'siteUrl' | 'rateLimits'>,
  parent: User,
  child: Child,
  body: v.InferOutput<typeof childConsentSchema>,
): Promise<number> {
  const { db } = deps;
  const submissionId = body.submission_id || randomUUID();
  const earlier = await storedFor(db, child.id, submissionId);
  if (earlier !== undefined) return earlier;
  const state = await stateOf(db, child.id);
  if (state === 'adult' || state === 'valid')
    throw badRequest({ non_field_errors: [parentSide.notNeeded] });
  const rule = (deps.rateLimits ?? RATE_LIMITS).signup;
  const retryAfter = await hit(
    db,
    `signup:consent-account:user:${parent.id}`,
    rule.perEmail,
    rule.windowSeconds,
  );
  if (retryAfter) throw tooManyRequests(retryAfter);

  const form = consentSignupForm(deps.siteUrl, db);
  const full = {
    ...body,
    submission_id: submissionId,
    childName: `${child.firstName} ${child.lastName}`.trim(),
    altcha: '',
    request: undefined,
  };
  // Outside the transaction, as the public form: the PDF holds no connection while it is built.
  const signed = await signConsent(full, child.id);
  return db.transaction(async (tx) => {
    // Two parents (or two tabs) signing at once: one after the other, the second refused.
    await lockChild(tx, child.id);
    const raced = await storedFor(tx, child.id, submissionId);
    if (raced !== undefined) return raced;
    if ((await stateOf(tx, child.id)) === 'valid')
      throw badRequest({ non_field_errors: [parentSide.notNeeded] });
    const [row] = await tx
      .insert(consents)
      .values(form.row(full, signed))
      .onConflictDoNothing({ target: consents.submissionId })
      .returning({ id: consents.id });
    // The id is another consent's: never a second consent under it.
    if (!row) throw badRequest({ submission_id: [signups.submissionId] });
    const { person, team } = form.mails(full, row.id, signed);
    if (person) await queueMail(tx, [{ to: full.email, ...person }]);
    const staff = await staffAddresses(tx);
    await queueMail(
      tx,
      staff.map((to) => ({ to, ...team })),
      'bulk',
    );
    return row.id;
  });
}
