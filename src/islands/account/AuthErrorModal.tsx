/** The 'Eroare de autentificare' modal of spec §8: the details could not be loaded; closing logs out. */
import { account as m } from '../../lib/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

export function AuthErrorModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={m.authErrorTitle} isOpen onClose={onClose} role="alertdialog" size="sm">
      <p>{m.authErrorText}</p>
      <div className="modal__actions">
        <Button onPress={onClose} autoFocus>
          {m.authErrorAction}
        </Button>
      </div>
    </Modal>
  );
}
