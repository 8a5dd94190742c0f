/**
 * The playlist (document 2 §4: it can be toggled): every item of the playlist as a button that
 * starts it, the one playing marked with aria-current. Escape closes the panel and gives the
 * focus back to its toggle.
 */
import type { KeyboardEvent } from 'react';
import { player as m } from '../../../lib/messages-player.ts';
import { type Playlist, playAt } from '../../../stores/player.ts';

interface Props {
  id: string;
  playlist: Playlist | null;
  current: number;
  open: boolean;
  onClose: () => void;
}

export default function PlaylistPanel({ id, playlist, current, open, onClose }: Props) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any of its buttons closes the panel
    <div id={id} className="player__playlist" hidden={!open} onKeyDown={onKeyDown}>
      {playlist && (
        <h2 className="player__playlist-title">
          {playlist.name} <span>({m.playlistCount(playlist.media.length)})</span>
        </h2>
      )}
      <ol className="player__items">
        {playlist?.media.map((item, index) => (
          <li key={item.key}>
            <button
              type="button"
              className="player__item"
              aria-current={index === current ? 'true' : undefined}
              onClick={() => playAt(index)}
            >
              {item.name}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
