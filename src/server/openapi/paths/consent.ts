/** The parental consent of routes/consents.ts (/formular-gdpr, issue #11). */
import * as v from 'valibot';
import { consentWithdrawnSchema } from '../../../lib/api/consent.ts';
import { signupPaths as paths } from '../../../lib/paths/signups.ts';
import { consentSchema, consentWithdrawSchema } from '../../../lib/schemas/consent.ts';
import type { Operation } from '../operation.ts';
import { CHECKED, REPLAYED, signupOp } from './signups.ts';

export const consentOps = {
  sign: signupOp(
    paths.consent,
    'Parental consent: the signed PDF built, kept with its SHA-256 and mailed to the parent',
    '`signature` is the pad\'s drawing as a PNG data URL (decoded, bounded to 20–2000×20–1000 px and re-encoded; a blank drawing is "required") or the parent\'s full name typed instead. ' +
      "The parent's mail carries the PDF and a private withdrawal link; the team's mail neither. " +
      REPLAYED +
      CHECKED,
    consentSchema,
  ),
  withdraw: {
    method: 'post',
    path: paths.consentWithdraw,
    summary:
      "Withdraws a consent with the token of its mail's private link; a second use says when",
    description:
      '404 for a token no consent has. The link works once: later uses answer `already_withdrawn: true` with the first time.',
    auth: 'public',
    body: consentWithdrawSchema,
    responses: { 200: consentWithdrawnSchema },
    errors: [404, 429],
  },
  pdf: {
    method: 'get',
    path: paths.consentPdf,
    summary: 'A signed consent PDF, as an attachment, for staff only (never cached)',
    description:
      '`Repr-Digest` carries the SHA-256 recorded when it was signed. 403 for anyone but staff.',
    auth: 'user',
    mediaType: 'application/pdf',
    responses: { 200: v.string() },
    errors: [403, 404],
  },
} satisfies Record<string, Operation>;
