/**
 * The member's private calendar feed: copy its address (clipboard, or, where the browser refuses,
 * the address selected in a read-only field to copy by hand), open it as a webcal subscription,
 * how to subscribe in Google Calendar, Apple Calendar and Thunderbird, and 'Generează o adresă
 * nouă' after a confirmation, because the old address then stops working everywhere.
 */
import { useEffect, useRef, useState } from 'react';
import type { CalendarFeed } from '../../../lib/api/events.ts';
import { calendarFeed as m } from '../../../lib/messages-calendar.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/Button.tsx';
import { getFeed, revokeFeed } from './events-api.ts';

export function CalendarFeedBox() {
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [failed, setFailed] = useState(false);
  const [showField, setShowField] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    getFeed()
      .then((data) => live && setFeed(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // The fallback field takes the focus with its text selected, ready for Ctrl+C or a long press.
  useEffect(() => {
    if (showField) field.current?.select();
  }, [showField]);

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      showToast({ tone: 'success', text: m.copied });
    } catch {
      setShowField(true);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      setFeed(await revokeFeed());
      setConfirming(false);
      showToast({ tone: 'success', text: m.revoked });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="box feed" aria-labelledby="feed-title" aria-busy={!feed && !failed}>
      <h2 id="feed-title">{m.heading}</h2>
      <p>{m.intro}</p>
      {failed ? <p className="box__empty">{m.loadFailed}</p> : null}
      {feed ? (
        <>
          <div className="actions">
            <Button onPress={copy}>{m.copy}</Button>
            <a className="button button--secondary" href={feed.webcal}>
              {m.webcal}
            </a>
          </div>
          {showField ? (
            <div className="field">
              <p role="status">{m.copyFallback}</p>
              <label className="field__label" htmlFor="feed-url">
                {m.urlLabel}
              </label>
              <input
                id="feed-url"
                ref={field}
                className="field__input"
                readOnly
                value={feed.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          ) : null}
          <h3>{m.howTo}</h3>
          <ul className="feed__howto">
            <li>{m.google}</li>
            <li>{m.apple}</li>
            <li>{m.thunderbird}</li>
          </ul>
          {confirming ? (
            <div className="confirm">
              <p id="revoke-confirm">{m.revokeConfirm}</p>
              <div className="modal__actions">
                <Button
                  variant="secondary"
                  onPress={() => setConfirming(false)}
                  aria-describedby="revoke-confirm"
                  autoFocus
                >
                  {m.revokeNo}
                </Button>
                <Button
                  variant="danger"
                  onPress={revoke}
                  isPending={busy}
                  aria-describedby="revoke-confirm"
                >
                  {m.revokeYes}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="ghost" onPress={() => setConfirming(true)}>
              {m.revoke}
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}
