/**
 * A workshop of a session date, new or edited: title, description, hour and places (empty: no
 * limit), through the schema the API validates with. The API refuses places below the sign-ups
 * already taken: that message lands on the places field.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api } from '../../../client/api.ts';
import { saveFailure } from '../../../client/form-failure.ts';
import type { StaffWorkshop } from '../../../lib/api/staff-workshops.ts';
import { staff } from '../../../lib/staff/common.ts';
import {
  staffWorkshops as m,
  type WorkshopBody,
  workshopSchema,
} from '../../../lib/staff/workshops.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useForm } from '../../../ui/use-form.ts';

interface Props {
  /** The session a new workshop goes to. */
  sessionId: number;
  /** The workshop to edit; without it, a new one. */
  workshop?: StaffWorkshop;
  onSaved: () => void;
  onClose: () => void;
}

export function WorkshopFormModal({ sessionId, workshop, onSaved, onClose }: Props) {
  const form = useForm(workshopSchema, {
    title: workshop?.title ?? '',
    description: workshop?.description ?? '',
    hour: workshop?.hour ?? '',
    places: workshop?.places === null || !workshop ? '' : String(workshop.places),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body: WorkshopBody) => {
    setFailure(null);
    try {
      if (workshop) await api.patch(`staff/workshops/${workshop.id}/`, { json: body });
      else await api.post(`staff/workshops/sessions/${sessionId}/workshops/`, { json: body });
    } catch (error) {
      setFailure(await saveFailure(error, form.showServerErrors, m.saveFailed));
      return;
    }
    showToast({ tone: 'success', text: workshop ? m.workshopUpdated : m.workshopCreated });
    onSaved();
    onClose();
  });

  const places = form.field('places');
  return (
    <Modal title={workshop ? m.editWorkshopTitle : m.newWorkshopTitle} isOpen onClose={onClose}>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <TextField label={m.workshopTitle} isRequired autoFocus {...form.field('title')} />
        <TextAreaField label={m.description} {...form.field('description')} />
        <div className="form__row">
          <TextField
            label={m.hour}
            isRequired
            inputMode="numeric"
            description={m.hourHint}
            {...form.field('hour')}
          />
          <TextField
            label={m.places}
            inputMode="numeric"
            description={m.placesHint}
            {...places}
            value={places.value === null || places.value === undefined ? '' : String(places.value)}
          />
        </div>
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
