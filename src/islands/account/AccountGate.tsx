/**
 * Mounted once on every members page: loads the session (details and choirs) and shows the modals
 * the account forces (spec §4): finalize the account first while `is_completed` is false, then
 * the GDPR consent while `status` is 'gdpr-agree'. When the details cannot be loaded (anything
 * but a 401, which logs out by itself) the 'Eroare de autentificare' modal shows; closing it logs out.
 * The finalize modal (with its date picker) loads only for the accounts that need it.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { $detailsState, $user, loadSession, logout } from '../../stores/session.ts';
import { AuthErrorModal } from './AuthErrorModal.tsx';
import { GdprModal } from './GdprModal.tsx';

const FinalizeAccountModal = lazy(() =>
  import('./FinalizeAccountModal.tsx').then((module) => ({ default: module.FinalizeAccountModal })),
);

export default function AccountGate() {
  const user = useStore($user);
  const detailsState = useStore($detailsState);

  useEffect(() => {
    void loadSession();
  }, []);

  if (detailsState === 'error') return <AuthErrorModal onClose={() => void logout()} />;
  if (!user) return null;
  if (!user.is_completed) {
    return (
      <Suspense fallback={null}>
        <FinalizeAccountModal user={user} />
      </Suspense>
    );
  }
  if (user.status === 'gdpr-agree') return <GdprModal />;
  return null;
}
