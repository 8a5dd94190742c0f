/**
 * The forced GDPR consent (spec §4): agreeing posts the consent and reloads the details (the
 * modal then closes by itself); refusing logs out. A failed post shows the spec's message inside.
 */
import { useState } from 'react';
import { api } from '../../client/api.ts';
import { apiPath } from '../../lib/api-path.ts';
import { gdpr as m } from '../../lib/messages.ts';
import { accountPaths } from '../../lib/paths/account.ts';
import { loadDetails, logout } from '../../stores/session.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

export function GdprModal() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function agree() {
    setBusy(true);
    setFailed(false);
    try {
      await api.post(apiPath(accountPaths.agreeGdpr), { json: { consent: true } });
      await loadDetails();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={m.title} isOpen isDismissable={false}>
      <p>{m.text}</p>
      <p>
        <a href="/politica-de-confidentialitate" target="_blank" rel="noopener">
          {m.policyLink}
        </a>
      </p>
      <Banner tone="error">{failed ? m.failed : null}</Banner>
      <div className="modal__actions">
        <Button variant="secondary" onPress={() => void logout()} isDisabled={busy}>
          {m.refuse}
        </Button>
        <Button onPress={() => void agree()} isPending={busy}>
          {m.agree}
        </Button>
      </div>
    </Modal>
  );
}
