/**
 * A singer's own mark on a piece (issue #27): 'Învăț' and 'Știu' as two toggle buttons in one
 * group named after the piece, the current one pressed; a tap on the pressed one clears it. Saved
 * at once (PUT /api/song/{id}/mark/). Shown in an event's programme and on a library's opened
 * score. Styles: the one-tap answers' pill (calendar/answer-buttons.css).
 */
import { useState } from 'react';
import { programme as m, SCORE_MARKS } from '../../../lib/messages-programme.ts';
import { SCORE_MARK_STATES, type ScoreMarkState } from '../../../lib/schemas/programme.ts';
import { showToast } from '../../../stores/toasts.ts';
import '../calendar/answer-buttons.css';
import { setMark } from './programme-api.ts';

export interface ScoreMarkButtonsProps {
  scoreId: number;
  name: string;
  state: ScoreMarkState | null;
  /** Told the saved state, so a list can keep it. */
  onSaved?: (state: ScoreMarkState | null) => void;
}

export function ScoreMarkButtons({ scoreId, name, state, onSaved }: ScoreMarkButtonsProps) {
  const [saved, setSaved] = useState({ state, base: state });
  const current = saved.base === state ? saved.state : state;
  const [busy, setBusy] = useState(false);

  const choose = async (value: ScoreMarkState) => {
    if (busy) return;
    const next = current === value ? null : value;
    setBusy(true);
    try {
      await setMark(scoreId, next);
      setSaved({ state: next, base: state });
      onSaved?.(next);
    } catch {
      showToast({ tone: 'error', text: m.markFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="answer-buttons__group">
      <legend className="visually-hidden">{m.markGroup(name)}</legend>
      {SCORE_MARK_STATES.map((value) => (
        <button
          key={value}
          type="button"
          className="answer-buttons__button"
          aria-pressed={current === value}
          aria-disabled={busy ? true : undefined}
          onClick={() => void choose(value)}
        >
          {SCORE_MARKS[value]}
        </button>
      ))}
    </fieldset>
  );
}
