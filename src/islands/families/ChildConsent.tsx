/**
 * A child's parental consent on their 'Copiii mei' card (issue #25): the state and the withheld
 * optional purposes as the same plain flags the conductor sees; 'Semnează acordul' while it is
 * missing, withdrawn or expired; while it is valid, each optional purpose withdrawn or given again
 * (the withdrawal link's change, from the account); the signed PDF once there is one. Nothing for
 * a child of 16 or older, who needs no parent's consent.
 */
import { useState } from 'react';
import type { FamilyChild } from '../../lib/api/families.ts';
import { apiHref, apiPath } from '../../lib/api-path.ts';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { OPTIONAL_PURPOSES, type OptionalPurpose } from '../../lib/consent-purposes.ts';
import { consentSummary, parentSide as m, purposesPage } from '../../lib/messages-child-consent.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { Button } from '../../ui/Button.tsx';
import { sendFamilyForm } from './send.ts';

const titleOf = (purpose: OptionalPurpose) =>
  CONSENT_AGREEMENTS.find((a) => a.field === purpose)?.title ?? purpose;

interface Props {
  child: FamilyChild;
  onSign: () => void;
  /** After a purpose changed: the list is read again. */
  onChanged: () => void;
}

export function ChildConsent({ child, onSign, onChanged }: Props) {
  const [busy, setBusy] = useState<OptionalPurpose | null>(null);
  const { consent } = child;
  if (!consent) return null;

  async function change(purpose: OptionalPurpose, given: boolean) {
    setBusy(purpose);
    const path = apiPath(familyPaths.childConsentPurpose, { id: child.id });
    const done = await sendFamilyForm(path, { purpose, given }, purposesPage.saved);
    setBusy(null);
    if (done) onChanged();
  }

  return (
    // A plain block under its heading: a region per child would repeat the same landmark name.
    <div className="family__consent">
      <h4 className="family__consent-heading">{m.consentHeading}</h4>
      <p className="family__consent-state" data-state={consent.state}>
        {consentSummary(consent)}
      </p>
      {consent.state === 'valid' ? (
        <ul className="family__purposes" aria-label={m.purposes}>
          {OPTIONAL_PURPOSES.map((purpose) => {
            const given = !consent.withheld.includes(purpose);
            return (
              <li key={purpose}>
                <span>
                  {titleOf(purpose)}: {given ? purposesPage.given : purposesPage.withheld}
                </span>
                <Button
                  variant="secondary"
                  isPending={busy === purpose}
                  aria-label={`${given ? purposesPage.withdrawPurpose : purposesPage.givePurpose}: ${titleOf(purpose)}`}
                  onPress={() => void change(purpose, !given)}
                >
                  {given ? purposesPage.withdrawPurpose : purposesPage.givePurpose}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="family__actions">
        {consent.state === 'valid' ? null : <Button onPress={onSign}>{m.sign}</Button>}
        {consent.state === 'missing' ? null : (
          <a
            className="button button--ghost"
            href={apiHref(familyPaths.childConsentPdf, { id: child.id })}
            target="_blank"
            rel="noopener"
          >
            {m.openPdf}
          </a>
        )}
      </div>
    </div>
  );
}
