/**
 * The parental consent form of /formular-gdpr (document 2 §3, §5): the island's form and
 * POST /api/sign-ups/consent/ share it; and the withdrawal's body. The signature is either the
 * pad's drawing, a PNG data URL (the server decodes, bounds and re-encodes it), or the parent's
 * full name typed instead, for those who cannot draw: one field, so its one error
 * ('Semnătura dvs. este necesară') sits beside the pad and in the error summary.
 */
import * as v from 'valibot';
import { CONSENT_AGREEMENTS, type ConsentAgreementField } from '../consent-agreements.ts';
import { isOptionalPurpose } from '../consent-purposes.ts';
import { todayInBucharest } from '../dates.ts';
import { SIGNATURE_DATA_URL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../limits.ts';
import { validation } from '../messages.ts';
import { purposesPage } from '../messages-child-consent.ts';
import { consentWithdraw, consentForm as m } from '../messages-consent.ts';
import { takeoverModal } from '../messages-family-rules.ts';
import { agreement, calendarDay, oneLine, phone, requiredText, signupEmail } from './fields.ts';
import { signupEnvelope } from './signup.ts';

/** Stored with each consent: raise it when a field or an agreement's text changes. */
export const CONSENT_FORM_VERSION = 1;

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** True for a drawn signature (a PNG data URL), false for a typed name. */
export const isDrawnSignature = (signature: string) => signature.startsWith(PNG_DATA_URL_PREFIX);

// Missing reads as empty, so it gets the spec's own message rather than the general one.
const signature = v.pipe(
  v.optional(v.string(m.signatureRequired), ''),
  // A typed name is one line; a drawing's data URL has no control character either.
  oneLine,
  v.trim(),
  v.nonEmpty(m.signatureRequired),
  v.maxLength(SIGNATURE_DATA_URL_MAX_LENGTH, m.signatureInvalid),
  v.check(
    (s) =>
      isDrawnSignature(s)
        ? BASE64.test(s.slice(PNG_DATA_URL_PREFIX.length))
        : s.length <= TEXT_MAX_LENGTH && !s.startsWith('data:'),
    m.signatureInvalid,
  ),
);

/** The form's date: a real day, not after today in Romania (where the parents are). */
const consentDate = v.pipe(
  calendarDay,
  v.check((s) => s >= '2011-01-01', validation.date),
  v.check((s) => s <= todayInBucharest(), m.dateInFuture),
);

const agreements = Object.fromEntries(
  CONSENT_AGREEMENTS.map(({ field }) => [field, agreement]),
) as Record<ConsentAgreementField, typeof agreement>;

export const consentSchema = v.object({
  /** The parent or legal guardian, e.g. 'Maria Popescu'. */
  name: requiredText(1, TEXT_MAX_LENGTH, m.nameMissing),
  /** e.g. '0722123456' (typed '0722 123 456' too) */
  phone,
  email: signupEmail,
  /** e.g. 'Ana Popescu' */
  childName: requiredText(1, TEXT_MAX_LENGTH, m.childNameMissing),
  /** e.g. 'Corul Armonia' */
  choirName: requiredText(1, TEXT_MAX_LENGTH, m.choirNameMissing),
  /** YYYY-MM-DD, e.g. '2026-11-25' */
  date: consentDate,
  ...agreements,
  /** 'data:image/png;base64,…' (drawn) or the parent's full name (typed). */
  signature,
  /** The token of the private link mailed to the child's parent (issue #25): links the consent to the child. */
  request: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{0,128}$/, consentWithdraw.tokenRequired)),
  ),
  ...signupEnvelope,
});
export type ConsentInput = v.InferInput<typeof consentSchema>;
export type Consent = v.InferOutput<typeof consentSchema>;

/**
 * POST /api/families/children/{id}/consent/: the form a parent signs inside their account (issue
 * #25). The public form's fields, but the child is named by the path (the server writes their
 * name) and a signed-in parent is not asked for the bot check nor sends a mailed link's token.
 */
export const childConsentSchema = v.omit(consentSchema, ['childName', 'request', 'altcha']);
export type ChildConsentInput = v.InferInput<typeof childConsentSchema>;

/** A private link's token (a consent's withdrawal link, the parent's request link). */
const linkToken = v.pipe(
  v.optional(v.string(consentWithdraw.tokenRequired), ''),
  v.trim(),
  v.regex(/^[\w-]{16,128}$/, consentWithdraw.tokenRequired),
);

/** POST /api/sign-ups/consent/withdraw/: the token of the mail's private link. */
export const consentWithdrawSchema = v.object({ token: linkToken });

/** POST /api/sign-ups/consent/request/ and …/status/: a private link's token. */
export const consentTokenSchema = v.object({ token: linkToken });

const purposeChange = {
  purpose: v.pipe(
    v.string(purposesPage.purposeInvalid),
    v.check(isOptionalPurpose, purposesPage.purposeInvalid),
  ),
  given: v.boolean(purposesPage.purposeInvalid),
};

/** POST /api/sign-ups/consent/purpose/: an optional purpose withdrawn (given: false) or given again. */
export const consentPurposeSchema = v.object({ token: linkToken, ...purposeChange });

/** POST /api/families/children/{id}/consent/purpose/: the same change, from the parent's account. */
export const childPurposeSchema = v.object(purposeChange);

/** POST /api/account/parent-consent/: the parent's address, named by a child under 16. */
export const parentEmailSchema = v.object({ parent_email: signupEmail });

/** POST /api/account/takeover/: a child of 16 takes over, ending the parents' links or not. */
export const takeoverBodySchema = v.object({ end_links: v.boolean(takeoverModal.chooseLinks) });
