/**
 * 'Semnează acordul' (issue #25): the parental consent a parent signs in their account for a child
 * whose consent is missing, withdrawn or expired. The public form's fields (ConsentFields.tsx),
 * the parent's details filled from the account, the child named by the account (not typed) and
 * their choir filled when known; sent to POST /api/families/children/{id}/consent/, which builds
 * the same PDF and mails it with the withdrawal link. The submission id made when the modal opens
 * makes a send repeated after a lost answer harmless.
 */
import { useStore } from '@nanostores/react';
import { Form } from 'react-aria-components';
import type { FamilyChild } from '../../lib/api/families.ts';
import { apiPath } from '../../lib/api-path.ts';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import { families } from '../../lib/messages.ts';
import { parentSide as m } from '../../lib/messages-child-consent.ts';
import { consentForm } from '../../lib/messages-consent.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { childConsentSchema } from '../../lib/schemas/consent.ts';
import { newSubmissionId } from '../../lib/schemas/signup.ts';
import { $user } from '../../stores/session.ts';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { ConsentFields } from '../forms/ConsentFields.tsx';
import { sendFamilyForm } from './send.ts';

interface Props {
  child: FamilyChild;
  onClose: () => void;
  onDone: () => void;
}

const unticked = Object.fromEntries(CONSENT_AGREEMENTS.map(({ field }) => [field, false])) as {
  [K in (typeof CONSENT_AGREEMENTS)[number]['field']]: boolean;
};

export function ChildConsentModal({ child, onClose, onDone }: Props) {
  const user = useStore($user);
  const name = `${child.first_name} ${child.last_name}`.trim();
  const form = useForm(childConsentSchema, {
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    choirName: child.choirs[0]?.name ?? '',
    date: todayInBucharest(),
    ...unticked,
    signature: '',
    submission_id: newSubmissionId(),
  });
  const submit = form.handleSubmit(async (body) => {
    const path = apiPath(familyPaths.childConsent, { id: child.id });
    if (await sendFamilyForm(path, body, m.signed, form.showServerErrors)) onDone();
  });
  return (
    <Modal title={m.signFor(name)} isOpen onClose={onClose} size="lg">
      <p className="modal__intro">{m.signIntro}</p>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <ConsentFields
          field={form.field}
          child={
            <>
              <p>
                {consentForm.childName}: <strong>{name}</strong>
              </p>
              <TextField
                label={consentForm.choirName}
                description={child.choirs.length === 0 ? m.noChoirYet : undefined}
                isRequired
                {...form.field('choirName')}
              />
            </>
          }
        />
        <ModalActions
          submit={consentForm.submit}
          busy={form.busy}
          cancel={families.cancel}
          onCancel={onClose}
        />
      </Form>
    </Modal>
  );
}
