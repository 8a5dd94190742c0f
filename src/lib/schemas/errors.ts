/**
 * Turns valibot issues into the API's 400 body: `{ field: [message], non_field_errors: [...] }`.
 * Each field keeps only its first message: the one to fix first ('Acest câmp este necesar'
 * rather than also 'Lungimea minimă…' for an empty field).
 */
import * as v from 'valibot';

/** The 400 answer: each field with its message; what concerns no single field under `non_field_errors`. */
export const fieldErrorsSchema = v.objectWithRest(
  {
    /** e.g. ['Datele furnizate nu par a fi corecte!'] */
    non_field_errors: v.optional(v.array(v.string())),
  },
  /** e.g. email: ['Acest câmp este necesar'] */
  v.array(v.string()),
);
export type FieldErrors = v.InferOutput<typeof fieldErrorsSchema>;

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) errors[field] = [messages[0]];
  }
  if (flat.root?.[0]) errors.non_field_errors = [flat.root[0]];
  return errors;
}
