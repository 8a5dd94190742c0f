/**
 * /cont/anuleaza-stergerea/#<token>: the page of the deletion mail's link (issue #26). Opening it
 * does nothing (a mail scanner that follows links cancels nothing); a press sends the token, which
 * stays in the fragment, never in a server's logs. The result takes the focus.
 */
import { useEffect, useRef, useState } from 'react';
import { api, errorStatus } from '../../client/api.ts';
import { apiPath } from '../../lib/api-path.ts';
import { accountDeletion as m } from '../../lib/messages-account-deletion.ts';
import { accountDeletionPaths } from '../../lib/paths/account-deletion.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';

type State = 'checking' | 'ready' | 'sending' | 'done' | 'invalid' | 'missing' | 'failed';

export default function CancelDeletion() {
  const [state, setState] = useState<State>('checking');
  const [token, setToken] = useState('');
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const found = location.hash.slice(1);
    setToken(found);
    setState(found ? 'ready' : 'missing');
  }, []);
  useEffect(() => {
    if (state === 'done' || state === 'invalid') result.current?.focus();
  }, [state]);

  async function cancel() {
    setState('sending');
    try {
      await api.post(apiPath(accountDeletionPaths.cancel), { json: { token } });
      setState('done');
    } catch (error) {
      setState(errorStatus(error) === 400 ? 'invalid' : 'failed');
    }
  }

  if (state === 'checking') return null;
  if (state === 'done' || state === 'invalid' || state === 'missing')
    return (
      <div role="status">
        <p ref={result} tabIndex={-1}>
          {state === 'done'
            ? m.cancelDone
            : state === 'invalid'
              ? m.cancelInvalid
              : m.cancelMissing}
        </p>
        <a href="/cont/login/">{m.toLogin}</a>
      </div>
    );
  return (
    <>
      <Banner tone="error">{state === 'failed' ? m.failed : null}</Banner>
      <p>{m.cancelIntro}</p>
      <Button onPress={cancel} isPending={state === 'sending'}>
        {m.cancelButton}
      </Button>
    </>
  );
}
