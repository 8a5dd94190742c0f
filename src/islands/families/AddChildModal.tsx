/** 'Adaugă un copil': a child without an address, managed by the parent (first name, last name, birth date). */
import { Form } from 'react-aria-components';
import { apiPath } from '../../lib/api-path.ts';
import { families as m } from '../../lib/messages.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { addChildSchema } from '../../lib/schemas/family.ts';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { NameFields } from '../../ui/PersonFields.tsx';
import { useForm } from '../../ui/use-form.ts';
import { BirthDateField } from '../account/PlaceFields.tsx';
import { sendFamilyForm } from './send.ts';

export function AddChildModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const form = useForm(addChildSchema, { first_name: '', last_name: '', birth_date: '' });
  const submit = form.handleSubmit(async (body) => {
    if (
      await sendFamilyForm(apiPath(familyPaths.children), body, m.childAdded, form.showServerErrors)
    )
      onDone();
  });
  return (
    <Modal title={m.addChild} isOpen onClose={onClose}>
      <p>{m.addChildHelp}</p>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <NameFields
          first={{ label: m.firstName, ...form.field('first_name') }}
          last={{ label: m.lastName, ...form.field('last_name') }}
        />
        <BirthDateField {...form.field('birth_date')} />
        <ModalActions submit={m.save} busy={form.busy} cancel={m.cancel} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
