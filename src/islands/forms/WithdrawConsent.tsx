/**
 * /formular-gdpr/retragere/{token}: the withdrawal of a parental consent by the private link of
 * its mail. The page asks first (nothing happens on opening it: a mail scanner that follows links
 * withdraws nothing), then sends the token; the link works once, and a second use says when the
 * consent was withdrawn. The result's heading takes the focus. Above the whole withdrawal, the
 * optional purposes one by one (ConsentPurposes.tsx, issue #25).
 */
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { api, errorStatus } from '../../client/api.ts';
import { type ConsentWithdrawn, consentWithdrawnSchema } from '../../lib/api/consent.ts';
import { apiPath } from '../../lib/api-path.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { consentWithdraw as m } from '../../lib/messages-consent.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { lastPathSegment } from '../auth/path-param.ts';
import { ConsentPurposes } from './ConsentPurposes.tsx';

type State =
  | { kind: 'checking' | 'ready' | 'sending' | 'invalid' | 'failed' }
  | { kind: 'withdrawn'; answer: ConsentWithdrawn };

function Result({ title, text }: { title: string; text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="signup-success" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
    </div>
  );
}

export default function WithdrawConsent() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    const found = lastPathSegment();
    setToken(found);
    setState({ kind: found ? 'ready' : 'invalid' });
  }, []);

  const withdraw = async () => {
    setState({ kind: 'sending' });
    try {
      const answer = v.parse(
        consentWithdrawnSchema,
        await api.post(apiPath(signupPaths.consentWithdraw), { json: { token } }).json(),
      );
      setState({ kind: 'withdrawn', answer });
    } catch (error) {
      const status = errorStatus(error);
      setState({ kind: status === 404 || status === 400 ? 'invalid' : 'failed' });
    }
  };

  if (state.kind === 'checking') return <p role="status">{m.checking}</p>;
  if (state.kind === 'invalid')
    return (
      <Banner tone="error" title={m.invalid}>
        {m.invalidText}
      </Banner>
    );
  if (state.kind === 'withdrawn') {
    const { withdrawn_at: at, already_withdrawn: already } = state.answer;
    return (
      <>
        {already ? (
          <Result title={m.already} text={m.alreadyText(formatDateTime(at))} />
        ) : (
          <Result title={m.done} text={m.doneText(formatDateTime(at))} />
        )}
        {token ? <ConsentPurposes token={token} /> : null}
      </>
    );
  }
  return (
    <>
      {token ? <ConsentPurposes token={token} /> : null}
      <Banner tone="error">{state.kind === 'failed' ? m.failed : null}</Banner>
      <p>{m.intro}</p>
      <Button variant="danger" onPress={withdraw} isPending={state.kind === 'sending'}>
        {m.confirm}
      </Button>
    </>
  );
}
