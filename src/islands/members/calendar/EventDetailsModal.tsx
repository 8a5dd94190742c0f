/**
 * An event's details: when (long Romanian date, Bucharest), type, place, description, whether it
 * is a national event; the user's own answer and 'Răspunde'; for those who may edit it,
 * 'Editează' (until it starts: the API refuses later edits) and 'Șterge' after a confirmation;
 * the concert's programme (issue #27: each singer's 'Învăț' / 'Știu', the conductors' editor and
 * readiness view); for the choir's conductors, the answers and 'Anunță corul'. Issue #28: the
 * answer-by day, and an unanswered event of a member counted present read as 'Particip (implicit)'.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { formatDate } from '../../../lib/dates.ts';
import { eventTypeName } from '../../../lib/event-types.ts';
import { attendance } from '../../../lib/messages-attendance.ts';
import { calendar as c, eventDetails as m } from '../../../lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../../lib/messages-events.ts';
import { reminders as rm } from '../../../lib/messages-reminders.ts';
import { series } from '../../../lib/messages-series.ts';
import { attendanceLink } from '../../../lib/paths/attendance.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { FactList } from '../../../ui/FactList.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { ProgrammeSection } from '../programme/ProgrammeSection.tsx';
import { EventAnswersPanel } from './EventAnswersPanel.tsx';
import { hasEnded, hasStarted, longRange } from './event-text.ts';
import { deleteEvent } from './events-api.ts';
import { $countedPresent } from './reminders-api.ts';
import { type Scope, SeriesScope } from './SeriesScope.tsx';

export interface EventDetailsModalProps {
  event: CalendarEvent;
  choirId: number;
  isConductor: boolean;
  onEdit: () => void;
  onAnswer: () => void;
  onClose: () => void;
}

export function EventDetailsModal(props: EventDetailsModalProps) {
  const { event, choirId, isConductor, onEdit, onAnswer, onClose } = props;
  const [confirming, setConfirming] = useState(false);
  const [scope, setScope] = useState<Scope>('one');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const started = hasStarted(event);
  const countedPresent = useStore($countedPresent);

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteEvent(event.id, scope);
    } catch {
      setFailure(m.deleteFailed);
      setBusy(false);
      return;
    }
    showToast({ tone: 'success', text: m.deleted });
    onClose();
  };

  return (
    <Modal title={event.title} isOpen onClose={onClose}>
      <div className="event-details">
        <FactList
          className="facts"
          items={[
            [m.when, longRange(event)],
            [
              m.type,
              <span key="type" className={event.classes.join(' ')}>
                {eventTypeName(event.type)}
              </span>,
            ],
            [m.location, event.location],
            [
              rm.answerBy,
              event.answer_by ? `${formatDate(event.answer_by)}. ${rm.lateAnswersTaken}` : null,
            ],
            [
              m.scope,
              event.global_event ? (
                <span key="scope" className="event-global">
                  {m.scopeGlobal}
                </span>
              ) : (
                m.scopeChoir
              ),
            ],
            [
              m.description,
              <span key="description" className="event-details__text">
                {event.description}
              </span>,
            ],
          ]}
        />
        <p>
          {/* Conductors are not waited for (issue #23): no 'not answered yet' for them. */}
          {event.my_answer
            ? c.yourAnswer(EVENT_ANSWERS[event.my_answer])
            : isConductor
              ? null
              : countedPresent && !event.global_event
                ? c.yourAnswer(rm.byDefault)
                : m.notAnswered}
          {event.my_note ? <span className="box__meta">„{event.my_note}”</span> : null}
        </p>
        {event.can_edit && started ? <p className="box__empty">{m.started}</p> : null}
        <Banner tone="error">{failure}</Banner>
        {confirming ? (
          <div className="confirm">
            <p id="delete-confirm">{m.deleteConfirm}</p>
            {event.series ? (
              <SeriesScope label={series.deleteScope} value={scope} onChange={setScope} />
            ) : null}
            <div className="modal__actions">
              <Button
                variant="secondary"
                onPress={() => setConfirming(false)}
                aria-describedby="delete-confirm"
                autoFocus
              >
                {m.deleteNo}
              </Button>
              <Button variant="danger" onPress={remove} isPending={busy}>
                {m.deleteYes}
              </Button>
            </div>
          </div>
        ) : (
          <div className="modal__actions">
            {event.can_edit ? (
              // Destructive, so never the filled button (issue #23): the confirmation's is.
              <Button variant="secondary" onPress={() => setConfirming(true)}>
                {m.delete}
              </Button>
            ) : null}
            {event.can_edit && !started ? (
              <Button variant="secondary" onPress={onEdit}>
                {m.edit}
              </Button>
            ) : null}
            <Button onPress={onAnswer}>{m.answer}</Button>
          </div>
        )}
        {isConductor && started && !event.global_event ? (
          <a className="button button--secondary" href={attendanceLink(event.id)}>
            {attendance.open}
          </a>
        ) : null}
        {event.global_event ? null : <ProgrammeSection eventId={event.id} />}
        {isConductor ? (
          <EventAnswersPanel
            event={event}
            choirId={choirId}
            canNotify={!event.global_event && !hasEnded(event)}
          />
        ) : null}
      </div>
    </Modal>
  );
}
