/**
 * The parental consent (/formular-gdpr) in the shared pipeline of submit.ts. Its `build`, before
 * the transaction (about 0.1 s that holds no connection), reads the drawn signature (a bad or
 * blank drawing is a 400 on `signature`), builds the signed PDF with its SHA-256, and makes the
 * withdrawal link's token; the row keeps the PDF, the hash and the token's hash. The parent's
 * mail carries the PDF and the private link; the team's mail neither (the PDF is downloaded by
 * staff from GET /api/sign-ups/consent/{id}/pdf/).
 */
import { createHash } from 'node:crypto';
import { apiHref } from '../../lib/api-path.ts';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { formatDate } from '../../lib/dates.ts';
import { CONSENT_VALID_YEARS } from '../../lib/limits.ts';
import {
  consentMail,
  consentPdf,
  consentWithdraw,
  consentForm as m,
} from '../../lib/messages-consent.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import {
  CONSENT_FORM_VERSION,
  type Consent,
  consentSchema,
  isDrawnSignature,
} from '../../lib/schemas/consent.ts';
import { requestByToken } from '../consents/request.ts';
import type { Db } from '../db/client.ts';
import { consents } from '../db/schema.ts';
import { badRequest } from '../http.ts';
import { randomToken, sha256 } from '../services/tokens.ts';
import { buildConsentPdf, type ConsentDocument } from './consent-pdf.ts';
import { readSignature } from './consent-signature.ts';
import type { SignupForm } from './submit.ts';
import { teamMail } from './team-mail.ts';

/** The withdrawal page of a token (a static shell: src/server/static.ts). */
export const withdrawPath = (token: string) => `/formular-gdpr/retragere/${token}`;

export interface SignedConsent {
  /** The child named by the parent's link (issue #25), or null for a form signed without one. */
  childUserId: number | null;
  pdf: Uint8Array;
  pdfSha256: string;
  token: string;
  signedAt: Date;
  signature: ConsentDocument['signature'];
}

async function signatureOf(body: Consent): Promise<ConsentDocument['signature']> {
  if (!isDrawnSignature(body.signature)) return { kind: 'typed', name: body.signature };
  const read = await readSignature(body.signature);
  if (read.ok) return { kind: 'drawn', png: read.png };
  throw badRequest({
    signature: [read.reason === 'empty' ? m.signatureRequired : m.signatureInvalid],
  });
}

/** What both the PDF and the row keep of the form, with the version of its text. */
const detailsOf = (body: Consent) => ({
  formVersion: CONSENT_FORM_VERSION,
  name: body.name,
  phone: body.phone,
  email: body.email,
  childName: body.childName,
  choirName: body.choirName,
  date: body.date,
});

/** The child of the link's token, or null without one; a token no request has is a 400. */
async function childOf(db: Db, body: Consent): Promise<number | null> {
  if (!body.request) return null;
  const found = await requestByToken(db, body.request);
  if (!found) throw badRequest({ non_field_errors: [consentWithdraw.invalidText] });
  return found.childUserId;
}

/**
 * Reads the signature (a bad or blank drawing is a 400), builds the signed PDF with its SHA-256 and
 * makes the withdrawal token; also for the consent a parent signs in their account (families/consent.ts).
 */
export async function signConsent(
  body: Consent,
  childUserId: number | null,
): Promise<SignedConsent> {
  const signature = await signatureOf(body);
  const signedAt = new Date();
  const pdf = await buildConsentPdf({
    reference: body.submission_id,
    ...detailsOf(body),
    signature,
    signedAt,
  });
  const pdfSha256 = createHash('sha256').update(pdf).digest('hex');
  return { childUserId, pdf, pdfSha256, token: randomToken(), signedAt, signature };
}

export function consentSignupForm(
  siteUrl: string,
  db: Db,
): SignupForm<typeof consentSchema, SignedConsent, typeof consents> {
  return {
    name: 'consent',
    schema: consentSchema,
    table: consents,
    email: (body) => body.email,
    build: async (body) => signConsent(body, await childOf(db, body)),
    row: (body, signed) => ({
      submissionId: body.submission_id,
      ...detailsOf(body),
      agreed: CONSENT_AGREEMENTS.filter(({ field }) => body[field]).map(({ field }) => field),
      signatureKind: signed.signature.kind,
      signatureName: signed.signature.kind === 'typed' ? signed.signature.name : null,
      signedAt: signed.signedAt,
      pdf: Buffer.from(signed.pdf),
      pdfSha256: signed.pdfSha256,
      withdrawTokenHash: sha256(signed.token),
      childUserId: signed.childUserId,
    }),
    mails(body, id, signed) {
      const link = `${siteUrl}${withdrawPath(signed.token)}`;
      return {
        person: {
          subject: consentMail.parentSubject,
          text: consentMail.parentBody(body.name, body.childName, CONSENT_VALID_YEARS, link),
          attachments: [
            {
              filename: consentPdf.filename(id),
              contentType: 'application/pdf',
              content: Buffer.from(signed.pdf).toString('base64'),
            },
          ],
        },
        team: teamMail({ name: m.formName, version: CONSENT_FORM_VERSION }, body.childName, id, [
          [m.name, body.name],
          [m.phone, body.phone],
          [m.email, body.email],
          [m.childName, body.childName],
          [m.choirName, body.choirName],
          [m.date, formatDate(`${body.date}T12:00:00Z`)],
          [
            consentPdf.document,
            consentMail.teamPdfNote(`${siteUrl}${apiHref(signupPaths.consentPdf, { id })}`),
          ],
        ]),
      };
    },
  };
}
