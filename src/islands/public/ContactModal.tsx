/**
 * The contact form in its dialog (spec §2.5, §5, §8), loaded by ContactDialog.tsx on the first
 * click of an opener. The form validates with contactSchema, the API's own; success shows a toast
 * (the layout's Toasts island), clears the form and closes; a 400 shows the server's field errors,
 * any other failure the spec's failure text inside the dialog, where the visitor is looking.
 * It stays mounted once loaded, so closing by mistake keeps what was typed.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api, readErrorBody } from '../../client/api.ts';
import { contact as m } from '../../lib/messages.ts';
import { contactSchema } from '../../lib/schemas/contact.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { PrivacyLink } from '../../ui/PrivacyLink.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { EmailField, TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import './contact.css';
import { apiPath } from '../../lib/api-path.ts';
import { messagingPaths } from '../../lib/paths/messaging.ts';

const EMPTY = { name: '', email: '', message: '', gdpr: false };

export function ContactModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [failed, setFailed] = useState(false);
  const form = useForm(contactSchema, EMPTY);

  const submit = form.handleSubmit(async (body) => {
    setFailed(false);
    try {
      await api.post(apiPath(messagingPaths.contact), { json: body });
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields) form.showServerErrors(fields);
      else setFailed(true);
      return;
    }
    showToast({ tone: 'success', text: m.success });
    form.reset();
    onClose();
  });

  return (
    <Modal
      title={m.title}
      isOpen={isOpen}
      onClose={() => {
        onClose();
        setFailed(false);
      }}
    >
      <p className="contact__intro">{m.intro}</p>
      <Banner tone="error">{failed ? m.failed : null}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <TextField label={m.name} autoComplete="name" isRequired {...form.field('name')} />
        <EmailField label={m.email} isRequired {...form.field('email')} />
        <TextAreaField label={m.message} rows={6} isRequired {...form.field('message')} />
        <Checkbox {...form.field('gdpr')}>
          {m.gdpr} <PrivacyLink />
        </Checkbox>
        <ModalActions submit={m.submit} busy={form.busy} />
      </Form>
    </Modal>
  );
}
