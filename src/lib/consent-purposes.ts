/**
 * The purposes of a parental consent (issue #25; docs/decisions.md, "Consent purpose by
 * purpose"). The ten agreements are all given at signing (the spec's rule). Afterwards a parent
 * may withdraw, and give again, each OPTIONAL purpose alone; every other agreement is essential
 * (the child's data, the parent's contact, the purpose, and the three declarations the consent
 * rests on: keeping, withdrawal, parental responsibility): withdrawing it ends the consent.
 */
import type { ConsentAgreementField } from './consent-agreements.ts';

/** The optional purposes, in the order the flags show. */
export const OPTIONAL_PURPOSES = [
  'agree4',
  'agree5',
  'agree6',
  'agree7',
] as const satisfies readonly ConsentAgreementField[];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

export const isOptionalPurpose = (value: string): value is OptionalPurpose =>
  (OPTIONAL_PURPOSES as readonly string[]).includes(value);

/** A child's consent state as the API answers it ('adult': no parental consent needed). */
export const CHILD_CONSENT_STATES = ['valid', 'missing', 'withdrawn', 'expired'] as const;
export type ChildConsentState = (typeof CHILD_CONSENT_STATES)[number];
