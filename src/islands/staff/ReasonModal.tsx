/**
 * A back-office action that asks a reason first (confirm or withdraw a choir, block an account):
 * a modal that says what will happen, takes the reason (required or optional) and POSTs
 * `{ reason }` to its path. 400: the error under the field; 409 (someone did it first, or the
 * state refuses it): the server's message, and the page reloads what it shows.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { api, errorStatus, readErrorBody, readErrorDetail } from '../../client/api.ts';
import { staff } from '../../lib/messages-staff.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';

export interface ReasonModalProps {
  title: string;
  /** What happens when it is sent. */
  intro: ReactNode;
  label: string;
  hint?: string;
  isRequired?: boolean;
  /** The API path it POSTs `{ reason }` to: apiPath(staffPaths.choirWithdraw, { id }). */
  path: string;
  /** Fields sent beside the reason (a retention hold's rule and item). */
  body?: Record<string, string>;
  submitLabel: string;
  danger?: boolean;
  /** The toast once done. */
  doneText: string;
  failedText: string;
  onDone: () => void;
  onClose: () => void;
}

export function ReasonModal(props: ReasonModalProps) {
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
      await api.post(props.path, { json: { ...props.body, reason } });
      showToast({ tone: 'success', text: props.doneText });
      props.onDone();
      props.onClose();
    } catch (error) {
      if (errorStatus(error) === 409) {
        setFailure((await readErrorDetail(error)) ?? props.failedText);
        props.onDone();
      } else {
        const body = await readErrorBody(error);
        if (body?.reason) setErrors(body.reason);
        else setFailure(props.failedText);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={props.title} isOpen onClose={props.onClose}>
      <form className="form" onSubmit={send} noValidate>
        <p>{props.intro}</p>
        <TextAreaField
          label={props.label}
          name="reason"
          value={reason}
          onChange={setReason}
          errors={errors}
          description={props.hint}
          isRequired={props.isRequired}
          rows={4}
        />
        <Banner tone="error">{failure}</Banner>
        <div className="modal__actions">
          <Button variant="secondary" onPress={props.onClose}>
            {staff.cancel}
          </Button>
          <Button type="submit" variant={props.danger ? 'danger' : 'primary'} isPending={busy}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
