/**
 * A workshop session date, new or edited: its day and the window of sign-ups, through the schema
 * the API validates with (the window closes at the latest on the day; a new day not in the past).
 * A 400 puts each message on its field; any other failure shows a banner and keeps the form.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api } from '../../../client/api.ts';
import { saveFailure } from '../../../client/form-failure.ts';
import type { StaffWorkshopSession } from '../../../lib/api/staff-workshops.ts';
import { todayInBucharest } from '../../../lib/dates.ts';
import { staff } from '../../../lib/staff/common.ts';
import {
  staffWorkshops as m,
  type SessionBody,
  sessionSchema,
} from '../../../lib/staff/workshops.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { useForm } from '../../../ui/use-form.ts';

const NEW_SESSION = sessionSchema(true);
const EDITED_SESSION = sessionSchema(false);

interface Props {
  /** The session to edit; without it, a new one (its window opening today). */
  session?: StaffWorkshopSession;
  onSaved: () => void;
  onClose: () => void;
}

export function SessionFormModal({ session, onSaved, onClose }: Props) {
  const today = todayInBucharest();
  const form = useForm(session ? EDITED_SESSION : NEW_SESSION, {
    date: session?.date ?? '',
    availability_start: session?.availability_start ?? today,
    availability_end: session?.availability_end ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body: SessionBody) => {
    setFailure(null);
    try {
      if (session) await api.patch(`staff/workshops/sessions/${session.id}/`, { json: body });
      else await api.post('staff/workshops/sessions/', { json: body });
    } catch (error) {
      setFailure(await saveFailure(error, form.showServerErrors, m.saveFailed));
      return;
    }
    showToast({ tone: 'success', text: session ? m.sessionUpdated : m.sessionCreated });
    onSaved();
    onClose();
  });

  return (
    <Modal title={session ? m.editSessionTitle : m.newSessionTitle} isOpen onClose={onClose}>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <DatePicker label={m.date} isRequired {...form.field('date')} />
        <DatePicker label={m.availabilityStart} isRequired {...form.field('availability_start')} />
        <DatePicker label={m.availabilityEnd} isRequired {...form.field('availability_end')} />
        <ModalActions
          submit={staff.save}
          busy={form.busy}
          cancel={staff.cancel}
          onCancel={onClose}
        />
      </Form>
    </Modal>
  );
}
