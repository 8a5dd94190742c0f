/**
 * A scroll animation of a fixed duration (spec §9: 1000 ms to the top, 500 ms to a county),
 * which `behavior: 'smooth'` cannot promise. With prefers-reduced-motion it jumps at once.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls `target` (the window or a scrollable element) to `top` px over `ms`; resolves when done. */
export function animateScroll(
  target: Window | HTMLElement,
  top: number,
  ms: number,
): Promise<void> {
  const current = () => (target instanceof Window ? target.scrollY : target.scrollTop);
  const set = (y: number) => target.scrollTo({ top: y, behavior: 'instant' });
  const from = current();
  if (ms <= 0 || prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
    set(top);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      set(from + (top - from) * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
