/**
 * The player's bar, fixed to the bottom of the viewport while a playlist exists (document 2 §4):
 * what plays, Plyr's controls (play, position, time, volume, full screen), and ours around
 * them: previous and next (disabled at the ends), repeat one track, the speed, the A–B loop, a
 * larger video, the playlist and close. On a phone (player.css) an audio bar is compact until
 * 'Comenzile playerului' opens it: the title, play/pause and that button (issue #27). Loaded only
 * once something is played, so /cont pages do not carry Plyr. It stays mounted after a close
 * (hidden), keeping the element the member has already started.
 */
import { useStore } from '@nanostores/react';
import 'plyr-react/plyr.css';
import './player.css';
import { useEffect, useId, useRef, useState } from 'react';
import { player as m } from '../../../lib/messages-player.ts';
import { $current, $playlist, $repeatOne, hasNext, hasPrevious } from '../../../stores/player.ts';
import { Icon } from './icons.tsx';
import LoopControls from './LoopControls.tsx';
import PlayerTools from './PlayerTools.tsx';
import PlaylistPanel from './PlaylistPanel.tsx';
import SpeedControl from './SpeedControl.tsx';
import { useMediaSession } from './use-media-session.ts';
import { usePlayback } from './use-playback.ts';
import { usePlyrMedia } from './use-plyr-media.ts';

export default function PlayerBar() {
  const playlist = useStore($playlist);
  const current = useStore($current);
  const repeatOne = useStore($repeatOne);
  const { videoRef, media } = usePlyrMedia();
  const { playing, failed } = usePlayback(media);
  const [listOpen, setListOpen] = useState(false);
  const [large, setLarge] = useState(false);
  const [open, setOpen] = useState(false);
  const controlsId = useId();
  const listToggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const item = playlist?.media[current];
  const [announcement, setAnnouncement] = useState('');
  // Set after the first paint: a live region announces changes, not what it held when it appeared.
  useEffect(() => setAnnouncement(item ? m.nowPlaying(item.name, item.group) : ''), [item]);
  const length = playlist?.media.length ?? 0;
  useMediaSession({ media, item, index: current, length, playing });

  const closeList = () => {
    setListOpen(false);
    listToggle.current?.focus();
  };
  const video = item?.type === 'video';
  const classes = [
    'player',
    video ? 'player--video' : 'player--audio',
    large && video && 'player--large',
    !open && !video && 'player--compact',
  ];

  return (
    <section className={classes.filter(Boolean).join(' ')} aria-label={m.region} hidden={!item}>
      {item && (
        <p className="player__now">
          <strong>{item.name}</strong> <span className="player__group">— {item.group}</span>
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {failed && (
        <p className="player__note player__note--error" role="alert">
          {m.failed}
        </p>
      )}
      <div className="player__media">
        {/* Plyr wraps this element and draws its controls around it; React never re-renders it. */}
        {/* biome-ignore lint/a11y/useMediaCaption: the tracks are music; the video lessons have no caption files yet. */}
        <video ref={videoRef} className="plyr-react plyr" playsInline preload="metadata" />
      </div>
      {video ? null : (
        <button
          type="button"
          className="player__icon-button player__toggle"
          aria-label={m.controls}
          title={m.controls}
          aria-expanded={open}
          aria-controls={controlsId}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'shut' : 'open'} />
        </button>
      )}
      <div className="player__controls" id={controlsId}>
        <PlayerTools
          hasPrevious={hasPrevious(current)}
          hasNext={hasNext(length, current)}
          repeatOne={repeatOne}
          video={video}
          large={large}
          onLarge={() => setLarge(!large)}
          listId={listId}
          listOpen={listOpen}
          listToggle={listToggle}
          onList={() => setListOpen(!listOpen)}
        >
          <SpeedControl media={media} />
        </PlayerTools>
        <LoopControls media={media} />
      </div>
      <PlaylistPanel
        id={listId}
        playlist={playlist}
        current={current}
        open={listOpen && Boolean(playlist)}
        onClose={closeList}
      />
    </section>
  );
}
