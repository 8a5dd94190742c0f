/**
 * A back-office form of the workshops in a modal (a session date, a workshop): the schema's form,
 * sent with `send`; a 400 puts each message on its field, any other failure shows a banner and
 * keeps the form; a success closes it with a toast.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { readErrorBody } from '../../../client/api.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { useForm } from '../../../ui/use-form.ts';

/** What the modal uses of useForm, for a form whose schema outputs `Body`. */
type SaveForm<Body> = Pick<ReturnType<typeof useForm>, 'showServerErrors' | 'formRef' | 'busy'> & {
  handleSubmit: (send: (body: Body) => Promise<void>) => (event: FormEvent) => Promise<void>;
};

interface Props<Body> {
  title: string;
  form: SaveForm<Body>;
  send: (body: Body) => Promise<unknown>;
  /** The toast of a success. */
  saved: string;
  onSaved: () => void;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

export function SaveModal<Body>({
  title,
  form,
  send,
  saved,
  onSaved,
  onClose,
  children,
}: Props<Body>) {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send(body);
    } catch (error) {
      const errors = await readErrorBody(error);
      if (errors) form.showServerErrors(errors);
      setFailure(errors?.non_field_errors?.[0] ?? (errors ? null : m.saveFailed));
      return;
    }
    showToast({ tone: 'success', text: saved });
    onSaved();
    onClose();
  });

  return (
    <Modal title={title} isOpen onClose={onClose}>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        {children}
        <div className="modal__actions">
          <Button variant="secondary" onPress={onClose}>
            {staff.cancel}
          </Button>
          <Button type="submit" isPending={form.busy}>
            {staff.save}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
