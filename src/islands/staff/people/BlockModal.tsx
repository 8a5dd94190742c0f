/**
 * 'Blochează contul': a modal that says what happens (every session ends at once, no login until
 * unblocked), asks an optional reason (kept in the journal) and sends it. 400: the error under
 * the field; 409 (already blocked, or one's own account): the message, and the page reloads.
 */
import { type FormEvent, useState } from 'react';
import { api, errorStatus, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import type { StaffPersonDetail } from '../../../lib/api/staff-people.ts';
import { staff } from '../../../lib/staff/common.ts';
import { staffPeople as sp } from '../../../lib/staff/people.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';

interface Props {
  person: StaffPersonDetail;
  onDone: () => void;
  onClose: () => void;
}

export function BlockModal({ person, onDone, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    setFailure(null);
    try {
      await api.post(`staff/people/${person.id}/block/`, { json: { reason } });
      showToast({ tone: 'success', text: sp.blocked });
      onDone();
      onClose();
    } catch (error) {
      if (errorStatus(error) === 409) {
        setFailure((await readErrorDetail(error)) ?? sp.actionFailed);
        onDone();
      } else {
        const body = await readErrorBody(error);
        if (body?.reason) setErrors(body.reason);
        else setFailure(sp.actionFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={sp.blockTitle(person.name || person.email)} isOpen onClose={onClose}>
      <form className="form" onSubmit={send} noValidate>
        <p>{sp.blockExplain}</p>
        <TextAreaField
          label={sp.blockReasonLabel}
          name="reason"
          value={reason}
          onChange={setReason}
          errors={errors}
          rows={3}
        />
        <Banner tone="error">{failure}</Banner>
        <div className="modal__actions">
          <Button variant="secondary" onPress={onClose}>
            {staff.cancel}
          </Button>
          <Button type="submit" variant="danger" isPending={busy}>
            {sp.blockConfirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
