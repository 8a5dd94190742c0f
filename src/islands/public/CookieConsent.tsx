/**
 * The cookie-consent banner (spec §4): shown while no choice is stored; "essential" or
 * "statistics" saves the choice for 30 days and reloads the page. With statistics chosen, the
 * analytics script (PUBLIC_ANALYTICS_ID, IP anonymised) is loaded; with no id, nothing is.
 * A non-modal dialog: focus moves to it when it appears, unless the visitor is already in a field
 * or on a control (taking focus from someone typing would lose their text); its buttons are in
 * the tab order.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { consent as m } from '../../lib/messages.ts';
import { $consent, chooseConsent, loadConsent, startAnalytics } from '../../stores/consent.ts';
import { Button } from '../../ui/Button.tsx';
import './public-islands.css';

const ANALYTICS_ID: string | undefined = import.meta.env.PUBLIC_ANALYTICS_ID;

export default function CookieConsent() {
  const choices = useStore($consent);
  const [loaded, setLoaded] = useState(false);
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    loadConsent();
    setLoaded(true);
    startAnalytics(ANALYTICS_ID);
  }, []);

  const visible = loaded && choices === null;
  useEffect(() => {
    const untouched = !document.activeElement || document.activeElement === document.body;
    if (visible && untouched) ref.current?.focus({ preventScroll: true });
  }, [visible]);

  if (!visible) return null;
  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className="consent"
    >
      <div className="consent__inner">
        <h2 id={titleId} className="consent__title">
          {m.title}
        </h2>
        <p id={textId} className="consent__text">
          {m.text} <a href="/politica-de-confidentialitate">{m.policyLink}</a>
        </p>
        <div className="consent__actions">
          <Button variant="secondary" onPress={() => chooseConsent(false)}>
            {m.essential}
          </Button>
          <Button onPress={() => chooseConsent(true)}>{m.statistics}</Button>
        </div>
      </div>
    </section>
  );
}
