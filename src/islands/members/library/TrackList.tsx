/**
 * The titled MP3s of a score or an audiobook ('Sopran', 'Alto', 'Tot corul'…), each a button that
 * gives the whole list to the player and starts at that track, so next and previous walk the
 * item's other tracks. `ListenButton` starts from the first.
 */
import type { Track } from '../../../lib/api/library.ts';
import { library as m } from '../../../lib/messages.ts';
import { type MediaItem, playList } from '../../../stores/player.ts';
import { Button } from '../../../ui/Button.tsx';

/** A triangle drawn, not typed, so it is not part of the button's visible text (WCAG 2.5.3). */
export const PlayIcon = () => (
  <svg className="play-icon" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
    <path d="M2 1l7 4-7 4z" />
  </svg>
);

/** What the player reads of a track: a score's, or an audiobook's chapter given its name as title. */
export type PlayableTrack = Pick<Track, 'id' | 'title' | 'file'>;

export const trackMedia = (group: string, tracks: PlayableTrack[]): MediaItem[] =>
  tracks.map((track) => ({
    key: `track-${track.id}`,
    name: track.title,
    group,
    type: 'audio',
    file: track.file,
  }));

export function ListenButton({ name, tracks }: { name: string; tracks: PlayableTrack[] }) {
  return (
    <Button
      className="button--small"
      aria-label={m.listenTo(name)}
      onPress={() => playList(name, trackMedia(name, tracks), 0)}
    >
      <PlayIcon />
      {m.listen}
    </Button>
  );
}

export function TrackList({ name, tracks }: { name: string; tracks: PlayableTrack[] }) {
  return (
    <ul className="tracks" aria-label={`${m.tracks}: ${name}`}>
      {tracks.map((track, index) => (
        <li key={track.id}>
          <Button
            variant="ghost"
            className="button--small tracks__play"
            aria-label={`${m.listenTo(track.title)} (${name})`}
            onPress={() => playList(name, trackMedia(name, tracks), index)}
          >
            <PlayIcon />
            {track.title}
          </Button>
        </li>
      ))}
    </ul>
  );
}
