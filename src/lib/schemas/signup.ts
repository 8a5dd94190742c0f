/**
 * What every public sign-up form sends besides its own fields (src/server/signups/submit.ts):
 * the solved bot check and the id the page made when it showed the form, which makes a repeated
 * send of the same submission harmless.
 */
import * as v from 'valibot';
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

// Missing, both read as what they are (not 'Acest câmp este necesar': the person fills neither).

/** A fresh submission id: the browser's crypto, in every browser the site supports. */
export const newSubmissionId = (): string => crypto.randomUUID();
