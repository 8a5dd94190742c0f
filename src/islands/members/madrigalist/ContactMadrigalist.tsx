/**
 * /cont/contacteaza-un-madrigalist (document 2 §2): the form to the programme's madrigal singers
 * and, below, the member's messages with the team's replies. Guarded like every members page
 * but the dashboard (ChoirGuard); until the guard has decided, and for a choir that is not
 * confirmed, it shows the notice instead of its content (document 2 §2, unconfirmed notice).
 */
import { useState } from 'react';
import { madrigalist as m } from '../../../lib/messages.ts';
import { ChoirPageFrame } from '../ChoirPageFrame.tsx';
import { MessageForm } from './MessageForm.tsx';
import { MessageHistory } from './MessageHistory.tsx';
import './madrigalist.css';

export default function ContactMadrigalist() {
  const [sent, setSent] = useState(0);
  return (
    <ChoirPageFrame className="madrigalist-page" title={m.title}>
      <p className="madrigalist-page__intro">{m.intro}</p>
      <MessageForm onSent={() => setSent((k) => k + 1)} />
      <MessageHistory round={sent} />
    </ChoirPageFrame>
  );
}
