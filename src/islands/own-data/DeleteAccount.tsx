/**
 * 'Datele mele' (issue #26): deleting the account, or, for a parent acting for a child, the
 * child's. States the effects in plain words, asks for the password in a dialog, then shows when
 * the deletion will run with a button that cancels it (a login or the mail's link cancel it too).
 * The deletion itself is the retention job's (src/server/routes/account-deletion.ts).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { api, readErrorBody } from '../../client/api.ts';
import type { DeletionState } from '../../lib/api/account-deletion.ts';
import { apiPath } from '../../lib/api-path.ts';
import { formatDate } from '../../lib/dates.ts';
import { accountDeletion as m } from '../../lib/messages-account-deletion.ts';
import { accountDeletionPaths } from '../../lib/paths/account-deletion.ts';
import { deletionRequestSchema } from '../../lib/schemas/account-deletion.ts';
import { $actingChild } from '../../stores/family.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import './own-data.css';

const PATH = apiPath(accountDeletionPaths.deletion);

function ConfirmModal(props: {
  forChild: boolean;
  onClose: () => void;
  onDone: (s: DeletionState) => void;
}) {
  const form = useForm(deletionRequestSchema, { password: '' });
  const submit = form.handleSubmit(async (body) => {
    try {
      props.onDone(await api.post(PATH, { json: body }).json<DeletionState>());
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields) form.showServerErrors(fields);
      const text = fields?.non_field_errors?.[0];
      if (text || !fields?.password) showToast({ tone: 'error', text: text ?? m.failed });
    }
  });
  return (
    <Modal title={m.dialogTitle} isOpen onClose={props.onClose}>
      <p>{props.forChild ? m.dialogIntroChild : m.dialogIntro}</p>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <TextField
          label={m.password}
          type="password"
          autoComplete="current-password"
          isRequired
          {...form.field('password')}
        />
        <ModalActions
          submit={m.confirm}
          busy={form.busy}
          cancel={m.cancel}
          onCancel={props.onClose}
        />
      </Form>
    </Modal>
  );
}

export default function DeleteAccount() {
  const child = useStore($actingChild);
  const [state, setState] = useState<DeletionState | null>(null);
  const [open, setOpen] = useState(false);
  const load = useCallback(() => {
    api
      .get(PATH)
      .json<DeletionState>()
      .then(setState)
      .catch(() => setState({ requested_at: null, deletes_after: null }));
  }, []);
  useEffect(load, [load]);

  async function undo() {
    try {
      await api.delete(PATH);
      showToast({ tone: 'success', text: m.undone });
      load();
    } catch {
      showToast({ tone: 'error', text: m.failed });
    }
  }

  const scheduled = state?.deletes_after ?? null;
  return (
    <section aria-labelledby="own-data-delete" className="card own-data__delete">
      <h2 id="own-data-delete">{child ? m.headingChild(child.name) : m.heading}</h2>
      <Banner tone="info">
        {scheduled ? (
          <>
            <p>{m.scheduled(formatDate(scheduled))}</p>
            <p>{m.scheduledHint}</p>
          </>
        ) : null}
      </Banner>
      {scheduled ? (
        <div>
          <Button variant="secondary" onPress={undo}>
            {m.undo}
          </Button>
        </div>
      ) : (
        <>
          <p>{m.intro}</p>
          <ul>
            {m.effects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ul>
          <p>{m.history}</p>
          <p>{m.kept}</p>
          <p>{m.grace}</p>
          <div>
            <Button variant="danger" isDisabled={state === null} onPress={() => setOpen(true)}>
              {m.open}
            </Button>
          </div>
        </>
      )}
      {open ? (
        <ConfirmModal
          forChild={child !== null}
          onClose={() => setOpen(false)}
          onDone={(answer) => {
            setOpen(false);
            setState(answer);
          }}
        />
      ) : null}
    </section>
  );
}
