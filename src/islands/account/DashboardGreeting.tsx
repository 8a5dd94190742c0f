/**
 * The dashboard placeholder (the real dashboard is a later issue): 'Bună, {prenume}!', a word for
 * conductors when `conductor_in` is not empty, and a short note on what will come here.
 */
import { useStore } from '@nanostores/react';
import { account as m } from '../../lib/messages.ts';
import { $user } from '../../stores/session.ts';

export default function DashboardGreeting() {
  const user = useStore($user);
  return (
    <section className="dashboard stack" aria-busy={user ? undefined : true}>
      <h1>{user ? m.greeting(user.first_name) : m.dashboardTitle}</h1>
      {user && user.conductor_in.length > 0 ? <p className="lead">{m.conductorGreeting}</p> : null}
      <p>{m.dashboardIntro}</p>
    </section>
  );
}
