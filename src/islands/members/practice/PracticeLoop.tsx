/**
 * The A–B loop over every part, with the player's texts and rules (stores/player.ts): mark A and
 * B where the parts are now, see both times, stop it. A B not after A is refused, said politely.
 */
import { player as pm } from '../../../lib/messages-player.ts';
import { formatTime, isLooping } from '../../../stores/player.ts';
import type { Practice } from './use-practice.ts';

export function PracticeLoop({ practice }: { practice: Practice }) {
  const { loop, loopRefused, markStart, markEnd, clearLoop } = practice;
  const note = loopRefused
    ? pm.loopEndBeforeStart
    : isLooping(loop)
      ? pm.loopOn(formatTime(loop.start ?? 0), formatTime(loop.end ?? 0))
      : '';
  return (
    <fieldset className="practice-loop">
      <legend>{pm.loopLabel}</legend>
      <button type="button" className="button button--secondary button--small" onClick={markStart}>
        {pm.markStart}
        {loop.start !== null ? <span> {formatTime(loop.start)}</span> : null}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={markEnd}>
        {pm.markEnd}
        {loop.end !== null ? <span> {formatTime(loop.end)}</span> : null}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={clearLoop}
        disabled={loop.start === null && loop.end === null}
      >
        {pm.stopLoop}
      </button>
      <p
        className={loopRefused ? 'practice-hint practice-hint--error' : 'practice-hint'}
        aria-live="polite"
      >
        {note}
      </p>
    </fieldset>
  );
}
