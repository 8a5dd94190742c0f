/**
 * Mounts the video overlay island on the first need (client/public/video-opener.ts); its videos
 * come from the page's `#overlay-videos` JSON block (VideoOverlayLoader.astro).
 */
import { createRoot } from 'react-dom/client';
import VideoOverlay, { type OverlayVideo } from './VideoOverlay.tsx';

export function mountVideoOverlay(): void {
  const data = document.getElementById('overlay-videos')?.textContent ?? '[]';
  const videos = JSON.parse(data) as OverlayVideo[];
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<VideoOverlay videos={videos} />);
}
