/**
 * The dashboard of a parent who sings in no choir of their own (issue #25): their children, each
 * with their parental consent's state and flags (as the conductor reads them) and their choirs,
 * and the way to 'Copiii mei', where the consent is signed and changed. Joining a choir oneself
 * stays offered below, as the member's dashboard offers it.
 */
import { useEffect, useState } from 'react';
import { api } from '../../client/api.ts';
import type { FamilyAnswer } from '../../lib/api/families.ts';
import { apiPath } from '../../lib/api-path.ts';
import { families, members } from '../../lib/messages.ts';
import { childConsent, consentSummary, parentSide as m } from '../../lib/messages-child-consent.ts';
import { FAMILY_PAGE, familyPaths } from '../../lib/paths/families.ts';
import { $choirDialog } from '../../stores/choirs.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import './families.css';

export default function ParentDashboard() {
  const [family, setFamily] = useState<FamilyAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    api
      .get(apiPath(familyPaths.list))
      .json<FamilyAnswer>()
      .then(setFamily)
      .catch(() => setFailed(true));
  };
  useEffect(load, []);

  return (
    <>
      <section className="card parent-dashboard" aria-labelledby="parent-dashboard-title">
        <h2 id="parent-dashboard-title">{m.dashboardHeading}</h2>
        <p>{m.dashboardIntro}</p>
        {failed ? (
          <LoadFailed message={families.loadFailed} retry={families.retry} onRetry={load} />
        ) : null}
        {family?.children.length === 0 ? <p>{m.noChildren}</p> : null}
        <ul className="parent-dashboard__children">
          {family?.children.map((child) => (
            <li key={child.id}>
              <h3>{`${child.first_name} ${child.last_name}`.trim()}</h3>
              <p>
                {childConsent.column}:{' '}
                <strong>
                  {child.consent ? consentSummary(child.consent) : childConsent.notNeeded}
                </strong>
              </p>
              <p>
                {child.choirs.length === 0
                  ? families.noChoir
                  : child.choirs
                      .map((c) => (c.is_confirmed ? c.name : `${c.name} (${families.waiting})`))
                      .join(', ')}
              </p>
            </li>
          ))}
        </ul>
        <a className="button button--primary" href={FAMILY_PAGE}>
          {m.manage}
        </a>
      </section>
      <section className="card notice" aria-labelledby="own-choir-title">
        <h2 id="own-choir-title">{m.ownChoir}</h2>
        <p>{m.ownChoirText}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => $choirDialog.set('select')}
        >
          {members.notices.chooseChoir}
        </button>
      </section>
    </>
  );
}
