/** Answers of the parental consent's own routes (its send answers the sign-up receipt, signups.ts). */
import * as v from 'valibot';
import { CHILD_CONSENT_STATES, OPTIONAL_PURPOSES } from '../consent-purposes.ts';

/**
 * 200 of POST /api/sign-ups/consent/withdraw/: when the consent was withdrawn (ISO time), and
 * whether that happened at an earlier use of the link (the link works once; a second use says so).
 */
export const consentWithdrawnSchema = v.strictObject({
  withdrawn_at: v.string(),
  already_withdrawn: v.boolean(),
});
export type ConsentWithdrawn = v.InferOutput<typeof consentWithdrawnSchema>;

const childState = v.picklist(CHILD_CONSENT_STATES);

/** A child member's consent, as conductors and staff read it (null for a member 16 or older). */
export const memberConsentSchema = v.nullable(
  v.strictObject({
    state: childState,
    /** The optional purposes not given ('agree4'…), each a flag the conductor acts on. */
    withheld: v.array(v.picklist(OPTIONAL_PURPOSES)),
  }),
);
export type MemberConsent = v.InferOutput<typeof memberConsentSchema>;

/** GET/POST /api/account/parent-consent/: the signed-in member's own standing. */
export const parentConsentSchema = v.strictObject({
  /** Under CHILD_CONSENT_AGE: the account needs a parent's consent. */
  required: v.boolean(),
  /** null when not required. */
  state: v.nullable(childState),
  parent_email: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
});
export type ParentConsent = v.InferOutput<typeof parentConsentSchema>;

/** GET /api/account/takeover/: whether a linked child of 16 is asked to take over, and by whom. */
export const takeoverSchema = v.strictObject({
  due: v.boolean(),
  /** The names of the parents linked now (empty when not due). */
  parents: v.array(v.string()),
});
export type Takeover = v.InferOutput<typeof takeoverSchema>;

/** POST /api/sign-ups/consent/request/: what the parent's form is prefilled with. */
export const consentRequestInfoSchema = v.strictObject({
  child_name: v.string(),
  /** The child's choir when known, else ''. */
  choir_name: v.string(),
});
export type ConsentRequestInfo = v.InferOutput<typeof consentRequestInfoSchema>;

/** POST /api/sign-ups/consent/status/ and …/purpose/: the consent of a withdrawal link. */
export const consentStatusSchema = v.strictObject({
  child_name: v.string(),
  signed_at: v.string(),
  withdrawn_at: v.nullable(v.string()),
  withheld: v.array(v.picklist(OPTIONAL_PURPOSES)),
  changes: v.array(v.strictObject({ purpose: v.string(), given: v.boolean(), at: v.string() })),
});
export type ConsentStatus = v.InferOutput<typeof consentStatusSchema>;
