/**
 * 'Răspunde': the member's answer to an event (Particip / Nu particip / Poate) with an optional
 * note for the conductor, starting from the current answer. After the event ends the answer is
 * frozen (the API refuses changes), so the modal only shows it.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { saveFailure } from '../../../client/form-failure.ts';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { eventForm, eventSignup as m } from '../../../lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../../lib/messages-events.ts';
import { eventAnswerSchema } from '../../../lib/schemas/event.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { hasEnded, longRange } from './event-text.ts';
import { answerEvent } from './events-api.ts';

const OPTIONS = (['yes', 'no', 'maybe'] as const).map((value) => ({
  value,
  label: EVENT_ANSWERS[value],
}));

export interface EventSignupModalProps {
  event: CalendarEvent;
  onClose: () => void;
}

function EndedAnswer({ event }: { event: CalendarEvent }) {
  return (
    <div className="stack">
      <Banner tone="info" title={m.ended}>
        {m.endedText}
      </Banner>
      <p>{event.my_answer ? m.current(EVENT_ANSWERS[event.my_answer]) : m.noAnswer}</p>
      {event.my_note ? (
        <p>
          {m.yourNote}: „{event.my_note}”
        </p>
      ) : null}
    </div>
  );
}

export function EventSignupModal({ event, onClose }: EventSignupModalProps) {
  const ended = hasEnded(event);
  const form = useForm(eventAnswerSchema, { answer: event.my_answer ?? '', note: event.my_note });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await answerEvent(event.id, body);
    } catch (error) {
      setFailure(await saveFailure(error, form.showServerErrors, m.saveFailed));
      return;
    }
    showToast({ tone: 'success', text: m.saved });
    onClose();
  });

  return (
    <Modal title={m.title} isOpen onClose={onClose}>
      <p className="event-signup__event">
        <strong>{event.title}</strong>
        <span className="box__meta">{longRange(event)}</span>
      </p>
      {ended ? (
        <EndedAnswer event={event} />
      ) : (
        <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
          <Banner tone="error">{failure}</Banner>
          <p>{event.my_answer ? m.current(EVENT_ANSWERS[event.my_answer]) : m.noAnswer}</p>
          <RadioGroup label={m.question} options={OPTIONS} isRequired {...form.field('answer')} />
          <TextAreaField label={m.note} rows={3} {...form.field('note')} />
          <ModalActions
            submit={m.save}
            busy={form.busy}
            cancel={eventForm.cancel}
            onCancel={onClose}
          />
        </Form>
      )}
    </Modal>
  );
}
