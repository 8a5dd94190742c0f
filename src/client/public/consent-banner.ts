/**
 * The cookie-consent banner (spec §4) without a framework: the markup is CookieBanner.astro's,
 * hidden until this script finds no stored choice. Either button saves the choice for 30 days and
 * reloads the page (stores/consent.ts); with statistics chosen, the next load starts analytics
 * (IP anonymised). Focus moves to the banner when it appears, unless the visitor is already in a
 * field or on a control: taking focus from someone typing would lose their text.
 */
import { chooseConsent, loadConsent, startAnalytics } from '../../stores/consent.ts';

export function initConsentBanner(banner: HTMLElement, analyticsId: string | undefined): void {
  const choices = loadConsent();
  startAnalytics(analyticsId);
  if (choices !== null) return;
  banner.hidden = false;
  const active = document.activeElement;
  if (!active || active === document.body) banner.focus({ preventScroll: true });
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-consent-choice]');
    if (!button) return;
    banner.hidden = true;
    chooseConsent(button.getAttribute('data-consent-choice') === 'statistics');
  });
}
