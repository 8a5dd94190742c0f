/**
 * The scroll-to-top button (spec §2.4, §9): it fades in while the page scrolls through the second
 * half of the first screen (opacity 0 at 50 % of the window height, 1 at 100 %) and takes the
 * page back to the top in SCROLL_TO_TOP_MS. Invisible means out of the tab order too.
 */
import { useEffect, useState } from 'react';
import { SCROLL_TO_TOP_MS } from '../../lib/limits.ts';
import { scrollToTop as m } from '../../lib/messages.ts';
import { animateScroll } from './smooth-scroll.ts';
import './public-islands.css';

/** Opacity for a scroll position: 0 up to half the screen height, 1 from a full screen height. */
export function fadeFor(scrollY: number, screenHeight: number): number {
  if (screenHeight <= 0) return 0;
  return Math.min(1, Math.max(0, (scrollY - screenHeight / 2) / (screenHeight / 2)));
}

export default function ScrollToTop() {
  const [opacity, setOpacity] = useState(0);

  useEffect(() => {
    const update = () => setOpacity(fadeFor(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const toTop = async () => {
    await animateScroll(window, 0, SCROLL_TO_TOP_MS);
    // Keyboard users continue from the top of the page, not from the now hidden button.
    const main = document.querySelector<HTMLElement>('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  };

  const hidden = opacity === 0;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={m.label}
      title={m.label}
      style={{ opacity, visibility: hidden ? 'hidden' : 'visible' }}
      tabIndex={hidden ? -1 : 0}
      onClick={toTop}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V19h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
