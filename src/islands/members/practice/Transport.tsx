/**
 * Play or pause every part, and the position: a slider over the recording (a seek restarts every
 * part at one time on the clock) and the time as text. Playing here pauses today's player, so
 * only one thing sounds.
 */
import { practice as m } from '../../../lib/messages-practice.ts';
import { $playlist, closePlayer, formatTime } from '../../../stores/player.ts';
import type { Practice } from './use-practice.ts';

export function Transport({ practice }: { practice: Practice }) {
  const { playing, position, duration, togglePlay, seek } = practice;
  const time = m.time(formatTime(position), formatTime(duration));
  const onPlay = () => {
    if (!playing && $playlist.get()) closePlayer();
    void togglePlay();
  };
  return (
    <div className="practice-transport">
      <button type="button" className="button button--primary practice-play" onClick={onPlay}>
        <svg viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path d={playing ? 'M2 1h2v8H2zM6 1h2v8H6z' : 'M2 1l7 4-7 4z'} />
        </svg>
        {playing ? m.pause : m.play}
      </button>
      <label className="practice-seek">
        <span className="visually-hidden">{m.position}</span>
        <input
          type="range"
          min={0}
          max={duration}
          step={0.1}
          value={Math.min(position, duration)}
          aria-valuetext={time}
          onChange={(event) => seek(Number(event.currentTarget.value))}
        />
      </label>
      <p className="practice-time" aria-hidden="true">
        {time}
      </p>
    </div>
  );
}
