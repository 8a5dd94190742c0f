/**
 * The forced "finalize account" modal (spec §4-§5): birth date (picker opening on 2000), sex,
 * county, city and an optional phone. It cannot be dismissed; after a successful save the details
 * reload, `is_completed` turns true and the gate closes it.
 */
import { Form } from 'react-aria-components';
import type { UserDetails } from '../../lib/api/account.ts';
import { account as m } from '../../lib/messages.ts';
import { accountPaths } from '../../lib/paths/account.ts';
import { finalizeAccountSchema } from '../../lib/schemas/account.ts';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { useForm } from '../../ui/use-form.ts';
import { BirthDateField, PlaceFields } from './PlaceFields.tsx';
import { SEX_OPTIONS } from './profile-options.ts';
import { saveProfile } from './save-profile.ts';

export function FinalizeAccountModal({ user }: { user: UserDetails }) {
  const form = useForm(finalizeAccountSchema, {
    birth_date: user.birth_date ?? '',
    sex: user.sex ?? '',
    judet: user.judet ?? '',
    localitate: user.localitate ?? '',
    phone: user.phone ?? '',
  });

  const submit = form.handleSubmit(async (body) => {
    await saveProfile(accountPaths.finalize, body, m.finalizeSuccess, form.showServerErrors);
  });

  return (
    <Modal title={m.finalizeTitle} isOpen isDismissable={false}>
      <p className="modal__intro">{m.finalizeIntro}</p>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <BirthDateField {...form.field('birth_date')} />
        <RadioGroup label={m.sex} options={SEX_OPTIONS} isRequired {...form.field('sex')} />
        <PlaceFields
          county={form.field('judet')}
          city={form.field('localitate')}
          phone={form.field('phone')}
        />
        <ModalActions submit={m.save} busy={form.busy} />
      </Form>
    </Modal>
  );
}
