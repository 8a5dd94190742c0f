/** The buttons the library's forms and lists share: save or cancel, and the delete confirmation. */

import { staff } from '../../../lib/messages-staff.ts';
import { lib } from '../../../lib/messages-staff-library.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';

/** A form's 'Salvează' (submits) and 'Anulează'. */
export function SaveCancel({ saving, onCancel }: { saving?: boolean; onCancel: () => void }) {
  return (
    <div className="staff-actions">
      <Button type="submit" isPending={Boolean(saving)}>
        {staff.save}
      </Button>
      <Button variant="secondary" onPress={onCancel}>
        {staff.cancel}
      </Button>
    </div>
  );
}

/** 'Confirmă ștergerea' with its question, open while there is one. */
export function ConfirmDelete({
  question,
  onConfirm,
  onClose,
}: {
  question: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={lib.confirmDeleteTitle} isOpen={question !== null} onClose={onClose} size="sm">
      {question !== null ? (
        <>
          <p>{question}</p>
          <div className="staff-actions">
            <Button variant="danger" onPress={onConfirm}>
              {staff.confirmDelete}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {staff.cancel}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
