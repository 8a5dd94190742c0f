/**
 * Sends one of the profile forms (finalize or edit) and reports back the way spec §8 asks:
 * success toast then details reload; 400 field errors to the form; anything else a toast.
 */
import { api, readErrorBody } from '../../client/api.ts';
import { apiPath } from '../../lib/api-path.ts';
import { account as m } from '../../lib/messages.ts';
import type { accountPaths } from '../../lib/paths/account.ts';
import type { FieldErrors } from '../../lib/schemas/errors.ts';
import { loadDetails } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';

/** Returns true on success; on a 400 hands the field errors to `showErrors`. */
export async function saveProfile(
  path: typeof accountPaths.finalize | typeof accountPaths.edit,
  body: Record<string, unknown>,
  success: string,
  showErrors: (errors: FieldErrors) => void,
): Promise<boolean> {
  try {
    await api.post(apiPath(path), { json: body });
  } catch (error) {
    const fields = await readErrorBody(error);
    if (fields) showErrors(fields);
    showToast({ tone: 'error', text: m.editFailed });
    return false;
  }
  showToast({ tone: 'success', text: success });
  await loadDetails();
  return true;
}
