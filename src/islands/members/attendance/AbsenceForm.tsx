/**
 * The dialog of 'Anunță o absență' (issue #28): the first and last day and an optional reason (the
 * schema of POST /api/absences/). Its own module, loaded when first opened: react-aria's dialog,
 * date pickers and form are no part of the dashboard's first render (issue #21).
 */
import { Form } from 'react-aria-components';
import { api, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import type { AbsenceCreated } from '../../../lib/api/attendance.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { absences as m } from '../../../lib/messages-attendance.ts';
import { attendancePaths } from '../../../lib/paths/attendance.ts';
import { absenceSchema } from '../../../lib/schemas/attendance.ts';
import { showToast } from '../../../stores/toasts.ts';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useForm } from '../../../ui/use-form.ts';

export default function AbsenceForm({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm(absenceSchema, { starts_on: '', ends_on: '', reason: '' });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await api
        .post(apiPath(attendancePaths.absences), { json: body })
        .json<AbsenceCreated>();
      showToast({ tone: 'success', text: m.saved(created.answered) });
      onSaved();
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields) form.showServerErrors(fields);
      else showToast({ tone: 'error', text: (await readErrorDetail(error)) ?? m.saveFailed });
    }
  });
  return (
    <Modal title={m.formTitle} isOpen onClose={onClose}>
      <p>{m.intro}</p>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <DatePicker label={m.from} isRequired {...form.field('starts_on')} />
        <DatePicker label={m.to} isRequired {...form.field('ends_on')} />
        <TextField label={m.reason} description={m.reasonHint} {...form.field('reason')} />
        <ModalActions submit={m.save} busy={form.busy} cancel={m.cancel} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
