/**
 * /cont/contacteaza-un-madrigalist (document 2 §2): the form to the programme's madrigal singers
 * and, below, the member's messages with the team's replies. Guarded like every members page
 * but the dashboard (ChoirGuard); until the guard has decided, and for a choir that is not
 * confirmed, it shows the notice instead of its content (document 2 §2, unconfirmed notice).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { common, madrigalist as m, members } from '../../../lib/messages.ts';
import { $choirAccess, $selectedChoir } from '../../../stores/choirs.ts';
import { MessageForm } from './MessageForm.tsx';
import { MessageHistory } from './MessageHistory.tsx';
import './madrigalist.css';

function ChoirNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className="card notice" aria-labelledby="notice-title">
      <h2 id="notice-title">{title}</h2>
      <p>{text}</p>
    </section>
  );
}

export default function ContactMadrigalist() {
  const access = useStore($choirAccess);
  const choir = useStore($selectedChoir);
  const [sent, setSent] = useState(0);
  const n = members.notices;
  return (
    <div className="madrigalist-page stack" aria-busy={access === 'loading' || undefined}>
      <h1>{m.title}</h1>
      {access === 'loading' ? <p className="box__empty">{common.loading}</p> : null}
      {access === 'no-choir' ? <ChoirNotice title={n.noChoirTitle} text={n.noChoir} /> : null}
      {access === 'choir-unconfirmed' && choir ? (
        <ChoirNotice title={n.choirNotActiveTitle} text={n.choirNotActive(choir.name)} />
      ) : null}
      {access === 'user-unconfirmed' && choir ? (
        <ChoirNotice title={n.notConfirmedTitle} text={n.notConfirmed(choir.name)} />
      ) : null}
      {access === 'ok' ? (
        <>
          <p className="madrigalist-page__intro">{m.intro}</p>
          <MessageForm onSent={() => setSent((k) => k + 1)} />
          <MessageHistory round={sent} />
        </>
      ) : null}
    </div>
  );
}
