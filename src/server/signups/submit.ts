/**
 * What every public sign-up form does with a send, in one place (issue #11), in this order:
 * 1. the body is read with the form's valibot schema (400 with the field errors);
 * 2. a submission already stored answers its 201 again: the send was repeated after a lost answer
 *    (its bot check was spent on the first send, so it is not asked for twice);
 * 3. the bot check (400 `{ altcha: [...] }`), then the rate limits per IP and per e-mail, per form
 *    (429 with Retry-After): only sends that passed the bot check count;
 * 4. the form's `build`, outside the transaction (slow work that needs no lock: a signed PDF);
 * 5. one transaction: the form's `prepare` (lock a workshop and count its places), the row inserted `on conflict (submission_id) do nothing`, and, for a new row only, the
 *    person's confirmation and the team's notification queued in the outbox. Two sends of the same
 *    submission at once store one row and one set of mails: the unique index decides.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { SignupReceipt } from '../../lib/api/signups.ts';
import { RATE_LIMITS } from '../../lib/limits.ts';
import { signups as m } from '../../lib/messages.ts';
import type { signupEnvelope } from '../../lib/schemas/signup.ts';
import type { AppEnv } from '../auth.ts';
import { clientIp } from '../client-ip.ts';
import type { Db, Tx } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, parseJson, tooManyRequests } from '../http.ts';
import { type MailMessage, queueMail, staffAddresses } from '../services/outbox.ts';
import { hit } from '../services/rate-limit.ts';

type Envelope = { [K in keyof typeof signupEnvelope]: v.InferOutput<(typeof signupEnvelope)[K]> };
type EnvelopeSchema = v.GenericSchema<unknown, Envelope>;

/** A submission table: the columns of schema-signups.ts's `submission()` at least. */
export type SubmissionTable = PgTable & { id: PgColumn; submissionId: PgColumn };

/** A mail of a sign-up: its address is the person's or each staff member's. */
export type SignupMail = Omit<MailMessage, 'to'>;

export interface SignupForm<
  S extends EnvelopeSchema,
  Prepared = undefined,
  T extends SubmissionTable = SubmissionTable,
> {
  /** Names the form in the rate-limit keys, e.g. 'auditions'. */
  name: string;
  schema: S;
  table: T;
  /** The person's address for the confirmation and the per-e-mail limit; none, none of either. */
  email?: (body: v.InferOutput<S>) => string | undefined;
  /**
   * Runs in the transaction before the insert, for a new submission only: may lock and check
   * (throw an ApiError to refuse) and build what the row keeps.
   */
  prepare?: (tx: Tx, body: v.InferOutput<S>) => Promise<Prepared>;
  /**
   * Instead of `prepare`: builds what the row keeps before the transaction opens, so slow work
   * (a PDF: about 0.1 s) holds no connection (PGlite has one) and no lock. May throw an ApiError.
   */
  build?: (body: v.InferOutput<S>) => Promise<Prepared>;
  /** The row the submission is kept as (inserted `on conflict (submission_id) do nothing`). */
  row: (body: v.InferOutput<S>, prepared: Prepared) => T['$inferInsert'];
  /** The person's confirmation (sent when `email` gives an address) and the team's notification. */
  mails: (
    body: v.InferOutput<S>,
    id: number,
    prepared: Prepared,
  ) => { person?: SignupMail; team: SignupMail };
}

/** The id of the row an earlier send of the same submission stored. */
async function storedId(db: Db | Tx, table: SubmissionTable, submissionId: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.submissionId, submissionId))
    .limit(1);
  return row ? Number(row.id) : undefined;
}

/** The route handler of one form: answers 201 `{ id }` (see the steps above). */
export function submitHandler<S extends EnvelopeSchema, Prepared, T extends SubmissionTable>(
  deps: AppDeps,
  form: SignupForm<S, Prepared, T>,
) {
  const { db } = deps;
  const rule = (deps.rateLimits ?? RATE_LIMITS).signup;

  async function limit(key: string, max: number) {
    const retryAfter = await hit(db, `signup:${form.name}:${key}`, max, rule.windowSeconds);
    if (retryAfter) throw tooManyRequests(retryAfter);
  }

  return async (c: Context<AppEnv>) => {
    const body = await parseJson(c, form.schema);
    const earlier = await storedId(db, form.table, body.submission_id);
    if (earlier !== undefined) return c.json({ id: earlier } satisfies SignupReceipt, 201);

    if (!(await deps.captcha.verify(body.altcha))) throw badRequest({ altcha: [m.captchaFailed] });
    await limit(`ip:${clientIp(c, deps.trustProxy)}`, rule.perIp);
    const email = form.email?.(body);
    if (email) await limit(`email:${email}`, rule.perEmail);

    const built = await form.build?.(body);
    const id = await db.transaction(async (tx) => {
      const raced = await storedId(tx, form.table, body.submission_id);
      if (raced !== undefined) return raced;
      const prepared = (form.build ? built : await form.prepare?.(tx, body)) as Prepared;
      const [row] = await tx
        .insert(form.table)
        .values(form.row(body, prepared))
        .onConflictDoNothing({ target: form.table.submissionId })
        .returning({ id: form.table.id });
      if (!row) {
        // A send of the same submission committed meanwhile: answer its row, mail nothing.
        const stored = await storedId(tx, form.table, body.submission_id);
        if (stored === undefined)
          throw new Error(`${form.name}: submission neither new nor stored`);
        return stored;
      }
      const inserted = Number(row.id);
      const { person, team } = form.mails(body, inserted, prepared);
      if (email && person) await queueMail(tx, [{ to: email, ...person }]);
      const staff = await staffAddresses(tx);
      await queueMail(
        tx,
        staff.map((to) => ({ to, ...team })),
        'bulk',
      );
      return inserted;
    });
    return c.json({ id } satisfies SignupReceipt, 201);
  };
}
