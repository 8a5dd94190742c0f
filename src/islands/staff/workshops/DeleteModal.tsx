/**
 * 'Șterge' after a confirmation, for the back office's workshops and global events: the question,
 * then the DELETE; a refusal (409: it has sign-ups) shows the API's own words in the modal.
 */
import { useState } from 'react';
import { readErrorDetail } from '../../../client/api.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';

interface Props {
  title: string;
  question: string;
  /** The request; it throws on a refusal. */
  remove: () => Promise<unknown>;
  /** The toast once done; none when `remove` shows its own. */
  done?: string;
  failed: string;
  /** The confirming button's text: 'Șterge' by default. */
  confirmLabel?: string;
  onDeleted: () => void;
  onClose: () => void;
}

export function DeleteModal(props: Props) {
  const { title, question, remove, done, failed, onDeleted, onClose } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await remove();
    } catch (error) {
      setFailure((await readErrorDetail(error)) ?? failed);
      setBusy(false);
      return;
    }
    if (done) showToast({ tone: 'success', text: done });
    onDeleted();
    onClose();
  }

  return (
    <Modal title={title} isOpen onClose={onClose} role="alertdialog" size="sm">
      <p>{question}</p>
      <Banner tone="error">{failure}</Banner>
      <div className="modal__actions">
        <Button variant="secondary" onPress={onClose} autoFocus>
          {staff.cancel}
        </Button>
        <Button variant="danger" onPress={confirm} isPending={busy}>
          {props.confirmLabel ?? staff.confirmDelete}
        </Button>
      </div>
    </Modal>
  );
}
