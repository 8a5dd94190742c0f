/**
 * What the player's element does between the store and the browser: loads the item asked for and
 * starts it, applies the end-of-item rule (repeat, next, or pause: document 2 §4), keeps playback
 * within the A–B loop, keeps the chosen speed from item to item without changing the pitch, and
 * pauses when any other audio or video on the page starts (one sound at a time).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $current,
  $loop,
  $playlist,
  $repeatOne,
  $startRequest,
  afterEnd,
  loopSeek,
  playAt,
} from '../../../stores/player.ts';
import { loadItem, unloadItem } from './media-source.ts';

export function usePlayback(media: HTMLVideoElement | null) {
  const startRequest = useStore($startRequest);
  const playlist = useStore($playlist);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const item = $playlist.get()?.media[$current.get()];
    if (!media || !item || !startRequest) return;
    setFailed(false);
    loadItem(media, item);
    // Refused only when the browser wants a tap first; Plyr's play button is then there for it.
    media.play().catch(() => undefined);
  }, [media, startRequest]);

  useEffect(() => {
    if (media && !playlist) unloadItem(media);
  }, [media, playlist]);

  useEffect(() => {
    if (!media) return;
    media.preservesPitch = true;
    const onEnded = () => {
      const length = $playlist.get()?.media.length ?? 0;
      const then = afterEnd(length, $current.get(), $repeatOne.get(), $loop.get());
      if (then.kind === 'play') playAt(then.index);
      else if (then.kind === 'replay') {
        media.currentTime = then.at;
        media.play().catch(() => undefined);
      }
    };
    const onTime = () => {
      const to = loopSeek($loop.get(), media.currentTime);
      if (to !== null && !media.seeking) media.currentTime = to;
    };
    // load() puts playbackRate back to defaultPlaybackRate: keeping them equal keeps the speed.
    const onRate = () => {
      media.defaultPlaybackRate = media.playbackRate;
      media.preservesPitch = true;
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    // A <source> that fails fires 'error' on itself, which reaches the element only by capture.
    const onError = (event: Event) => {
      const failedSource = event.target instanceof HTMLSourceElement && !event.target.nextSibling;
      if (failedSource || event.target === media) setFailed(true);
    };
    const onOtherPlay = (event: Event) => {
      if (event.target instanceof HTMLMediaElement && event.target !== media) media.pause();
    };
    const listeners: [EventTarget, string, (event: Event) => void, boolean][] = [
      [media, 'ended', onEnded, false],
      [media, 'timeupdate', onTime, false],
      [media, 'ratechange', onRate, false],
      [media, 'play', onPlay, false],
      [media, 'pause', onPause, false],
      [media, 'error', onError, true],
      [document, 'play', onOtherPlay, true],
    ];
    for (const [target, type, listener, capture] of listeners)
      target.addEventListener(type, listener, capture);
    return () => {
      for (const [target, type, listener, capture] of listeners)
        target.removeEventListener(type, listener, capture);
    };
  }, [media]);

  return { playing, failed };
}
