/**
 * The frame of every members page that needs a usable choir (calendar, library, resources,
 * contact a madrigal singer): the title, then either the page or, while the selected choir is not
 * usable, the dashboard's notice (same texts) instead of its content (document 2 §2 "Unconfirmed
 * notice"). The page is not rendered, so it asks nothing of the API, until access is 'ok': the
 * moment before the ChoirGuard moves on makes no request the server would refuse.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { common, members } from '../../lib/messages.ts';
import { $choirAccess, $selectedChoir } from '../../stores/choirs.ts';
import { $user } from '../../stores/session.ts';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="card notice" aria-labelledby="notice-title">
      <h2 id="notice-title">{title}</h2>
      <p>{text}</p>
    </section>
  );
}

export function ChoirPageFrame(props: { title: string; className: string; children: ReactNode }) {
  const access = useStore($choirAccess);
  const choir = useStore($selectedChoir);
  const user = useStore($user);
  const n = members.notices;
  return (
    <div className={`${props.className} stack`} aria-busy={access === 'loading' || undefined}>
      <h1>{props.title}</h1>
      {access === 'loading' ? <p className="box__empty">{common.loading}</p> : null}
      {access === 'no-choir' ? <Notice title={n.noChoirTitle} text={n.noChoir} /> : null}
      {access === 'choir-unconfirmed' && choir ? (
        <Notice title={n.choirNotActiveTitle} text={n.choirNotActive(choir.name, user?.sex)} />
      ) : null}
      {access === 'user-unconfirmed' && choir ? (
        <Notice title={n.notConfirmedTitle} text={n.notConfirmed(choir.name, user?.sex)} />
      ) : null}
      {access === 'ok' ? props.children : null}
    </div>
  );
}
