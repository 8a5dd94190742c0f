/**
 * The dashboard (spec §2.8): the greeting (conductors get a word more), then either the notice
 * that explains why the choir's boxes are not there yet (no choir, choir not activated, user not
 * confirmed by the conductor), or the boxes of the selected choir.
 */
import { useStore } from '@nanostores/react';
import { account, common, members as m } from '../../lib/messages.ts';
import { $choirAccess, $choirDialog, $isConductor, $selectedChoir } from '../../stores/choirs.ts';
import { $user } from '../../stores/session.ts';
import { DashboardBoxes } from './DashboardBoxes.tsx';

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
  const n = m.notices;

  return (
    <div className="dashboard-page" aria-busy={!user || access === 'loading' ? true : undefined}>
      <header className="dashboard-header stack">
        <h1>{user ? account.greeting(user.first_name) : account.dashboardTitle}</h1>
        {isConductor ? <p className="lead">{account.conductorGreeting}</p> : null}
      </header>
      {access === 'loading' ? <p className="box__empty">{common.loading}</p> : null}
      {access === 'no-choir' ? (
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
