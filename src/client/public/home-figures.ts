/**
 * The home's figures (spec §2.4, "numbers loaded lazily"): the page shows the build-time
 * snapshot's numbers; when the section scrolls into view it asks GET /api/choirs/figures/ and
 * counts up once to the programme's current figures (at once with reduced motion). A failed or
 * unanswered call (LAZY_LOAD_TIMEOUT_MS) keeps the snapshot's numbers, counted up the same way:
 * the figures are a nicety, so no error is shown for them.
 */
import * as v from 'valibot';
import { prefersReducedMotion } from '../../islands/public/smooth-scroll.ts';
import { publicFiguresSchema } from '../../lib/api/choir-map.ts';
import { LAZY_LOAD_TIMEOUT_MS } from '../../lib/limits.ts';
import { publicPaths } from '../../lib/paths/public.ts';

const COUNT_UP_MS = 1500;
const format = new Intl.NumberFormat('ro-RO');

async function fetchFigures(): Promise<Record<string, number> | null> {
  try {
    const response = await fetch(publicPaths.figures, {
      signal: AbortSignal.timeout(LAZY_LOAD_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const result = v.safeParse(publicFiguresSchema, await response.json());
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** Counts each element's text from 0 up to its number, easing out, over COUNT_UP_MS. */
function countUp(targets: [HTMLElement, number][]): void {
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / COUNT_UP_MS);
    const eased = 1 - (1 - t) ** 3;
    for (const [el, to] of targets) el.textContent = format.format(Math.round(to * eased));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function initFigures(list: HTMLElement): void {
  const elements = [...list.querySelectorAll<HTMLElement>('[data-figure]')];
  const observer = new IntersectionObserver(async (entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    const live = await fetchFigures();
    const targets = elements.map((el): [HTMLElement, number] => {
      const key = el.dataset.figure ?? '';
      return [el, live?.[key] ?? Number(el.dataset.value)];
    });
    list.dataset.source = live ? 'live' : 'snapshot';
    if (prefersReducedMotion()) for (const [el, to] of targets) el.textContent = format.format(to);
    else countUp(targets);
  });
  observer.observe(list);
}
