/**
 * The dashboard's notice for a member under 16 whose parental consent is not valid (issue #25):
 * why the account is limited, where the link went, and a button that opens the parent's e-mail
 * modal at any time (ParentConsentModal: name a parent, send again, change the address; limited
 * to PARENT_CONSENT_MAILS). Reads the standing AccountGate loaded once for the session.
 */
import { useStore } from '@nanostores/react';
import { childNotice as m } from '../../lib/messages-child-consent.ts';
import { $parentConsent, $parentEmailAsked } from '../../stores/parent-consent.ts';

export function ParentConsentNotice() {
  const standing = useStore($parentConsent);
  if (!standing?.required || !standing.state || standing.state === 'valid') return null;
  return (
    <section className="card notice" aria-labelledby="parent-consent-notice">
      <h2 id="parent-consent-notice">{m.title}</h2>
      <p>{m[standing.state]}</p>
      {standing.parent_email ? <p>{m.sentTo(standing.parent_email)}</p> : null}
      {/* A plain button: react-aria's code waits for the modal it opens (issue #21). */}
      <button
        type="button"
        className="button button--primary"
        onClick={() => $parentEmailAsked.set(true)}
      >
        {standing.parent_email ? m.askAgain : m.ask}
      </button>
    </section>
  );
}
