/**
 * The lock screen, notification and headset buttons for the practice view (Media Session), as
 * the player has them (player/use-media-session.ts): the score's name, play, pause, skip and
 * seek on the parts' one clock. Browsers without Media Session skip this.
 */
import { useEffect } from 'react';
import { PRACTICE_SEEK_SECONDS } from '../../../lib/limits.ts';
import { site } from '../../../lib/messages.ts';
import { practice as m } from '../../../lib/messages-practice.ts';
import type { Practice } from './use-practice.ts';

const session = () =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session()?.setActionHandler(action, handler);
  } catch {
    // A browser that does not know the action ignores it.
  }
}

const ACTIONS: MediaSessionAction[] = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'];

export function usePracticeSession(score: string, practice: Practice) {
  const { status, playing, position, duration, tempo, togglePlay, seek, seekBy } = practice;
  const ready = status.kind === 'ready';

  useEffect(() => {
    const ms = session();
    if (!ms || !ready) return;
    ms.metadata = new MediaMetadata({ title: score, artist: m.sessionArtist, album: site.name });
    return () => {
      ms.metadata = null;
      ms.playbackState = 'none';
    };
  }, [ready, score]);

  useEffect(() => {
    const ms = session();
    if (ms && ready) ms.playbackState = playing ? 'playing' : 'paused';
  }, [ready, playing]);

  useEffect(() => {
    if (!session() || !ready) return;
    setHandler('play', () => void (playing ? undefined : togglePlay()));
    setHandler('pause', () => void (playing ? togglePlay() : undefined));
    setHandler('seekbackward', (d) => seekBy(-(d.seekOffset ?? PRACTICE_SEEK_SECONDS)));
    setHandler('seekforward', (d) => seekBy(d.seekOffset ?? PRACTICE_SEEK_SECONDS));
    setHandler('seekto', (d) => {
      if (d.seekTime !== undefined) seek(d.seekTime);
    });
    return () => {
      for (const action of ACTIONS) setHandler(action, null);
    };
  }, [ready, playing, togglePlay, seek, seekBy]);

  useEffect(() => {
    if (!ready || duration <= 0) return;
    session()?.setPositionState?.({
      duration,
      playbackRate: tempo,
      position: Math.min(position, duration),
    });
  }, [ready, position, duration, tempo]);
}
