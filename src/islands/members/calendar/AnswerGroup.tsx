/**
 * The three answers (Particip / Nu particip / Poate) as toggle buttons in one group named after
 * the event, the current one pressed: the calendar's one-tap answers (AnswerButtons.tsx) and the
 * mail's answer page (event-answer/AnswerLink.tsx). Styles: answer-buttons.css.
 */
import { quickAnswer } from '../../../lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../../lib/messages-events.ts';
import './answer-buttons.css';

export type Answer = keyof typeof EVENT_ANSWERS;
export const ANSWERS: Answer[] = ['yes', 'no', 'maybe'];

export function AnswerGroup({
  title,
  answer,
  busy = false,
  onChoose,
}: {
  /** The event's title, for the group's name. */
  title: string;
  answer: Answer | null | undefined;
  /** A save is on its way: the buttons say so and the caller ignores taps. */
  busy?: boolean;
  onChoose: (answer: Answer) => void;
}) {
  return (
    <fieldset className="answer-buttons__group">
      <legend className="visually-hidden">{quickAnswer.group(title)}</legend>
      {ANSWERS.map((value) => (
        <button
          key={value}
          type="button"
          className={`answer-buttons__button answer-buttons__button--${value}`}
          aria-pressed={answer === value}
          aria-disabled={busy ? true : undefined}
          onClick={() => onChoose(value)}
        >
          {EVENT_ANSWERS[value]}
        </button>
      ))}
    </fieldset>
  );
}
