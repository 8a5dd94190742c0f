/**
 * The scroll-to-top button (spec §2.4, §9): it fades in while the page scrolls through the second
 * half of the first screen (opacity 0 at 50 % of the window height, 1 at 100 %) and takes the
 * page back to the top in SCROLL_TO_TOP_MS. Invisible means out of the tab order too. While the
 * cookie banner shows (a bar at the bottom of the screen), the button rides above it: otherwise a
 * click on the button lands on the banner.
 */

import { animateScroll } from '../../islands/public/smooth-scroll.ts';
import { SCROLL_TO_TOP_MS } from '../../lib/limits.ts';

/** Opacity for a scroll position: 0 up to half the screen height, 1 from a full screen height. */
export function fadeFor(scrollY: number, screenHeight: number): number {
  if (screenHeight <= 0) return 0;
  return Math.min(1, Math.max(0, (scrollY - screenHeight / 2) / (screenHeight / 2)));
}

/** Keeps `--banner-lift` on the button at the cookie banner's height while it shows, else 0. */
function liftAboveBanner(button: HTMLButtonElement): void {
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  if (!banner || typeof ResizeObserver !== 'function') return;
  // The banner's box is 0 × 0 while hidden, so one observer sees it appear, resize and go.
  new ResizeObserver(() => {
    const height = banner.hidden ? 0 : banner.getBoundingClientRect().height;
    button.style.setProperty('--banner-lift', `${height}px`);
  }).observe(banner);
}

export function initScrollToTop(button: HTMLButtonElement): void {
  liftAboveBanner(button);
  const update = () => {
    const opacity = fadeFor(window.scrollY, window.innerHeight);
    // Set through the CSSOM: the CSP allows no style attributes.
    button.style.opacity = String(opacity);
    button.style.visibility = opacity === 0 ? 'hidden' : 'visible';
    button.tabIndex = opacity === 0 ? -1 : 0;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  button.addEventListener('click', async () => {
    await animateScroll(window, 0, SCROLL_TO_TOP_MS);
    // Keyboard users continue from the top of the page, not from the now hidden button.
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  });
}
