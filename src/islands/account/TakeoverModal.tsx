/**
 * A linked member of 16 or older takes over their own consent and account (issue #25): shown by
 * AccountGate while the details say `takeover_due` (the first login on or after the 16th birthday,
 * while a parent is linked). The member confirms and chooses whether the parents' links end; the
 * links end only when they say so. "Mai târziu" closes it for this visit (sessionStorage).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import * as v from 'valibot';
import { api, readErrorBody } from '../../client/api.ts';
import { type Takeover, takeoverSchema } from '../../lib/api/consent.ts';
import { apiPath } from '../../lib/api-path.ts';
import { takeoverModal as m } from '../../lib/messages-family-rules.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { $user } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';

const LATER_KEY = 'cm-takeover-later';
const path = apiPath(signupPaths.takeover);
const CHOICES = [
  { value: 'keep', label: m.keepLinks },
  { value: 'end', label: m.endLinks },
] as const;

export function TakeoverModal() {
  const [takeover, setTakeover] = useState<Takeover | null>(null);
  const [choice, setChoice] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(() => sessionStorage.getItem(LATER_KEY) === null);

  useEffect(() => {
    void api
      .get(path)
      .json()
      .then((answer) => setTakeover(v.parse(takeoverSchema, answer)))
      .catch(() => undefined);
  }, []);

  const later = () => {
    sessionStorage.setItem(LATER_KEY, '1');
    setOpen(false);
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (choice === '') {
      setErrors([m.chooseLinks]);
      return;
    }
    setBusy(true);
    try {
      const endLinks = choice === 'end';
      await api.post(path, { json: { end_links: endLinks } }).json();
      showToast({ tone: 'success', text: endLinks ? m.doneEnded : m.done });
      const user = $user.get();
      if (user) $user.set({ ...user, takeover_due: false });
      setOpen(false);
    } catch (error) {
      const body = await readErrorBody(error);
      const text = body?.non_field_errors?.join(' ') ?? body?.end_links?.join(' ');
      if (text) setErrors([text]);
    } finally {
      setBusy(false);
    }
  }

  if (!open || !takeover?.due) return null;
  return (
    <Modal title={m.title} isOpen isDismissable={false}>
      <p className="modal__intro">{m.intro}</p>
      <p>{m.parentsIntro(takeover.parents.join(', '))}</p>
      <Form onSubmit={(event) => void confirm(event)} validationBehavior="aria" className="form">
        <RadioGroup
          label={m.linksChoice}
          name="end_links"
          options={CHOICES}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setErrors([]);
          }}
          errors={errors}
          isRequired
        />
        <ModalActions submit={m.confirm} busy={busy} cancel={m.later} onCancel={later} />
      </Form>
    </Modal>
  );
}
