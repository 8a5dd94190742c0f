/**
 * The withdrawal link's page, purpose by purpose (issue #25): the consent as signed, each optional
 * purpose given or withdrawn with a button to change it, and every change since signing. The PDF
 * stays the document as signed; this list is what changed beside it. A change says so in a
 * polite status line; a refused one (the consent already withdrawn) in an alert.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { api, readErrorBody } from '../../client/api.ts';
import { type ConsentStatus, consentStatusSchema } from '../../lib/api/consent.ts';
import { apiPath } from '../../lib/api-path.ts';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { OPTIONAL_PURPOSES } from '../../lib/consent-purposes.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { purposesPage as m } from '../../lib/messages-child-consent.ts';
import { consentWithdraw } from '../../lib/messages-consent.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import './consent.css';

const titleOf = (purpose: string) =>
  CONSENT_AGREEMENTS.find((a) => a.field === purpose)?.title ?? m.all;

export function ConsentPurposes({ token }: { token: string }) {
  const [status, setStatus] = useState<ConsentStatus | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  // Mounted again after the whole consent is withdrawn (WithdrawConsent): reads it again.
  useEffect(() => {
    void api
      .post(apiPath(signupPaths.consentStatus), { json: { token } })
      .json()
      .then((answer) => setStatus(v.parse(consentStatusSchema, answer)))
      .catch(() => undefined);
  }, [token]);

  async function change(purpose: string, given: boolean) {
    setBusy(purpose);
    try {
      const answer = await api
        .post(apiPath(signupPaths.consentPurpose), { json: { token, purpose, given } })
        .json();
      setStatus(v.parse(consentStatusSchema, answer));
      setNote({ tone: 'ok', text: m.saved });
    } catch (error) {
      const fields = await readErrorBody(error);
      setNote({
        tone: 'error',
        text: fields?.non_field_errors?.join(' ') ?? consentWithdraw.failed,
      });
    } finally {
      setBusy(null);
    }
  }

  if (!status) return null;
  const ended = status.withdrawn_at !== null;
  return (
    <section className="consent-purposes" aria-labelledby="consent-purposes-title">
      <h2 id="consent-purposes-title">{m.heading}</h2>
      <p>{m.signedOn(formatDateTime(status.signed_at))}</p>
      {ended ? null : <p>{m.intro}</p>}
      <ul className="consent-purposes__list">
        {OPTIONAL_PURPOSES.map((purpose) => {
          const given = !ended && !status.withheld.includes(purpose);
          return (
            <li key={purpose}>
              <span>
                <strong>{titleOf(purpose)}</strong>: {given ? m.given : m.withheld}
              </span>
              {ended ? null : (
                <Button
                  variant="secondary"
                  isPending={busy === purpose}
                  aria-label={`${given ? m.withdrawPurpose : m.givePurpose}: ${titleOf(purpose)}`}
                  onPress={() => void change(purpose, !given)}
                >
                  {given ? m.withdrawPurpose : m.givePurpose}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status">{note?.tone === 'ok' ? note.text : null}</p>
      <Banner tone="error">{note?.tone === 'error' ? note.text : null}</Banner>
      {status.changes.length > 0 ? (
        <>
          <h3>{m.changes}</h3>
          <ul>
            {status.changes.map((c) => (
              <li key={`${c.at}-${c.purpose}`}>
                {m.changeLine(formatDateTime(c.at), titleOf(c.purpose), c.given)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
