/**
 * The parental consent (/formular-gdpr, document 2 §2, §3, §5; src/lib/paths/signups.ts): POST /api/sign-ups/consent/ (the
 * shared sign-up pipeline, src/server/signups/consent.ts), the withdrawal by the mail's private
 * link, and the signed PDF for staff only (each download recorded). A consent is never read back
 * by a visitor or a member: the parent has their PDF by mail.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { ConsentWithdrawn } from '../../lib/api/consent.ts';
import { RATE_LIMITS } from '../../lib/limits.ts';
import { consentPdf, consentWithdraw as m } from '../../lib/messages-consent.ts';
import { submissions } from '../../lib/messages-staff-submissions.ts';
import { consentWithdrawSchema } from '../../lib/schemas/consent.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { clientIp } from '../client-ip.ts';
import type { Db } from '../db/client.ts';
import { consents } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, forbidden, notFound, parseJson, tooManyRequests } from '../http.ts';
import { contentDisposition } from '../library/file-names.ts';
import { consentOps as ops } from '../openapi/paths/consent.ts';
import { route } from '../openapi/route.ts';
import { idParam } from '../permissions.ts';
import { hit } from '../services/rate-limit.ts';
import { sha256 } from '../services/tokens.ts';
import { consentSignupForm } from '../signups/consent.ts';
import { submitHandler } from '../signups/submit.ts';
import { recordStaffAction } from '../staff/audit.ts';

export function consentRoutes(deps: AppDeps) {
  const { db } = deps;
  const rule = (deps.rateLimits ?? RATE_LIMITS).signup;

  const app = new Hono<AppEnv>();
  route(app, ops.sign, submitHandler(deps, consentSignupForm(deps.siteUrl)));
  route(app, ops.withdraw, async (c) => {
    const { token } = await parseJson(c, consentWithdrawSchema);
    // Tokens are 32 random bytes: the limit only keeps a script from hammering the table.
    const ip = clientIp(c, deps.trustProxy);
    const retryAfter = await hit(
      db,
      `signup:consent-withdraw:ip:${ip}`,
      rule.perIp,
      rule.windowSeconds,
    );
    if (retryAfter) throw tooManyRequests(retryAfter);
    const hash = sha256(token);
    // One statement: of two uses at once, one withdraws and the other reads its time.
    const [withdrawn] = await db
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(consents.withdrawTokenHash, hash), isNull(consents.withdrawnAt)))
      .returning({ at: consents.withdrawnAt });
    if (withdrawn?.at) {
      return c.json({
        withdrawn_at: withdrawn.at.toISOString(),
        already_withdrawn: false,
      } satisfies ConsentWithdrawn);
    }
    const [earlier] = await db
      .select({ at: consents.withdrawnAt })
      .from(consents)
      .where(eq(consents.withdrawTokenHash, hash));
    if (!earlier?.at) throw new ApiError(404, { detail: m.invalid });
    return c.json({
      withdrawn_at: earlier.at.toISOString(),
      already_withdrawn: true,
    } satisfies ConsentWithdrawn);
  });
  route(app, ops.pdf, async (c) => {
    if (!currentUser(c).isStaff) throw forbidden();
    return consentPdfDownload(c, db, idParam(c.req.param('id')), 'attachment');
  });
  return app;
}

/**
 * The signed PDF of consent `id`, for the staff member of `c` (the caller checks that): the
 * download is recorded in the journal of staff actions before the bytes leave, as every download
 * of a child's data (issue #12); also GET /api/staff/submissions/consents/{id}/pdf/, `inline` so
 * the back office opens it in a new tab.
 */
export async function consentPdfDownload(
  c: Context<AppEnv>,
  db: Db,
  id: number,
  disposition: 'inline' | 'attachment',
) {
  const [row] = await db
    .select({ pdf: consents.pdf, sha: consents.pdfSha256 })
    .from(consents)
    .where(eq(consents.id, id));
  if (!row) throw notFound();
  await recordStaffAction(db, currentUser(c).id, {
    action: 'consent.pdf',
    targetType: 'consent',
    targetId: id,
    targetLabel: submissions.consentLabel(id),
  });
  return c.body(new Uint8Array(row.pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': contentDisposition(disposition, consentPdf.filename(id)),
    // A child's data: no cache keeps a copy, not even the staff member's browser.
    'Cache-Control': 'no-store',
    'Repr-Digest': `sha-256=:${Buffer.from(row.sha, 'hex').toString('base64')}:`,
  });
}
