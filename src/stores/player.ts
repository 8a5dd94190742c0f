/**
 * The members area's one audio/video player (document 2 §4): the playlist and what plays. The
 * player island lives in the members layout (persisted across /cont pages), so the playlist and
 * playback survive navigation. Library islands only call `playList`.
 */
import { atom } from 'nanostores';

/** A media item (document 2 §3): a track of a score or audiobook, or a video. */
export interface MediaItem {
  /** Unique in a playlist, e.g. 'track-12'. */
  key: string;
  /** What the player shows and announces, e.g. 'Sopran'. */
  name: string;
  /** The score's or audiobook's name, e.g. 'Ave Maria'. */
  group: string;
  type: 'audio' | 'video';
  /** Same-origin paths of its sources; audio has `file`, video may have mp4/webm/ogg. */
  file?: string;
  mp4?: string | null;
  webm?: string | null;
  ogg?: string | null;
}

export interface Playlist {
  /** e.g. the score's name. */
  name: string;
  media: MediaItem[];
}

export const $playlist = atom<Playlist | null>(null);
/** Index in the playlist of the item playing (or paused). */
export const $current = atom(0);

/** Replaces the playlist with `media` and starts the item at `start`. */
export function playList(name: string, media: MediaItem[], start = 0): void {
  $playlist.set({ name, media });
  $current.set(Math.min(Math.max(start, 0), media.length - 1));
}
