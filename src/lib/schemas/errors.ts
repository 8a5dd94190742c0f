/** Turns valibot issues into the API's 400 body: `{ field: [messages], non_field_errors: [...] }`. */
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: FieldErrors = { ...(flat.nested as FieldErrors) };
  if (flat.root?.length) errors.non_field_errors = flat.root;
  return errors;
}
