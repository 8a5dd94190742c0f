/**
 * Sends one of the 'Copiii mei' forms and reports back as the profile forms do: a success toast;
 * 400 field errors to the form (the link's `non_field_errors` too, as a toast); anything else a toast.
 */
import { api, readErrorBody, readErrorDetail } from '../../client/api.ts';
import { account } from '../../lib/messages.ts';
import type { FieldErrors } from '../../lib/schemas/errors.ts';
import { showToast } from '../../stores/toasts.ts';

/** POSTs `body` to `path` (relative to /api); true on success. */
export async function sendFamilyForm(
  path: string,
  body: Record<string, unknown> | undefined,
  success: string,
  showErrors?: (errors: FieldErrors) => void,
): Promise<boolean> {
  try {
    await api.post(path, body ? { json: body } : {});
  } catch (error) {
    const fields = await readErrorBody(error);
    if (fields) showErrors?.(fields);
    const text =
      fields?.non_field_errors?.[0] ?? (await readErrorDetail(error)) ?? account.editFailed;
    showToast({ tone: 'error', text });
    return false;
  }
  showToast({ tone: 'success', text: success });
  return true;
}
