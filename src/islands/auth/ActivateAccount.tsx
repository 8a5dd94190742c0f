/**
 * Activates the account whose code is in the address (document 2, §4): on success a 10-second
 * countdown (announced once, politely) then /cont/login?activated=true; on failure the advice of
 * document 2, §8.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from '../../client/api.ts';
import { apiPath } from '../../lib/api-path.ts';
import { ACTIVATION_REDIRECT_SECONDS } from '../../lib/limits.ts';
import { activation as m } from '../../lib/messages.ts';
import { authPaths } from '../../lib/paths/auth.ts';
import { Banner } from '../../ui/Banner.tsx';
import { lastPathSegment } from './path-param.ts';
import './activate-account.css';

const LOGIN_AFTER_ACTIVATION = '/cont/login?activated=true';

type State = 'working' | 'success' | 'failed';

export default function ActivateAccount() {
  const [state, setState] = useState<State>('working');
  const [seconds, setSeconds] = useState(ACTIVATION_REDIRECT_SECONDS);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = lastPathSegment();
    if (!code) {
      setState('failed');
      return;
    }
    api
      .post(apiPath(authPaths.activate, { code }))
      .then(() => setState('success'))
      .catch(() => setState('failed'));
  }, []);

  useEffect(() => {
    if (state !== 'success') return;
    if (seconds <= 0) {
      location.assign(LOGIN_AFTER_ACTIVATION);
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [state, seconds]);

  return (
    <div className="activation">
      <div role="status" className={state === 'success' ? 'banner banner--success' : 'banner-slot'}>
        {state === 'working' ? <p className="activation__working">{m.working}</p> : null}
        {state === 'success' ? (
          <>
            <p className="banner__title">{m.success}</p>
            <p className="visually-hidden">{m.countdown(ACTIVATION_REDIRECT_SECONDS)}</p>
            <p className="banner__text" aria-hidden="true">
              {m.countdown(seconds)}
            </p>
          </>
        ) : null}
      </div>
      {state === 'success' ? (
        <p>
          <a className="button button--primary" href={LOGIN_AFTER_ACTIVATION}>
            {m.goNow}
          </a>
        </p>
      ) : null}
      <Banner tone="error" title={state === 'failed' ? m.failed : undefined}>
        {state === 'failed' ? m.failedAdvice : null}
      </Banner>
    </div>
  );
}
