/**
 * Edit the profile (spec §2.12, §5): names, birth date, county, city, optional phone, prefilled
 * from the details, plus the profile photo. Success: toast, details reload, the modal closes.
 */
import { Form } from 'react-aria-components';
import type { UserDetails } from '../../lib/api/account.ts';
import { BIRTH_DATE_PICKER_START_YEAR } from '../../lib/limits.ts';
import { account as m } from '../../lib/messages.ts';
import { accountPaths } from '../../lib/paths/account.ts';
import { editAccountSchema } from '../../lib/schemas/account.ts';
import { Button } from '../../ui/Button.tsx';
import { DatePicker } from '../../ui/DatePicker.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { PlaceFields } from './PlaceFields.tsx';
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
        <div className="form__row">
          <TextField
            label={m.firstName}
            name="first_name"
            autoComplete="given-name"
            isRequired
            {...form.field('first_name')}
          />
          <TextField
            label={m.lastName}
            name="last_name"
            autoComplete="family-name"
            isRequired
            {...form.field('last_name')}
          />
        </div>
        <DatePicker
          label={m.birthDate}
          name="birth_date"
          placeholderYear={BIRTH_DATE_PICKER_START_YEAR}
          disallowFuture
          isRequired
          {...form.field('birth_date')}
        />
        <PlaceFields
          county={form.field('judet')}
          city={form.field('localitate')}
          phone={form.field('phone')}
        />
        <div className="modal__actions">
          <Button variant="secondary" onPress={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" isPending={form.busy}>
            {m.save}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
