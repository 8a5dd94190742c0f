/**
 * The signed-in member's parental-consent standing (issue #25).
 * Data: `$parentConsent` (GET /api/account/parent-consent/: whether a parent's consent is needed,
 * its state, the parent named and when), null until loaded; `$parentEmailAsked`, true while the
 * child opened the parent's e-mail modal themselves (the dashboard's notice).
 * Lifecycle: asked once per page load, and only for a member under 16 (AccountGate); the client
 * router keeps it across the /cont pages like the session, so a move asks nothing. The one change
 * this session makes, naming or reminding a parent, replaces it with the send's answer; a parent
 * signing elsewhere shows at the next load. Logout clears it.
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { api } from '../client/api.ts';
import { type ParentConsent, parentConsentSchema } from '../lib/api/consent.ts';
import { apiPath } from '../lib/api-path.ts';
import { signupPaths } from '../lib/paths/signups.ts';
import { onStoreReset } from './reset.ts';

export const $parentConsent = atom<ParentConsent | null>(null);
export const $parentEmailAsked = atom(false);

const path = apiPath(signupPaths.parentConsent);
let loading: Promise<void> | null = null;

onStoreReset(() => {
  $parentConsent.set(null);
  $parentEmailAsked.set(false);
  loading = null;
});

/** Loads the standing once (a call while it loads waits for the same request). */
export function loadParentConsent(): Promise<void> {
  if ($parentConsent.get()) return Promise.resolve();
  loading ??= api
    .get(path)
    .json()
    .then((answer) => $parentConsent.set(v.parse(parentConsentSchema, answer)))
    // Silent: the modal and the notice show once it loads; the next page load asks again.
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Names (or reminds) the parent; the answer is the new standing. Throws the API's error. */
export async function sendParentEmail(parentEmail: string): Promise<void> {
  const answer = await api.post(path, { json: { parent_email: parentEmail } }).json();
  $parentConsent.set(v.parse(parentConsentSchema, answer));
}
