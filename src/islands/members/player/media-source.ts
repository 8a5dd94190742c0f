/**
 * Puts a media item into the player's one <video> element. The element stays the same for every
 * item, audio too (a <video> plays an MP3; the picture area is hidden for audio): phones let a
 * page start sound only on an element the member has already started, so the next track, the
 * lock screen's buttons and the move between /cont pages keep working on the same element.
 */
import { actingChild } from '../../../client/acting.ts';
import { ACTING_QUERY } from '../../../lib/limits.ts';
import type { MediaItem } from '../../../stores/player.ts';

/** A file of the API asked for the child the tab acts for (issue #25): an element sends no header. */
function forChild(src: string): string {
  const child = actingChild();
  if (!child || !src.startsWith('/api/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}${ACTING_QUERY}=${child.id}`;
}

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
    if (src) sources.push({ src: forChild(src), type });
  }
  if (item.file) sources.push({ src: forChild(item.file) });
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
