/**
 * A parent's side of a child's consent (issue #25), from 'Copiii mei': sign it in the account
 * (families/consent.ts), withdraw one optional purpose or give it again (the withdrawal link's own
 * change, consents/changes.ts), open the signed PDF. Only for a child actively linked to the
 * signed-in parent (families/links.ts): another parent's child, a child who ended the link, the
 * child's own account and staff are refused (403). Like the families routes, these act as the
 * signed-in user, never for a child.
 */
import { Hono } from 'hono';
import type { SignupReceipt } from '../../lib/api/signups.ts';
import { parentSide, purposesPage } from '../../lib/messages-child-consent.ts';
import { consentPdf } from '../../lib/messages-consent.ts';
import { childConsentSchema, childPurposeSchema } from '../../lib/schemas/consent.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { setPurpose, statusOf } from '../consents/changes.ts';
import type { AppDeps } from '../deps.ts';
import { newestConsent, signForChild, stateOf } from '../families/consent.ts';
import { activeChild, notYourChild } from '../families/links.ts';
import { ApiError, badRequest, parseJson } from '../http.ts';
import { contentDisposition } from '../library/file-names.ts';
import { familyConsentOps as ops } from '../openapi/paths/families.ts';
import { route } from '../openapi/route.ts';
import { idParam } from '../permissions.ts';

export function familyConsentRoutes(deps: AppDeps) {
  const { db } = deps;

  /** The child of the path when the signed-in user is their active parent; else 403. */
  async function ownChild(parentId: number, childParam: string | undefined) {
    const child = await activeChild(db, parentId, idParam(childParam));
    if (!child) throw notYourChild();
    return child;
  }
  const noConsent = () => new ApiError(404, { detail: parentSide.noConsent });

  const app = new Hono<AppEnv>();
  route(app, ops.sign, async (c) => {
    const parent = currentUser(c);
    const child = await ownChild(parent.id, c.req.param('id'));
    const body = await parseJson(c, childConsentSchema);
    const id = await signForChild(deps, parent, child, body);
    return c.json({ id } satisfies SignupReceipt, 201);
  });

  route(app, ops.purpose, async (c) => {
    const child = await ownChild(currentUser(c).id, c.req.param('id'));
    const body = await parseJson(c, childPurposeSchema);
    const status = await db.transaction(async (tx) => {
      // The newest consent's row locked first: a withdrawal through the mail's link waits.
      const consent = await newestConsent(tx, child.id, true);
      if (!consent) throw noConsent();
      if ((await stateOf(tx, child.id)) !== 'valid')
        throw badRequest({
          non_field_errors: [consent.withdrawnAt ? purposesPage.ended : parentSide.notValid],
        });
      return statusOf(tx, await setPurpose(tx, consent, body.purpose, body.given));
    });
    return c.json(status);
  });

  route(app, ops.pdf, async (c) => {
    const child = await ownChild(currentUser(c).id, c.req.param('id'));
    const consent = await newestConsent(db, child.id);
    if (!consent) throw noConsent();
    return c.body(new Uint8Array(consent.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('inline', consentPdf.filename(consent.id)),
      // A child's data: no cache keeps a copy.
      'Cache-Control': 'no-store',
      'Repr-Digest': `sha-256=:${Buffer.from(consent.pdfSha256, 'hex').toString('base64')}:`,
    });
  });
  return app;
}
