/**
 * 'Absențe anunțate' on the dashboard (issue #28): the member's absences that have not ended, each
 * with 'Șterge', and 'Anunță o absență', a dialog with the first and last day and an optional
 * reason (the schema of POST /api/absences/). A parent acting for a child does it for the child
 * (the API client sends the child). After a change the dashboard's events load again, since their
 * answers changed.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type { Absence, AbsenceCreated } from '../../../lib/api/attendance.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { absences as m } from '../../../lib/messages-attendance.ts';
import { attendancePaths } from '../../../lib/paths/attendance.ts';
import { absenceSchema } from '../../../lib/schemas/attendance.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useForm } from '../../../ui/use-form.ts';

const LIST = apiPath(attendancePaths.absences);
const rangeOf = (a: Absence) => m.range(formatDate(a.starts_on), formatDate(a.ends_on));

function AbsenceForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm(absenceSchema, { starts_on: '', ends_on: '', reason: '' });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await api.post(LIST, { json: body }).json<AbsenceCreated>();
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

export function AbsencesBox({ onChanged }: { onChanged: () => void }) {
  const { data, failed, reload } = useCachedGet<Absence[]>(LIST);
  const [open, setOpen] = useState(false);
  const changed = () => {
    reload();
    onChanged();
  };
  const remove = async (absence: Absence) => {
    try {
      await api.delete(apiPath(attendancePaths.absence, { id: absence.id }));
      showToast({ tone: 'success', text: m.removed });
      changed();
    } catch {
      showToast({ tone: 'error', text: m.removeFailed });
    }
  };
  return (
    <section className="box" aria-labelledby="absences-title">
      <h2 id="absences-title">{m.title}</h2>
      {data && data.length === 0 ? <p className="box__empty">{m.none}</p> : null}
      {!data && failed ? <p className="box__empty">{m.loadFailed}</p> : null}
      {data && data.length > 0 ? (
        <ul className="box__list">
          {data.map((absence) => (
            <li key={absence.id} className="box__item">
              <span>
                {rangeOf(absence)}
                {absence.reason ? <span className="box__meta">{absence.reason}</span> : null}
              </span>
              <Button
                variant="ghost"
                className="button--small"
                aria-label={m.removeLabel(rangeOf(absence))}
                onPress={() => remove(absence)}
              >
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {m.open}
        </Button>
      </div>
      {open ? (
        <AbsenceForm
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            changed();
          }}
        />
      ) : null}
    </section>
  );
}
