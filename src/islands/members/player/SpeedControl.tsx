/**
 * The speed among the player's controls (issue #27), not under Plyr's gear: a select of
 * PLAYER_SPEEDS showing the one in use. The element keeps it from track to track and keeps the
 * pitch (use-playback.ts); a speed set elsewhere (the lock screen, Plyr's keys) shows here too.
 */
import { useEffect, useId, useState } from 'react';
import { PLAYER_SPEEDS } from '../../../lib/limits.ts';
import { player as m } from '../../../lib/messages-player.ts';

export default function SpeedControl({ media }: { media: HTMLVideoElement | null }) {
  const [rate, setRate] = useState(1);
  const id = useId();
  useEffect(() => {
    if (!media) return;
    const onRate = () => setRate(media.playbackRate);
    onRate();
    media.addEventListener('ratechange', onRate);
    return () => media.removeEventListener('ratechange', onRate);
  }, [media]);

  return (
    <div className="player__speed">
      <label htmlFor={id}>{m.speed}</label>
      <select
        id={id}
        value={String(rate)}
        onChange={(event) => {
          if (media) media.playbackRate = Number(event.currentTarget.value);
        }}
      >
        {PLAYER_SPEEDS.map((speed) => (
          <option key={speed} value={String(speed)}>
            {m.speedOption(speed)}
          </option>
        ))}
      </select>
    </div>
  );
}
