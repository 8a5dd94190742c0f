/**
 * Opens the video overlay without React on the page until it is needed: a click on any
 * `a[data-watch-video="{id}"]` (a plain left click) sets `?watchVideo={id}` with
 * history.pushState (other parameters kept) and loads the overlay island, which shows the video;
 * a page loaded with the parameter loads it at once. Without JavaScript the link still leads to
 * the page with the parameter. An overlay that does not arrive in time shows an error
 * (./lazy-load.ts), and the next click tries again.
 */
import { lazyLoad } from './lazy-load.ts';
import { MARK, readWatchParam, urlWithVideo, WATCH_EVENT, WATCH_PARAM } from './watch-video.ts';

let overlay: Promise<void> | null = null;
const loadOverlay = () => {
  overlay ??= lazyLoad(() => import('../../islands/public/video-overlay-root.tsx')).then(
    (root) => root.mountVideoOverlay(),
    () => {
      overlay = null;
    },
  );
  return overlay;
};

function videoId(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[data-watch-video]');
  if (!link) return null;
  return (
    link.getAttribute('data-watch-video') ||
    new URL((link as HTMLAnchorElement).href, window.location.href).searchParams.get(WATCH_PARAM)
  );
}

export function listenForVideos(): void {
  if (readWatchParam()) loadOverlay();
  // Capture phase: the link's navigation is cancelled before any other handler sees the click.
  document.addEventListener(
    'click',
    (event) => {
      const id = videoId(event);
      if (!id) return;
      event.preventDefault();
      window.history.pushState({ [MARK]: true }, '', urlWithVideo(id));
      window.dispatchEvent(new Event(WATCH_EVENT));
      loadOverlay();
    },
    true,
  );
}
