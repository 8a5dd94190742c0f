/** 'Dă-i cont propriu': the child's address; the child is mailed a link to choose a password. */
import { Form } from 'react-aria-components';
import type { FamilyChild } from '../../lib/api/families.ts';
import { apiPath } from '../../lib/api-path.ts';
import { families as m } from '../../lib/messages.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { childLoginSchema } from '../../lib/schemas/family.ts';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { sendFamilyForm } from './send.ts';

interface Props {
  child: FamilyChild;
  onClose: () => void;
  onDone: () => void;
}

export function ChildLoginModal({ child, onClose, onDone }: Props) {
  const form = useForm(childLoginSchema, { email: '' });
  const submit = form.handleSubmit(async (body) => {
    const path = apiPath(familyPaths.childLogin, { id: child.id });
    if (await sendFamilyForm(path, body, m.loginSent, form.showServerErrors)) onDone();
  });
  return (
    <Modal title={`${m.giveLogin}: ${child.first_name}`} isOpen onClose={onClose}>
      <p>{m.giveLoginHelp}</p>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <TextField
          label={m.email}
          type="email"
          autoComplete="off"
          isRequired
          {...form.field('email')}
        />
        <ModalActions submit={m.send} busy={form.busy} cancel={m.cancel} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
