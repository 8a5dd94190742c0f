/**
 * The parent's e-mail of a member under 16 (issue #25): shown by AccountGate after the account is
 * finalized, while the parental consent is not valid. Before a parent is named it asks for the
 * address; afterwards it says where the link went and lets the child send it again or to another
 * address (3 mails an hour). Once a parent is named it comes back only when the link has waited
 * PARENT_CONSENT_REMIND_DAYS (or the consent was withdrawn or expired), so the account is usable
 * while the parent reads the mail. "Mai târziu" closes it for this visit (sessionStorage): the account
 * stays limited until the parent signs, and the modal comes back at the next visit. The child
 * may open it at any time from the dashboard's notice (`$parentEmailAsked`). The standing lives
 * in stores/parent-consent.ts: asked once per page load, not at each move between pages.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { errorStatus, readErrorBody } from '../../client/api.ts';
import type { ParentConsent } from '../../lib/api/consent.ts';
import { daysSince } from '../../lib/dates.ts';
import { PARENT_CONSENT_REMIND_DAYS } from '../../lib/limits.ts';
import { parentEmailModal as m } from '../../lib/messages-child-consent.ts';
import { parentEmailSchema } from '../../lib/schemas/consent.ts';
import {
  $parentConsent,
  $parentEmailAsked,
  loadParentConsent,
  sendParentEmail,
} from '../../stores/parent-consent.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal, ModalActions } from '../../ui/Modal.tsx';
import { EmailField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';

const LATER_KEY = 'cm-parent-consent-later';

/** Whether to ask now: no parent named, a link unanswered for days, or a consent that ended. */
function needsAsking(standing: ParentConsent): boolean {
  if (!standing.required || standing.state === 'valid') return false;
  if (standing.parent_email === null || standing.sent_at === null) return true;
  if (standing.state === 'withdrawn' || standing.state === 'expired') return true;
  return daysSince(standing.sent_at) >= PARENT_CONSENT_REMIND_DAYS;
}

export function ParentConsentModal() {
  const standing = useStore($parentConsent);
  const asked = useStore($parentEmailAsked);
  const [editing, setEditing] = useState(false);
  // After a send the modal stays to say where the link went (and offer a resend or a new address).
  const [sent, setSent] = useState(false);
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY) !== null);
  const form = useForm(parentEmailSchema, { parent_email: '' });

  useEffect(() => {
    void loadParentConsent();
  }, []);

  const close = () => {
    sessionStorage.setItem(LATER_KEY, '1');
    setLater(true);
    setSent(false);
    setEditing(false);
    $parentEmailAsked.set(false);
  };

  async function send(parentEmail: string): Promise<void> {
    try {
      await sendParentEmail(parentEmail);
      setEditing(false);
      setSent(true);
      showToast({ tone: 'success', text: m.sent });
    } catch (error) {
      if (errorStatus(error) === 429) {
        showToast({ tone: 'error', text: m.tooMany });
        return;
      }
      const fields = await readErrorBody(error);
      if (fields?.non_field_errors)
        showToast({ tone: 'error', text: fields.non_field_errors.join(' ') });
      if (fields) form.showServerErrors(fields);
    }
  }
  const submit = form.handleSubmit((body) => send(body.parent_email));

  if (!standing || standing.state === 'valid' || !standing.required) return null;
  const open = asked || sent || (!later && needsAsking(standing));
  if (!open) return null;
  const asking = editing || standing.parent_email === null;
  return (
    <Modal title={m.title} isOpen isDismissable={false}>
      {asking ? (
        <>
          <p className="modal__intro">{m.intro}</p>
          <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
            <EmailField label={m.email} isRequired {...form.field('parent_email')} />
            <ModalActions submit={m.send} busy={form.busy} cancel={m.later} onCancel={close} />
          </Form>
        </>
      ) : (
        <>
          <p className="modal__intro">{m.sentIntro(standing.parent_email ?? '')}</p>
          <div className="modal__actions">
            <Button variant="secondary" onPress={close}>
              {m.close}
            </Button>
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {m.change}
            </Button>
            <Button onPress={() => void send(standing.parent_email ?? '')}>{m.resend}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
