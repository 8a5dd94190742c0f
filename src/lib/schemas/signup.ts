/**
 * What every public sign-up form sends besides its own fields (src/server/signups/submit.ts):
 * the solved bot check and the id the page made when it showed the form, which makes a repeated
 * send of the same submission harmless.
 */
import * as v from 'valibot';
import { LONG_TEXT_MAX_LENGTH } from '../limits.ts';
import { validation } from '../messages.ts';
import { signups } from '../messages-signups.ts';

export const signupEnvelope = {
  /** The ALTCHA widget's payload (base64 JSON), checked once by the server. */
  altcha: v.optional(
    v.pipe(v.string(signups.captchaFailed), v.nonEmpty(signups.captchaFailed)),
    '',
  ),
  /** A UUID made by the page, e.g. '0b5e0c1e-8a4f-4c3e-9d59-3f7a7f0f2b61'. */
  submission_id: v.optional(
    v.pipe(v.string(signups.submissionId), v.trim(), v.uuid(signups.submissionId), v.toLowerCase()),
    '',
  ),
};

/** An age in whole years within the form's slider range (AUDITION_AGE, WORKSHOP_AGE). */
export const ageWithin = ({ min, max }: { min: number; max: number }) => {
  const message = signups.ageRange(min, max);
  return v.pipe(
    v.number(validation.required),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};

/** An optional answer of a few lines: trimmed, '' when not given. */
export const optionalAnswer = v.optional(
  v.pipe(
    v.string(validation.required),
    v.trim(),
    v.maxLength(LONG_TEXT_MAX_LENGTH, validation.maxLength(LONG_TEXT_MAX_LENGTH)),
  ),
  '',
);

// Missing, both read as what they are (not 'Acest câmp este necesar': the person fills neither).

/**
 * A fresh submission id, a version 4 UUID. From getRandomValues, not randomUUID: that one exists
 * only on https pages and localhost, and a school's intranet proxy may serve the site over http.
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
