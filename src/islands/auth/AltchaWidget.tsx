/**
 * The bot check of the public forms: the self-hosted ALTCHA widget (proof of work solved in
 * the browser, no third-party host), with its badge visible and its texts in Romanian.
 * The form receives the solved payload through `onChange` and sends it with its body.
 */
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { apiHref } from '../../lib/api-path.ts';
import { authPaths } from '../../lib/paths/auth.ts';
import './altcha-widget.css';

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

export function AltchaWidget(props: {
  onChange: (payload: string | null) => void;
  challengeUrl?: string;
  /** When solving starts: once the form gets focus, or at once (a widget that appears late). */
  auto?: 'onfocus' | 'onload';
}) {
  const { onChange, challengeUrl = apiHref(authPaths.captcha), auto = 'onfocus' } = props;
  const widget = useRef<HTMLElement>(null);
  // The listener is attached once; it always calls the latest onChange.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    // The web component needs `window` as soon as it loads, so it is imported in the browser
    // only; the Romanian strings are registered first so the widget starts in Romanian.
    // A visitor quicker than the download has already focused the form: the widget, defined
    // after that focus, would wait for another one, so it starts solving now.
    import('altcha/i18n/ro')
      .then(() => import('./altcha-external.ts'))
      .then(() => {
        const element = widget.current as (HTMLElement & { verify?: () => unknown }) | null;
        const focused = element?.closest('form')?.contains(document.activeElement);
        if (auto === 'onfocus' && focused) void element?.verify?.();
      })
      .catch(() => onChangeRef.current(null));
  }, [auto]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    // `statechange` covers every transition: verified gives the payload; verifying, expired,
    // error and reset all mean the form has no valid payload any more.
    const handle = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail | undefined>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', handle);
    return () => element.removeEventListener('statechange', handle);
  }, []);

  return (
    <altcha-widget
      ref={widget}
      challenge={challengeUrl}
      language="ro"
      // Solving starts as soon as the visitor focuses the form, so it is usually done by submit.
      auto={auto}
      className="altcha-widget"
    />
  );
}
