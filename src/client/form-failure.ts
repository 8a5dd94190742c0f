/**
 * What a form's banner says after a failed send: a 400's field errors go to their fields
 * (`showFieldErrors`, use-form.ts) and the banner shows its `non_field_errors`, if any; any other
 * failure shows `fallback`.
 */
import type { FieldErrors } from '../lib/schemas/errors.ts';
import { readErrorBody } from './api.ts';

export async function saveFailure(
  error: unknown,
  showFieldErrors: (errors: FieldErrors) => void,
  fallback: string,
): Promise<string | null> {
  const errors = await readErrorBody(error);
  if (!errors) return fallback;
  showFieldErrors(errors);
  return errors.non_field_errors?.[0] ?? null;
}
