/**
 * 'Trimite o reamintire' in the conductors' answers (issue #28): first who would get it and the
 * mail (GET /api/event/{id}/remind/, fresh at each opening), then 'Trimite reamintirea (N)' once.
 * When it cannot be sent now (not announced yet, sent in the last 24 hours) the preview says why
 * and offers no sending. After sending, `onSent` lets the answers reload.
 */
import { useEffect, useState } from 'react';
import type { EventRemindPreview } from '../../../lib/api/events.ts';
import { eventAnswersPanel as am } from '../../../lib/messages-calendar.ts';
import { reminders as m } from '../../../lib/messages-reminders.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { previewReminder, sendReminder } from './reminders-api.ts';

function RemindPreview(props: { eventId: number; onDone: () => void }) {
  const { eventId, onDone } = props;
  const [preview, setPreview] = useState<EventRemindPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    previewReminder(eventId)
      .then((data) => live && setPreview(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId]);

  const send = async () => {
    setBusy(true);
    try {
      const { sent } = await sendReminder(eventId);
      showToast({ tone: 'success', text: m.reminded(sent) });
      onDone();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const count = preview?.recipients.length ?? 0;
  const heard = m.remindRecipients(count);
  return (
    <section
      className="notify-preview"
      aria-labelledby="remind-preview-title"
      aria-busy={!preview && !failed}
    >
      <h4 id="remind-preview-title">{m.remindHeading}</h4>
      {!preview && !failed ? <p className="box__empty">{am.previewLoading}</p> : null}
      <Banner tone="error">{failed ? m.remindFailed : null}</Banner>
      {preview ? (
        <>
          <Banner tone="info">{preview.refused}</Banner>
          <p>{heard}</p>
          {count ? (
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
            <strong>{am.subject}:</strong> {preview.subject}
          </p>
          <div className="notify-preview__text">{preview.text}</div>
        </>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onPress={onDone} autoFocus>
          {am.cancel}
        </Button>
        {preview && count > 0 && !preview.refused ? (
          <Button onPress={() => void send()} isPending={busy}>
            {m.remindSend(count)}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function RemindButton({ eventId }: { eventId: number }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <RemindPreview eventId={eventId} onDone={() => setOpen(false)} />
  ) : (
    <Button variant="secondary" onPress={() => setOpen(true)}>
      {m.remind}
    </Button>
  );
}
