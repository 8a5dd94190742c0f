/**
 * The phone's lock screen, notification and headset buttons (Media Session): they show the item
 * (title: the part, artist: the score or audiobook, album: the programme) and play, pause, skip
 * within it and move to the previous or next item where one exists. Browsers without Media
 * Session simply skip this.
 */
import { useEffect } from 'react';
import { PLAYER_SEEK_SECONDS } from '../../../lib/limits.ts';
import { site } from '../../../lib/messages.ts';
import {
  closePlayer,
  hasNext,
  hasPrevious,
  type MediaItem,
  next,
  previous,
} from '../../../stores/player.ts';

interface Session {
  media: HTMLVideoElement | null;
  item: MediaItem | undefined;
  index: number;
  length: number;
  playing: boolean;
}

const session = () =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session()?.setActionHandler(action, handler);
  } catch {
    // A browser that does not know the action (older ones lack 'stop' or 'seekto') ignores it.
  }
}

export function useMediaSession({ media, item, index, length, playing }: Session) {
  useEffect(() => {
    const ms = session();
    if (!ms) return;
    ms.metadata = item
      ? new MediaMetadata({ title: item.name, artist: item.group, album: site.name })
      : null;
  }, [item]);

  useEffect(() => {
    const ms = session();
    if (ms) ms.playbackState = item ? (playing ? 'playing' : 'paused') : 'none';
  }, [item, playing]);

  useEffect(() => {
    if (!session() || !media || !item) return;
    const seekBy = (seconds: number) => {
      media.currentTime = Math.min(Math.max(media.currentTime + seconds, 0), media.duration || 0);
    };
    setHandler('play', () => media.play().catch(() => undefined));
    setHandler('pause', () => media.pause());
    setHandler('stop', closePlayer);
    setHandler('seekbackward', (d) => seekBy(-(d.seekOffset ?? PLAYER_SEEK_SECONDS)));
    setHandler('seekforward', (d) => seekBy(d.seekOffset ?? PLAYER_SEEK_SECONDS));
    setHandler('seekto', (d) => {
      if (d.seekTime !== undefined) media.currentTime = d.seekTime;
    });
    setHandler('previoustrack', hasPrevious(index) ? previous : null);
    setHandler('nexttrack', hasNext(length, index) ? next : null);
    const onTime = () => {
      const { duration, currentTime, playbackRate } = media;
      if (!Number.isFinite(duration) || duration <= 0) return;
      session()?.setPositionState({
        duration,
        playbackRate: playbackRate || 1,
        position: Math.min(currentTime, duration),
      });
    };
    media.addEventListener('timeupdate', onTime);
    return () => {
      media.removeEventListener('timeupdate', onTime);
      for (const action of ACTIONS) setHandler(action, null);
    };
  }, [media, item, index, length]);
}

const ACTIONS: MediaSessionAction[] = [
  'play',
  'pause',
  'stop',
  'seekbackward',
  'seekforward',
  'seekto',
  'previoustrack',
  'nexttrack',
];
