/**
 * 'Creează eveniment' and 'Editează' (document 1 §5): one form over `eventSchema`, the schema the
 * API validates with, so both sides refuse the same input with the same text. Fields show their
 * state once touched; a 400 puts each server message on its field; any other failure shows a
 * banner and the modal stays open with what was typed. Staff may make the event global (cor 0).
 * Success: toast, close, the month reloads (events-api.ts).
 */
import { parseDate, today } from '@internationalized/date';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { readErrorDetail } from '../../../client/api.ts';
import { saveFailure } from '../../../client/form-failure.ts';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { EVENT_TYPE_OPTIONS } from '../../../lib/event-types.ts';
import { eventForm as m } from '../../../lib/messages-calendar.ts';
import { reminders as rm } from '../../../lib/messages-reminders.ts';
import { series as ms } from '../../../lib/messages-series.ts';
import {
  EVENT_TIME_ZONE,
  type EventBody,
  type EventInput,
  eventSchema,
} from '../../../lib/schemas/event.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { type FormValues, useForm } from '../../../ui/use-form.ts';
import { createEvent, updateEvent } from './events-api.ts';
import { type Scope, SeriesScope } from './SeriesScope.tsx';
import { TIME_OPTIONS } from './time-options.ts';

type Values = FormValues<EventInput>;

export interface EventFormModalProps {
  choirId: number;
  /** Staff may create a global event of the programme. */
  isStaff: boolean;
  /** The event to edit; without it, a new event on `day`. */
  event?: CalendarEvent;
  /** 'YYYY-MM-DD': the chosen day; a past day starts the form on today. */
  day: string;
  onClose: () => void;
}

function initialValues({ choirId, event, day }: EventFormModalProps): Values {
  if (event) {
    const { title, startDate, startTime, endDate, endTime, type, location, description, cor } =
      event;
    return {
      ...{ title, startDate, startTime, endDate, endTime, location, description, cor },
      type: String(type),
      answer_by: event.answer_by ?? '',
      repeat: 'none',
      repeat_until: '',
      start: undefined,
      end: undefined,
    };
  }
  const now = today(EVENT_TIME_ZONE);
  const start = parseDate(day).compare(now) < 0 ? now.toString() : day;
  return {
    title: '',
    startDate: start,
    startTime: '',
    endDate: start,
    endTime: '',
    type: '',
    location: '',
    description: '',
    cor: choirId,
    answer_by: '',
    repeat: 'none',
    repeat_until: '',
    start: undefined,
    end: undefined,
  };
}

const REPEAT_OPTIONS = Object.entries(ms.repeatOptions).map(([id, name]) => ({ id, name }));

export function EventFormModal(props: EventFormModalProps) {
  const { choirId, isStaff, event, onClose } = props;
  const form = useForm(eventSchema, initialValues(props));
  const [failure, setFailure] = useState<string | null>(null);
  const [scope, setScope] = useState<Scope>('one');
  const repeats = form.values.repeat !== 'none';

  const submit = form.handleSubmit(async (body: EventBody) => {
    setFailure(null);
    try {
      if (event) await updateEvent(event.id, body, scope);
      else await createEvent(body);
    } catch (error) {
      const fallback = (await readErrorDetail(error)) ?? m.saveFailed;
      setFailure(await saveFailure(error, form.showServerErrors, fallback));
      return;
    }
    showToast({ tone: 'success', text: event ? m.updated : m.created });
    onClose();
  });

  const time = (name: 'startTime' | 'endTime', label: string) => (
    <Select
      label={label}
      placeholder={m.timePlaceholder}
      options={TIME_OPTIONS}
      isRequired
      {...form.field(name)}
    />
  );

  return (
    <Modal title={event ? m.editTitle : m.createTitle} isOpen onClose={onClose}>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <TextField label={m.title} isRequired autoFocus {...form.field('title')} />
        <div className="form__row">
          <DatePicker label={m.startDate} isRequired {...form.field('startDate')} />
          {time('startTime', m.startTime)}
        </div>
        <div className="form__row">
          <DatePicker label={m.endDate} isRequired {...form.field('endDate')} />
          {time('endTime', m.endTime)}
        </div>
        <Select
          label={m.type}
          placeholder={m.typePlaceholder}
          options={EVENT_TYPE_OPTIONS}
          isRequired
          {...form.field('type')}
          value={String(form.values.type)}
        />
        <TextField label={m.location} isRequired {...form.field('location')} />
        <TextAreaField label={m.description} isRequired {...form.field('description')} />
        {/* A global event is never announced nor reminded: no deadline to set. */}
        {Number(form.values.cor) === 0 ? null : (
          <div>
            <DatePicker label={rm.answerBy} {...form.field('answer_by')} />
            <p className="field__description">{rm.answerByHint}</p>
          </div>
        )}
        {event?.series ? <SeriesScope label={ms.scope} value={scope} onChange={setScope} /> : null}
        {/* A series is made at creation; afterwards its occurrences are edited (the scope above). */}
        {event ? null : (
          <div className="form__row">
            <Select
              label={ms.repeat}
              placeholder={ms.repeat}
              options={REPEAT_OPTIONS}
              {...form.field('repeat')}
            />
            {repeats ? (
              <DatePicker label={ms.until} isRequired {...form.field('repeat_until')} />
            ) : null}
          </div>
        )}
        {/* An event stays in its choir (the API refuses another `cor`): the choice is made at creation. */}
        {isStaff && !event ? (
          <Checkbox
            name="global"
            value={Number(form.values.cor) === 0}
            onChange={(global) => form.setValue('cor', global ? 0 : choirId)}
          >
            {m.global}
            <span className="field__description"> — {m.globalHint}</span>
          </Checkbox>
        ) : null}
        <ModalActions submit={m.save} busy={form.busy} cancel={m.cancel} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
