/**
 * The A–B loop for learning a phrase: mark its start and end where the track is now, see both
 * times, stop it. An end not after the start is refused with a message read out politely.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { player as m } from '../../../lib/messages-player.ts';
import {
  $loop,
  clearLoop,
  formatTime,
  isLooping,
  markLoopEnd,
  markLoopStart,
  setLoop,
} from '../../../stores/player.ts';

export default function LoopControls({ media }: { media: HTMLVideoElement | null }) {
  const loop = useStore($loop);
  const [refused, setRefused] = useState(false);
  const now = () => media?.currentTime ?? 0;

  const markStart = () => {
    setRefused(false);
    setLoop(markLoopStart(loop, now()));
  };
  const markEnd = () => {
    const result = markLoopEnd(loop, now());
    setRefused(!result.ok);
    if (result.ok) setLoop(result.loop);
  };
  const stop = () => {
    setRefused(false);
    clearLoop();
  };

  const note = refused
    ? m.loopEndBeforeStart
    : isLooping(loop)
      ? m.loopOn(formatTime(loop.start ?? 0), formatTime(loop.end ?? 0))
      : '';

  return (
    <fieldset className="player__loop">
      <legend className="visually-hidden">{m.loopLabel}</legend>
      <button type="button" className="player__text-button" onClick={markStart}>
        {m.markStart}
        {loop.start !== null && <span className="player__time"> {formatTime(loop.start)}</span>}
      </button>
      <button type="button" className="player__text-button" onClick={markEnd}>
        {m.markEnd}
        {loop.end !== null && <span className="player__time"> {formatTime(loop.end)}</span>}
      </button>
      <button type="button" className="player__text-button" onClick={stop}>
        {m.stopLoop}
      </button>
      <p
        className={refused ? 'player__note player__note--error' : 'player__note'}
        aria-live="polite"
      >
        {note}
      </p>
    </fieldset>
  );
}
