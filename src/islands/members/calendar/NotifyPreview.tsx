/**
 * What 'Anunță corul' is about to send (issue #23): how many members get it and who, the subject
 * and the text of the mail; 'Trimite anunțul (N)' sends it, once, 'Renunță' goes back. Read
 * fresh from GET /api/event/{id}/notify/ each time it opens. An event already announced (and not
 * changed since) says so and offers no sending.
 */
import { useEffect, useState } from 'react';
import type { EventNotifyPreview } from '../../../lib/api/events.ts';
import { eventAnswersPanel as m } from '../../../lib/messages-calendar.ts';
import { events as em } from '../../../lib/messages-events.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { previewNotification } from './events-api.ts';

export interface NotifyPreviewProps {
  eventId: number;
  busy: boolean;
  onSend: () => void;
  onCancel: () => void;
}

export function NotifyPreview({ eventId, busy, onSend, onCancel }: NotifyPreviewProps) {
  const [preview, setPreview] = useState<EventNotifyPreview | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    previewNotification(eventId)
      .then((data) => live && setPreview(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId]);

  const count = preview?.recipients.length ?? 0;

  const heard = m.recipients(count);
  return (
    <section
      className="notify-preview"
      aria-labelledby="notify-preview-title"
      aria-busy={!preview && !failed}
    >
      <h4 id="notify-preview-title">{m.previewHeading}</h4>
      {!preview && !failed ? <p className="box__empty">{m.previewLoading}</p> : null}
      <Banner tone="error">{failed ? m.previewFailed : null}</Banner>
      {preview ? (
        <>
          <Banner tone="info">{preview.already_notified ? em.alreadyNotified : null}</Banner>
          <p>{heard}</p>
          {count ? (
            // A long list scrolls: a labelled region the keyboard can reach and scroll.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
            <section className="notify-preview__names" aria-label={heard} tabIndex={0}>
              <ul>
                {preview.recipients.map((r) => (
                  <li key={r.user_id}>{r.name}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <p>
            <strong>{m.subject}:</strong> {preview.subject}
          </p>
          <p className="notify-preview__label">{m.mailText}</p>
          <div className="notify-preview__text">{preview.text}</div>
        </>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onPress={onCancel} autoFocus>
          {m.cancel}
        </Button>
        {preview && count > 0 && !preview.already_notified ? (
          <Button onPress={onSend} isPending={busy}>
            {m.send(count)}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
