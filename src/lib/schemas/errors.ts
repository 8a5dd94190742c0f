/**
 * Turns valibot issues into the API's 400 body: `{ field: [message], non_field_errors: [...] }`.
 * Each field keeps only its first message: the one to fix first ('Acest câmp este necesar'
 * rather than also 'Lungimea minimă…' for an empty field).
 */
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) errors[field] = [messages[0]];
  }
  if (flat.root?.[0]) errors.non_field_errors = [flat.root[0]];
  return errors;
}
