/**
 * The one module script of every page (BaseLayout.astro): it wires the behaviour of whatever parts
 * the page has (navbar menus, contact opener, account link, cookie banner, toasts, video covers,
 * scroll-to-top, the room kept under the sticky header, and on the home its hero video and figures). One entry instead of one per component: each extra file costs a request and its
 * headers, which on a text page weighed as much as the code (docs/performance.md).
 */
import { initAccountLink } from './account-link.ts';
import { initConsentBanner } from './consent-banner.ts';
import { listenForContact } from './contact-opener.ts';
import { keepHeaderRoom } from './header-room.ts';
import { closeMenusOutside } from './nav-menus.ts';
import { initScrollToTop } from './scroll-to-top.ts';
import { renderToasts } from './toast-region.ts';
import { listenForVideos } from './video-opener.ts';

const find = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);

/** The parts each page brings anew, also after a client-router swap (the /cont pages). */
function initPageParts() {
  const nav = find('[data-account-nav]');
  if (nav) initAccountLink(nav);
  const banner = find('[data-consent]');
  if (banner) initConsentBanner(banner, import.meta.env.PUBLIC_ANALYTICS_ID);
  const header = find('.site-header');
  if (header) keepHeaderRoom(header);
}

listenForContact();
closeMenusOutside();
initPageParts();
document.addEventListener('astro:after-swap', initPageParts);
// Once per visit: the region persists across client-router moves.
const toasts = find('[data-toasts]');
if (toasts) renderToasts(toasts);
if (find('#overlay-videos')) listenForVideos();
// The home's own parts (hero video, figures) in their own chunk: other pages never load it.
if (find('[data-hero-video], [data-figures]')) import('./home.ts').then((home) => home.initHome());
const scrollTop = find<HTMLButtonElement>('[data-scroll-top]');
if (scrollTop) initScrollToTop(scrollTop);
