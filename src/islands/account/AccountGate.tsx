/**
 * Mounted once on every members page: loads the session (details and choirs) and shows the modals
 * the account forces (spec §4): finalize the account first while `is_completed` is false, then
 * the GDPR consent while `status` is 'gdpr-agree', then, for a member under 16, the parent's
 * e-mail while the parental consent is not valid (ParentConsentModal, issue #25), and, for a linked
 * member of 16 or older, the takeover of their own consent (TakeoverModal). When the details cannot be loaded (anything
 * but a 401, which logs out by itself) the 'Eroare de autentificare' modal shows; closing it logs out.
 * Each modal's code (react-aria's dialog, the finalize form's date picker) loads only for the
 * accounts that need it (issue #21).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { UserDetails } from '../../lib/api/account.ts';
import { isUnderConsentAge } from '../../lib/dates.ts';
import { $detailsState, $user, type LoadState, loadSession, logout } from '../../stores/session.ts';

const AuthErrorModal = lazy(() =>
  import('./AuthErrorModal.tsx').then((module) => ({ default: module.AuthErrorModal })),
);
const GdprModal = lazy(() =>
  import('./GdprModal.tsx').then((module) => ({ default: module.GdprModal })),
);
const ParentConsentModal = lazy(() =>
  import('./ParentConsentModal.tsx').then((module) => ({ default: module.ParentConsentModal })),
);
const TakeoverModal = lazy(() =>
  import('./TakeoverModal.tsx').then((module) => ({ default: module.TakeoverModal })),
);
const FinalizeAccountModal = lazy(() =>
  import('./FinalizeAccountModal.tsx').then((module) => ({ default: module.FinalizeAccountModal })),
);

/** The modal the account forces now, if any. */
function forcedModal(detailsState: LoadState, user: UserDetails | null) {
  if (detailsState === 'error') return <AuthErrorModal onClose={() => void logout()} />;
  if (!user) return null;
  if (!user.is_completed) return <FinalizeAccountModal user={user} />;
  if (user.status === 'gdpr-agree') return <GdprModal />;
  // Under 16: a parent's consent (issue #25); the modal asks the server whether one is needed.
  if (user.birth_date && isUnderConsentAge(user.birth_date)) return <ParentConsentModal />;
  // 16 or older with a parent still linked: the member takes over their own consent (issue #25).
  if (user.takeover_due) return <TakeoverModal />;
  return null;
}

export default function AccountGate() {
  const user = useStore($user);
  const detailsState = useStore($detailsState);

  useEffect(() => {
    void loadSession();
  }, []);

  return <Suspense fallback={null}>{forcedModal(detailsState, user)}</Suspense>;
}
