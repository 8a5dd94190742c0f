/**
 * The dashboard (spec §2.8): the greeting (conductors get a word more), the notice of a member
 * under 16 whose parent has not consented (issue #25), then either the notice that explains why
 * the choir's boxes are not there yet (no choir, choir not activated, user not confirmed by the
 * conductor), or the boxes of the selected choir (a singer's summary names their voice part,
 * issue #27). A parent in no choir of their own sees their children there (issue #25).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { account, common, members as m } from '../../lib/messages.ts';
import { $choirAccess, $choirDialog, $isConductor, $selectedChoir } from '../../stores/choirs.ts';
import { $actingChild } from '../../stores/family.ts';
import { $user } from '../../stores/session.ts';
import { ParentConsentNotice } from '../account/ParentConsentNotice.tsx';
import { DashboardBoxes, SummaryBox } from './DashboardBoxes.tsx';

// Loaded for a parent only: the other members' dashboard does not grow (issue #21).
const ParentDashboard = lazy(() => import('../families/ParentDashboard.tsx'));

function Notice({ title, text, action }: { title: string; text: string; action?: string }) {
  return (
    <section className="card notice" aria-labelledby="notice-title">
      <h2 id="notice-title">{title}</h2>
      <p>{text}</p>
      {/* A plain button: react-aria's code waits for the choir modal it opens (issue #21). */}
      {action ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => $choirDialog.set('select')}
        >
          {action}
        </button>
      ) : null}
    </section>
  );
}

export default function Dashboard() {
  const user = useStore($user);
  const access = useStore($choirAccess);
  const choir = useStore($selectedChoir);
  const isConductor = useStore($isConductor);
  const acting = useStore($actingChild);
  const n = m.notices;
  // A parent in no choir of their own sees their children instead of the invitation to join.
  const parentView = access === 'no-choir' && !acting && user?.has_children === true;

  return (
    <div className="dashboard-page" aria-busy={!user || access === 'loading' ? true : undefined}>
      <header className="dashboard-header stack">
        <h1>{user ? account.greeting(user.first_name) : account.dashboardTitle}</h1>
        {isConductor ? <p className="lead">{account.conductorGreeting}</p> : null}
      </header>
      {access === 'loading' ? <p className="box__empty">{common.loading}</p> : null}
      {/* The summary, hidden until known: a first visit's early script shows it (issue #21). */}
      {access === 'loading' ? (
        <div hidden>
          <div className="dashboard-grid">
            <SummaryBox summary={undefined} isConductor={false} />
          </div>
        </div>
      ) : null}
      {acting ? null : <ParentConsentNotice />}
      {parentView ? (
        <Suspense fallback={<p className="box__empty">{common.loading}</p>}>
          <ParentDashboard />
        </Suspense>
      ) : null}
      {access === 'no-choir' && !parentView ? (
        <Notice title={n.noChoirTitle} text={n.noChoir} action={n.chooseChoir} />
      ) : null}
      {access === 'choir-unconfirmed' && choir ? (
        <Notice title={n.choirNotActiveTitle} text={n.choirNotActive(choir.name, user?.sex)} />
      ) : null}
      {access === 'user-unconfirmed' && choir ? (
        <Notice
          title={n.notConfirmedTitle}
          text={n.notConfirmed(choir.name, user?.sex)}
          action={n.chooseAnother}
        />
      ) : null}
      {access === 'ok' && choir ? (
        <DashboardBoxes choirId={choir.id} isConductor={isConductor} />
      ) : null}
    </div>
  );
}
