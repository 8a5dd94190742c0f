/** Schemas of the account modals: edit, finalize, GDPR consent. */
import * as v from 'valibot';
import { validation as m } from '../messages.ts';
import { birthDate, county, optionalPhone, requiredText, sex } from './fields.ts';

/** POST /api/account/edit */
export const editAccountSchema = v.object({
  first_name: requiredText(),
  last_name: requiredText(),
  birth_date: birthDate,
  localitate: requiredText(),
  judet: county,
  phone: optionalPhone,
});
export type EditAccountInput = v.InferInput<typeof editAccountSchema>;

/** POST /api/account/finalize */
export const finalizeAccountSchema = v.object({
  birth_date: birthDate,
  sex,
  judet: county,
  localitate: requiredText(),
  phone: optionalPhone,
});
export type FinalizeAccountInput = v.InferInput<typeof finalizeAccountSchema>;

/** POST /api/account/agree_gdpr/ */
export const gdprConsentSchema = v.object({ consent: v.literal(true, m.agreementRequired) });
