/** Asks before ending a link (or withdrawing a request): ending cannot be undone but by a new request. */
import { useState } from 'react';
import { apiPath } from '../../lib/api-path.ts';
import { families as m } from '../../lib/messages.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { sendFamilyForm } from './send.ts';

interface Props {
  linkId: number;
  name: string;
  /** A request not yet confirmed: withdrawn rather than ended. */
  pending: boolean;
  onClose: () => void;
  onDone: () => void;
}

export function EndLinkModal({ linkId, name, pending, onClose, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const title = pending ? m.cancelRequest : m.endLink;
  const confirm = async () => {
    setBusy(true);
    const ok = await sendFamilyForm(
      apiPath(familyPaths.endLink, { id: linkId }),
      undefined,
      m.linkEnded,
    );
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <Modal title={title} isOpen onClose={onClose} role="alertdialog" size="sm">
      <p>{pending ? m.sentTo(name) : m.endLinkQuestion(name)}</p>
      <div className="modal__actions">
        <Button variant="secondary" onPress={onClose} autoFocus>
          {m.cancel}
        </Button>
        <Button variant="danger" isPending={busy} onPress={() => void confirm()}>
          {title}
        </Button>
      </div>
    </Modal>
  );
}
