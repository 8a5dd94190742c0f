/**
 * The account part of the public navbar (spec §2.5): 'Contul meu' always (the dashboard sends
 * logged-out visitors to login) and 'Cont Nou' only when logged out. The session cookie is read
 * after hydration; until then 'Cont Nou' keeps its place invisibly, so nothing jumps.
 */
import { useEffect, useState } from 'react';
import { hasSessionHint } from '../../client/cookies.ts';
import { accountNav as m } from '../../lib/messages.ts';
import './public-islands.css';

export default function AccountNav() {
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);
  useEffect(() => setLoggedIn(hasSessionHint()), []);
  return (
    <div className="account-nav">
      <a className="account-nav__link" href="/cont/dashboard">
        {m.myAccount}
      </a>
      {loggedIn ? null : (
        <a
          className="button button--primary account-nav__register"
          href="/cont/nou"
          {...(loggedIn === null ? { 'data-pending': true } : {})}
        >
          {m.register}
        </a>
      )}
    </div>
  );
}
