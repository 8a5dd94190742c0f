/**
 * The home hero's video loop (HomeHero.astro). Nothing of it is fetched before the page has
 * loaded: the element has preload="none" and no source until then, so the still picture stays the
 * first and largest paint. After the load (when the browser is idle) the sources are set and the
 * loop plays, unless the visitor asked for reduced motion or to save data (Save-Data,
 * navigator.connection.saveData): then it stays still until they press play. It pauses while out
 * of view and plays again when back, unless the visitor paused it with the button (WCAG 2.2.2).
 */
import { prefersReducedMotion } from '../../islands/public/smooth-scroll.ts';

interface Source {
  src: string;
  type: string;
}

/** True when the browser says the visitor wants to save data (Chromium's Network Information API). */
export function saveDataRequested(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs `task` once the page has loaded and the browser is idle (or after 2 s of no idle time). */
function afterLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function initHeroVideo(video: HTMLVideoElement, toggle: HTMLButtonElement): void {
  const sources = JSON.parse(video.dataset.sources ?? '[]') as Source[];
  const text = toggle.querySelector('[data-hero-toggle-text]');
  const autoplay = !prefersReducedMotion() && !saveDataRequested();
  let wanted = autoplay;
  let visible = true;
  let loaded = false;

  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const { src, type } of sources) {
      const source = document.createElement('source');
      source.src = src;
      source.type = type;
      video.append(source);
    }
    video.load();
  };
  const render = () => {
    toggle.dataset.state = wanted ? 'playing' : 'paused';
    if (text)
      text.textContent = (wanted ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? '';
  };
  const apply = () => {
    if (wanted && visible) {
      load();
      // A refused play (a browser policy) leaves the picture in place; the button still works.
      video.play().catch(() => {});
    } else video.pause();
    render();
  };

  video.addEventListener('playing', () => video.setAttribute('data-playing', ''));
  toggle.addEventListener('click', () => {
    wanted = !wanted;
    apply();
  });
  new IntersectionObserver((entries) => {
    visible = entries.some((e) => e.isIntersecting);
    if (loaded) apply();
  }).observe(video);
  render();
  toggle.hidden = false;
  if (autoplay) afterLoad(apply);
}
