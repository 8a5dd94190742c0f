/**
 * The `?watchVideo={id}` parameter of the video overlay (spec §2.1, §8), shared by the opener
 * script and the overlay island. Our history entries carry MARK, so closing knows it may go
 * back instead of replacing the entry.
 */
export const WATCH_PARAM = 'watchVideo';
/** Fired on window after the opener has set the parameter. */
export const WATCH_EVENT = 'watchvideo';
export const MARK = 'watchVideoOverlay';

export const readWatchParam = (): string | null =>
  new URL(window.location.href).searchParams.get(WATCH_PARAM);

/** The current path and query with the parameter set to `id`, or removed for null. */
export function urlWithVideo(id: string | null): string {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(WATCH_PARAM);
  else url.searchParams.set(WATCH_PARAM, id);
  return `${url.pathname}${url.search}${url.hash}`;
}
