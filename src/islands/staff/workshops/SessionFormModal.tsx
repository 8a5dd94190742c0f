/**
 * A workshop session date, new or edited: its day and the window of sign-ups, through the schema
 * the API validates with (the window closes at the latest on the day; a new day not in the past).
 * A 400 puts each message on its field; any other failure shows a banner and keeps the form.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api, readErrorBody } from '../../../client/api.ts';
import type { StaffWorkshopSession } from '../../../lib/api/staff-workshops.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { todayInBucharest } from '../../../lib/dates.ts';
import { staffWorkshops as m } from '../../../lib/messages-staff-workshops.ts';
import { staffWorkshopPaths as paths } from '../../../lib/paths/staff-submissions.ts';
import { type SessionBody, sessionSchema } from '../../../lib/schemas/staff-workshops.ts';
import { staff } from '../../../lib/staff/common.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { Modal } from '../../../ui/Modal.tsx';
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
      if (session) await api.patch(apiPath(paths.session, { id: session.id }), { json: body });
      else await api.post(apiPath(paths.sessions), { json: body });
    } catch (error) {
      const errors = await readErrorBody(error);
      if (errors) form.showServerErrors(errors);
      setFailure(errors?.non_field_errors?.[0] ?? (errors ? null : m.saveFailed));
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
        <DatePicker label={m.date} isRequired {...form.field('date')} name="date" />
        <DatePicker
          label={m.availabilityStart}
          isRequired
          {...form.field('availability_start')}
          name="availability_start"
        />
        <DatePicker
          label={m.availabilityEnd}
          isRequired
          {...form.field('availability_end')}
          name="availability_end"
        />
        <div className="modal__actions">
          <Button variant="secondary" onPress={onClose}>
            {staff.cancel}
          </Button>
          <Button type="submit" isPending={form.busy}>
            {staff.save}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
