/**
 * The member's answer in one tap (issue #23): the three answers of the sign-up modal
 * (Particip / Nu particip / Poate) as toggle buttons, the current one pressed, with 'Nu ai
 * răspuns încă' until there is one (not to a conductor of the selected choir: conductors are not
 * waited for). A tap saves the answer alone: the note given in the modal
 * stays (PUT /api/event/{id}/answer/ without `note`). Used by the dashboard's events box, the
 * day's list and the month's list. An event that has ended shows the answer only.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CalendarEvent } from '../../../lib/api/events.ts';
import { calendar as cm, quickAnswer as m } from '../../../lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../../lib/messages-events.ts';
import { $isConductor } from '../../../stores/choirs.ts';
import { showToast } from '../../../stores/toasts.ts';
import { type Answer, AnswerGroup } from './AnswerGroup.tsx';
import { answerEvent } from './events-api.ts';

export interface AnswerButtonsProps {
  event: Pick<CalendarEvent, 'id' | 'title' | 'end' | 'my_answer'>;
}

export function AnswerButtons({ event }: AnswerButtonsProps) {
  // The answer saved here, over the one the event came with: a newer event (the month loaded
  // again, another list answered it) wins.
  const [saved, setSaved] = useState({ answer: event.my_answer, base: event.my_answer });
  const answer = saved.base === event.my_answer ? saved.answer : event.my_answer;
  const [busy, setBusy] = useState<Answer | null>(null);
  const isConductor = useStore($isConductor);
  if (new Date(event.end).getTime() <= Date.now()) {
    return answer ? (
      <span className="answer-buttons__note">{cm.yourAnswer(EVENT_ANSWERS[answer])}</span>
    ) : null;
  }

  const choose = async (next: Answer) => {
    if (busy) return;
    setBusy(next);
    try {
      await answerEvent(event.id, { answer: next });
      setSaved({ answer: next, base: event.my_answer });
      showToast({ tone: 'success', text: m.saved(EVENT_ANSWERS[next]) });
    } catch {
      showToast({ tone: 'error', text: m.saveFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="answer-buttons">
      {answer || isConductor ? null : (
        <span className="answer-buttons__missing">{m.notAnswered}</span>
      )}
      <AnswerGroup title={event.title} answer={answer} busy={busy !== null} onChoose={choose} />
    </div>
  );
}
