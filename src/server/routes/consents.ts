/**
 * The parental consent (/formular-gdpr, document 2 §2, §3, §5; src/lib/paths/signups.ts): POST /api/sign-ups/consent/ (the
 * shared sign-up pipeline, src/server/signups/consent.ts), the withdrawal by the mail's private
 * link, and the signed PDF for staff only (each download recorded). A consent is never read back
 * by a visitor or a member: the parent has their PDF by mail. Issue #25: the link mailed to a
 * child's parent (request), the withdrawal link's page purpose by purpose (status, purpose), and
 * the child's own naming of a parent (parent-consent), and a linked child of 16 taking over their
 * own consent (takeover, consents/takeover.ts).
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type {
  ConsentRequestInfo,
  ConsentStatus,
  ConsentWithdrawn,
  ParentConsent,
} from '../../lib/api/consent.ts';
import type { Detail } from '../../lib/api/detail.ts';
import { PARENT_CONSENT_MAILS, RATE_LIMITS } from '../../lib/limits.ts';
import { parentEmailModal, purposesPage } from '../../lib/messages-child-consent.ts';
import { consentPdf, consentWithdraw as m } from '../../lib/messages-consent.ts';
import { takeoverModal } from '../../lib/messages-family-rules.ts';
import { submissions } from '../../lib/messages-staff-submissions.ts';
import {
  consentPurposeSchema,
  consentTokenSchema,
  consentWithdrawSchema,
  parentEmailSchema,
  takeoverBodySchema,
} from '../../lib/schemas/consent.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { clientIp } from '../client-ip.ts';
import { lockByToken, setPurpose, statusOf, withdrawConsent } from '../consents/changes.ts';
import { parentConsentOf, requestByToken, requestParentConsent } from '../consents/request.ts';
import { takeOver, takeoverOf } from '../consents/takeover.ts';
import type { Db } from '../db/client.ts';
import { consents } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, badRequest, forbidden, notFound, parseJson, tooManyRequests } from '../http.ts';
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
  route(app, ops.sign, submitHandler(deps, consentSignupForm(deps.siteUrl, db)));
  /** Tokens are 32 random bytes: the limit only keeps a script from hammering the table. */
  async function limitIp(c: Context<AppEnv>, name: string) {
    const ip = clientIp(c, deps.trustProxy);
    const key = `signup:consent-${name}:ip:${ip}`;
    const retryAfter = await hit(db, key, rule.perIp, rule.windowSeconds);
    if (retryAfter) throw tooManyRequests(retryAfter);
  }
  const invalidLink = () => new ApiError(404, { detail: m.invalid });

  route(app, ops.withdraw, async (c) => {
    const { token } = await parseJson(c, consentWithdrawSchema);
    await limitIp(c, 'withdraw');
    // Under the consent's row lock: of two uses at once, one withdraws and the other reads its time.
    const answer = await db.transaction(async (tx) => {
      const consent = await lockByToken(tx, token);
      if (!consent) throw invalidLink();
      const already = consent.withdrawnAt !== null;
      const at = await withdrawConsent(tx, consent);
      return { withdrawn_at: at.toISOString(), already_withdrawn: already };
    });
    return c.json(answer satisfies ConsentWithdrawn);
  });
  route(app, ops.request, async (c) => {
    const { token } = await parseJson(c, consentTokenSchema);
    await limitIp(c, 'request');
    const found = await requestByToken(db, token);
    if (!found) throw invalidLink();
    return c.json({
      child_name: found.childName,
      choir_name: found.choirName,
    } satisfies ConsentRequestInfo);
  });
  route(app, ops.status, async (c) => {
    const { token } = await parseJson(c, consentTokenSchema);
    await limitIp(c, 'status');
    const [consent] = await db
      .select()
      .from(consents)
      .where(eq(consents.withdrawTokenHash, sha256(token)));
    if (!consent) throw invalidLink();
    return c.json((await statusOf(db, consent)) satisfies ConsentStatus);
  });
  route(app, ops.purpose, async (c) => {
    const body = await parseJson(c, consentPurposeSchema);
    await limitIp(c, 'purpose');
    const status = await db.transaction(async (tx) => {
      const consent = await lockByToken(tx, body.token);
      if (!consent) throw invalidLink();
      if (consent.withdrawnAt) throw badRequest({ non_field_errors: [purposesPage.ended] });
      return statusOf(tx, await setPurpose(tx, consent, body.purpose, body.given));
    });
    return c.json(status satisfies ConsentStatus);
  });
  route(app, ops.parentConsent, async (c) =>
    c.json((await parentConsentOf(db, currentUser(c))) satisfies ParentConsent),
  );
  route(app, ops.requestParent, async (c) => {
    const user = currentUser(c);
    const { parent_email: parentEmail } = await parseJson(c, parentEmailSchema);
    const standing = await parentConsentOf(db, user);
    if (!standing.required || standing.state === 'valid')
      throw badRequest({ non_field_errors: [parentEmailModal.notChild] });
    if (parentEmail === user.email) throw badRequest({ parent_email: [parentEmailModal.ownEmail] });
    const { max, windowSeconds } = PARENT_CONSENT_MAILS;
    const retryAfter = await hit(db, `parent-consent:user:${user.id}`, max, windowSeconds);
    if (retryAfter) throw tooManyRequests(retryAfter);
    await db.transaction((tx) => requestParentConsent(tx, user, parentEmail, deps.siteUrl));
    return c.json((await parentConsentOf(db, user)) satisfies ParentConsent);
  });
  route(app, ops.takeover, async (c) => c.json(await takeoverOf(db, currentUser(c))));
  route(app, ops.takeOver, async (c) => {
    const child = currentUser(c);
    const { end_links: endLinks } = await parseJson(c, takeoverBodySchema);
    await db.transaction((tx) => takeOver(tx, child, endLinks));
    return c.json({
      detail: endLinks ? takeoverModal.doneEnded : takeoverModal.done,
    } satisfies Detail);
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
