/**
 * The signed-in frame's pages ready before the press (issue #21). A pointer over a link to a
 * /cont page (the side menu's, the dashboard boxes', the toolbar's), a touch or the keyboard's focus
 * on it asks for that page's HTML, then for the stylesheets and the
 * scripts it names (hashed files, kept by the browser), so that the client router finds the page,
 * its styles and its island's code at hand: on a first move the calendar's code is already loading
 * while the finger is on the screen. The HTML is the same for everyone (the build's page, nothing
 * personal: the session and the choir's data come from the API, never prefetched) and is kept in
 * memory for KEEP_MS, then asked again; the router uses it instead of its own request. The page
 * being left is asked for at the same moment and kept the same way, so the first way back to it
 * (the dashboard, after a look at the calendar) needs no request either. This is the
 * only prefetch of these pages: Astro's own (which the client router turns on for every link) is
 * off (`prefetch: false` in astro.config.mjs), as it asked for the same HTML a second time.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';

/** How long a prefetched page stands for the built one: a deploy may change it. */
const KEEP_MS = 5 * 60_000;
/** The frame's pages: a download or a link that leaves the tab is not one. */
const LINKS = 'a[href^="/cont/"]:not([download], [target], [data-astro-reload])';

/** A move of the client router is being prepared: the hovered page's scripts wait. */
let moving = false;
const pages = new Map<string, { at: number; html: Promise<string | null> }>();
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const pageKey = (url: URL) => url.pathname.replace(/\/$/, '');

function fresh(url: URL) {
  const page = pages.get(pageKey(url));
  return page && Date.now() - page.at < KEEP_MS ? page : undefined;
}

/**
 * Asks for the page's stylesheets and module scripts that this document has not loaded. The
 * stylesheets at once (the client router waits for them before it swaps); the scripts when the
 * main thread is idle: issuing the ~60–80 requests of a page costs a slow phone's main thread a few
 * hundred ms, which a press right after the pointer came would otherwise wait for (issue #21).
 */
function warm(html: string) {
  const head = parse(html).head;
  const hint = (rel: string, href: string | null) => {
    if (!href || document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  };
  for (const sheet of head.querySelectorAll('link[rel=stylesheet]'))
    hint('prefetch', sheet.getAttribute('href'));
  // A signed-in page holds its modulepreload links in a template (scripts/modulepreload.ts).
  const held = [...head.querySelectorAll<HTMLTemplateElement>('template[data-modulepreload]')];
  const scripts = [
    ...head.querySelectorAll('link[rel=modulepreload]'),
    ...held.flatMap((template) => [...template.content.querySelectorAll('link')]),
  ].map((link) => link.getAttribute('href'));
  // A few at a time, in the main thread's idle periods, and none once a move has started: the
  // router's own work then comes first, and the new page asks for what it still lacks.
  const later =
    window.requestIdleCallback ??
    ((run: IdleRequestCallback) =>
      setTimeout(() => run({ didTimeout: false, timeRemaining: () => 1 }), 1));
  let next = 0;
  const issue: IdleRequestCallback = (deadline) => {
    while (next < scripts.length && !moving && deadline.timeRemaining() > 0)
      hint('modulepreload', scripts[next++] ?? null);
    if (next < scripts.length && !moving) later(issue);
  };
  later(issue);
}

/** Asks for the page's HTML and keeps its promise; `warm` then asks for its styles and scripts. */
function fetchPage(url: URL, warmUp: boolean) {
  const html = fetch(url)
    .then((res) =>
      res.ok && res.headers.get('content-type')?.startsWith('text/html') ? res.text() : null,
    )
    .catch(() => null);
  pages.set(pageKey(url), { at: Date.now(), html });
  if (warmUp) void html.then((text) => text && warm(text));
}

function prefetch(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(LINKS) : null;
  if (!link) return;
  const url = new URL(link.href);
  const here = new URL(location.href);
  if (url.origin !== location.origin || pageKey(url) === pageKey(here)) return;
  if (!fresh(url)) fetchPage(url, true);
  // The way back: this page's HTML, asked for again (the document has been changed by its
  // islands) when the child is about to leave it, so that coming back needs no request either.
  if (!fresh(here)) fetchPage(here, false);
}

/** The router's own loader, fed from memory: parse, then wait for the new stylesheets as it does. */
async function loadFrom(event: TransitionBeforePreparationEvent, html: string) {
  event.newDocument = parse(html);
  for (const el of event.newDocument.querySelectorAll('noscript')) el.remove();
  const styles = [...event.newDocument.head.querySelectorAll('link[rel=stylesheet]')]
    .map((link) => link.getAttribute('href'))
    .filter(
      (href) => href && !document.querySelector(`link[rel=stylesheet][href="${CSS.escape(href)}"]`),
    )
    .map(
      (href) =>
        new Promise((resolve) => {
          const preload = Object.assign(document.createElement('link'), {
            rel: 'preload',
            as: 'style',
            href,
          });
          preload.addEventListener('load', resolve);
          preload.addEventListener('error', resolve);
          document.head.append(preload);
        }),
    );
  await Promise.all(styles);
}

export function prefetchSideMenuPages() {
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, (event) => prefetch(event.target), {
      capture: true,
      passive: true,
    });
  document.addEventListener('astro:after-swap', () => {
    moving = false;
  });
  document.addEventListener('astro:before-preparation', (event) => {
    moving = true;
    const prep = event as TransitionBeforePreparationEvent;
    const page = prep.formData ? undefined : fresh(prep.to);
    if (!page) return;
    const routerLoader = prep.loader;
    prep.loader = async () => {
      const html = await page.html;
      if (html && !prep.signal.aborted) await loadFrom(prep, html);
      else await routerLoader();
    };
  });
}
