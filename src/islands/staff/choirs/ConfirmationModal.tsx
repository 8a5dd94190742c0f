/**
 * 'Confirmă corul' and 'Retrage confirmarea': a modal that says what happens (the conductors get
 * a mail), asks an optional note or the required reason, and sends it. 400: the error under the
 * field; 409 (someone did it first): the message, and the page reloads the choir.
 */
import { type FormEvent, useState } from 'react';
import { api, errorStatus, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import type { StaffChoirDetails } from '../../../lib/api/staff-choirs.ts';
import { staffChoirs as sc } from '../../../lib/staff/choirs.ts';
import { staff } from '../../../lib/staff/common.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';

interface Props {
  choir: StaffChoirDetails;
  /** true: withdraw the confirmation (a reason is required); false: confirm (a note may be). */
  withdraw: boolean;
  onDone: () => void;
  onClose: () => void;
}

export function ConfirmationModal({ choir, withdraw, onDone, onClose }: Props) {
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
      await api.post(`staff/choirs/${choir.id}/${withdraw ? 'withdraw' : 'confirm'}/`, {
        json: { reason },
      });
      showToast({ tone: 'success', text: withdraw ? sc.withdrawn : sc.confirmed_ });
      onDone();
      onClose();
    } catch (error) {
      if (errorStatus(error) === 409) {
        setFailure((await readErrorDetail(error)) ?? sc.actionFailed);
        onDone();
      } else {
        const body = await readErrorBody(error);
        if (body?.reason) setErrors(body.reason);
        else setFailure(sc.actionFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={withdraw ? sc.withdrawTitle : sc.confirm} isOpen onClose={onClose}>
      <form className="form" onSubmit={send} noValidate>
        <p>{withdraw ? sc.withdrawIntro(choir.name) : sc.confirmIntro(choir.name)}</p>
        <TextAreaField
          label={withdraw ? sc.reason : sc.note}
          name="reason"
          value={reason}
          onChange={setReason}
          errors={errors}
          description={withdraw ? sc.reasonHint : sc.noteHint}
          isRequired={withdraw}
          rows={4}
        />
        <Banner tone="error">{failure}</Banner>
        <div className="modal__actions">
          <Button variant="secondary" onPress={onClose}>
            {staff.cancel}
          </Button>
          <Button type="submit" variant={withdraw ? 'danger' : 'primary'} isPending={busy}>
            {withdraw ? sc.withdraw : sc.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
