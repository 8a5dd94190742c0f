/**
 * The side menu's pages ready before the press (issue #21). A pointer over a link of the side menu,
 * a touch or the keyboard's focus on it asks for that page's HTML, then for the stylesheets and the
 * scripts it names (hashed files, kept by the browser), so that the client router finds the page,
 * its styles and its island's code at hand: on a first move the calendar's code is already loading
 * while the finger is on the screen. The HTML is the same for everyone (the build's page, nothing
 * personal: the session and the choir's data come from the API, never prefetched) and is kept in
 * memory for KEEP_MS, then asked again; the router uses it instead of its own request.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';

/** How long a prefetched page stands for the built one: a deploy may change it. */
const KEEP_MS = 5 * 60_000;
const LINKS = '.members-aside a[href]';

const pages = new Map<string, { at: number; html: Promise<string | null> }>();
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const pageKey = (url: URL) => url.pathname.replace(/\/$/, '');

function fresh(url: URL) {
  const page = pages.get(pageKey(url));
  return page && Date.now() - page.at < KEEP_MS ? page : undefined;
}

/** Asks for the page's stylesheets and module scripts that this document has not loaded. */
function warm(html: string) {
  for (const link of parse(html).head.querySelectorAll(
    'link[rel=stylesheet], link[rel=modulepreload]',
  )) {
    const href = link.getAttribute('href');
    if (!href || document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const hint = document.createElement('link');
    hint.rel = link.getAttribute('rel') === 'stylesheet' ? 'prefetch' : 'modulepreload';
    hint.href = href;
    document.head.append(hint);
  }
}

function prefetch(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(LINKS) : null;
  if (!link) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || pageKey(url) === pageKey(new URL(location.href))) return;
  if (fresh(url)) return;
  const html = fetch(url)
    .then((res) =>
      res.ok && res.headers.get('content-type')?.startsWith('text/html') ? res.text() : null,
    )
    .catch(() => null);
  pages.set(pageKey(url), { at: Date.now(), html });
  void html.then((text) => text && warm(text));
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
  document.addEventListener('astro:before-preparation', (event) => {
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
