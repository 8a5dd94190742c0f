/** 'Leagă un cont existent': the other account's address and the asker's side; the other confirms by mail. */
import { Form } from 'react-aria-components';
import { apiPath } from '../../lib/api-path.ts';
import { families as m } from '../../lib/messages.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { linkRequestSchema } from '../../lib/schemas/family.ts';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { sendFamilyForm } from './send.ts';

const SIDES = [
  { value: 'parent', label: m.linkAsParent },
  { value: 'child', label: m.linkAsChild },
] as const;

export function LinkRequestModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const form = useForm(linkRequestSchema, { email: '', as: 'parent' });
  const submit = form.handleSubmit(async (body) => {
    if (
      await sendFamilyForm(
        apiPath(familyPaths.requests),
        body,
        m.requestSent,
        form.showServerErrors,
      )
    )
      onDone();
  });
  return (
    <Modal title={m.linkAccount} isOpen onClose={onClose}>
      <p>{m.linkAccountHelp}</p>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <TextField
          label={m.email}
          type="email"
          autoComplete="off"
          isRequired
          {...form.field('email')}
        />
        <RadioGroup label={m.linkAs} options={SIDES} isRequired {...form.field('as')} />
        <ModalActions submit={m.send} busy={form.busy} cancel={m.cancel} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
