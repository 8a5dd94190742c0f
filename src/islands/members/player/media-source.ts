/**
 * Puts a media item into the player's one <video> element. The element stays the same for every
 * item, audio too (a <video> plays an MP3; the picture area is hidden for audio): phones let a
 * page start sound only on an element the member has already started, so the next track, the
 * lock screen's buttons and the move between /cont pages keep working on the same element.
 */
import type { MediaItem } from '../../../stores/player.ts';

const VIDEO_TYPES = [
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['ogg', 'video/ogg'],
] as const;

/** The item's sources, best first; an audio file's type is left to the browser to read. */
export function mediaSources(item: MediaItem): { src: string; type?: string }[] {
  const sources: { src: string; type?: string }[] = [];
  for (const [field, type] of VIDEO_TYPES) {
    const src = item[field];
    if (src) sources.push({ src, type });
  }
  if (item.file) sources.push({ src: item.file });
  return sources;
}

export function loadItem(media: HTMLVideoElement, item: MediaItem): void {
  media.pause();
  media.removeAttribute('src');
  media.replaceChildren(
    ...mediaSources(item).map(({ src, type }) => {
      const source = document.createElement('source');
      source.src = src;
      if (type) source.type = type;
      return source;
    }),
  );
  if (item.type === 'video' && item.poster) media.poster = item.poster;
  else media.removeAttribute('poster');
  media.load();
}

/** Close (document 2 §4) removes the media: nothing is left to play or to download. */
export function unloadItem(media: HTMLVideoElement): void {
  media.pause();
  media.removeAttribute('src');
  media.removeAttribute('poster');
  media.replaceChildren();
  media.load();
}
