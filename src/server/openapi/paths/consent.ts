/** The parental consent of routes/consents.ts (/formular-gdpr, issue #11). */
import * as v from 'valibot';
import {
  consentRequestInfoSchema,
  consentStatusSchema,
  consentWithdrawnSchema,
  parentConsentSchema,
  takeoverSchema,
} from '../../../lib/api/consent.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import { signupPaths as paths } from '../../../lib/paths/signups.ts';
import {
  consentPurposeSchema,
  consentSchema,
  consentTokenSchema,
  consentWithdrawSchema,
  parentEmailSchema,
  takeoverBodySchema,
} from '../../../lib/schemas/consent.ts';
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
  request: {
    method: 'post',
    path: paths.consentRequest,
    summary:
      "What the form is prefilled with, from the token of the link mailed to a child's parent",
    description: '404 for a token no request has (a resend or a new address replaces the link).',
    auth: 'public',
    body: consentTokenSchema,
    responses: { 200: consentRequestInfoSchema },
    errors: [404, 429],
  },
  status: {
    method: 'post',
    path: paths.consentStatus,
    summary:
      'The consent of a withdrawal link: as signed, the optional purposes withheld, every change since',
    auth: 'public',
    body: consentTokenSchema,
    responses: { 200: consentStatusSchema },
    errors: [404, 429],
  },
  purpose: {
    method: 'post',
    path: paths.consentPurpose,
    summary: 'Withdraws (`given: false`) or gives again one optional purpose (agree4…agree7)',
    description:
      "Recorded with its time; the conductors of the child's choirs are mailed. 400 once the consent is withdrawn.",
    auth: 'public',
    body: consentPurposeSchema,
    responses: { 200: consentStatusSchema },
    errors: [400, 404, 429],
  },
  parentConsent: {
    method: 'get',
    path: paths.parentConsent,
    summary:
      "The member's own standing: whether a parent's consent is needed, its state, the parent named",
    auth: 'user',
    responses: { 200: parentConsentSchema },
  },
  requestParent: {
    method: 'post',
    path: paths.parentConsent,
    summary:
      "A member under 16 names a parent's e-mail (or sends the link again): the parent is mailed",
    description:
      "400 when the account needs no parent's consent (16 or older, or a valid consent) or names its own address; 429 past 3 mails an hour.",
    auth: 'user',
    body: parentEmailSchema,
    responses: { 200: parentConsentSchema },
    errors: [400, 429],
  },
  takeover: {
    method: 'get',
    path: paths.takeover,
    summary:
      'Whether a linked member of 16 or older is asked to take over their own consent and account, and the parents linked',
    auth: 'user',
    responses: { 200: takeoverSchema },
  },
  takeOver: {
    method: 'post',
    path: paths.takeover,
    summary:
      'A linked member of 16 or older takes over their own consent and account; end_links ends every parent link',
    description:
      'Each linked parent is mailed. 400 when not asked (under 16, no parent linked, or taken over already). Never acts for a child.',
    auth: 'user',
    body: takeoverBodySchema,
    responses: { 200: detailSchema },
    errors: [400],
  },
} satisfies Record<string, Operation>;
