/**
 * Edit the profile (spec §2.12, §5): names, birth date, county, city, optional phone, prefilled
 * from the details, plus the profile photo. Success: toast, details reload, the modal closes.
 */
import { Form } from 'react-aria-components';
import type { UserDetails } from '../../lib/api/account.ts';
import { account as m } from '../../lib/messages.ts';
import { accountPaths } from '../../lib/paths/account.ts';
import { editAccountSchema } from '../../lib/schemas/account.ts';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { NameFields } from '../../ui/PersonFields.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { BirthDateField, PlaceFields } from './PlaceFields.tsx';
import { saveProfile } from './save-profile.ts';

export interface EditAccountModalProps {
  user: UserDetails;
  onClose: () => void;
}

export function EditAccountModal({ user, onClose }: EditAccountModalProps) {
  const form = useForm(editAccountSchema, {
    first_name: user.first_name,
    last_name: user.last_name,
    birth_date: user.birth_date ?? '',
    localitate: user.localitate ?? '',
    judet: user.judet ?? '',
    phone: user.phone ?? '',
  });

  const submit = form.handleSubmit(async (body) => {
    if (await saveProfile(accountPaths.edit, body, m.editSuccess, form.showServerErrors)) onClose();
  });

  return (
    <Modal title={m.editTitle} isOpen onClose={onClose}>
      <AvatarUpload />
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <NameFields
          first={{ label: m.firstName, ...form.field('first_name') }}
          last={{ label: m.lastName, ...form.field('last_name') }}
        />
        <BirthDateField {...form.field('birth_date')} />
        <PlaceFields
          county={form.field('judet')}
          city={form.field('localitate')}
          phone={form.field('phone')}
        />
        <ModalActions submit={m.save} busy={form.busy} cancel={m.cancel} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
