// @vitest-environment happy-dom
// The analytics script is appended, never fetched: happy-dom counts the load it skips as done, as
// a browser would finish it, instead of printing a DOMException for a test that passes.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { initConsentBanner } from '../../src/client/public/consent-banner.ts';
import { CONSENT_COOKIE } from '../../src/lib/limits.ts';
import { consent as m } from '../../src/lib/messages.ts';
import { $consent, pageReload, readConsent, startAnalytics } from '../../src/stores/consent.ts';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

/** The markup of CookieBanner.astro, as the page has it before the script runs. */
function banner(): HTMLElement {
  document.body.innerHTML = `
    <section class="consent" role="dialog" aria-modal="false" aria-labelledby="t" tabindex="-1" hidden>
      <h2 id="t">${m.title}</h2>
      <button type="button" data-consent-choice="essential">${m.essential}</button>
      <button type="button" data-consent-choice="statistics">${m.statistics}</button>
    </section>`;
  return document.querySelector('section') as HTMLElement;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLElement;

beforeEach(() => {
  clearCookie();
  $consent.set(null);
  pageReload.run = vi.fn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('initConsentBanner', () => {
  test('shows and focuses the banner when no choice is stored', () => {
    const element = banner();
    initConsentBanner(element, undefined);
    expect(element.hidden).toBe(false);
    expect(document.activeElement).toBe(element);
  });

  test('leaves the focus where the visitor is typing', () => {
    const element = banner();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    initConsentBanner(element, undefined);
    expect(element.hidden).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  test.each([
    [m.essential, ['essential']],
    [m.statistics, ['essential', 'statistics']],
  ])('"%s" saves %j in the cookie, hides the banner and reloads the page', (name, stored) => {
    const element = banner();
    initConsentBanner(element, undefined);
    button(name).click();
    expect(readConsent()).toEqual(stored);
    expect(document.cookie).toContain(CONSENT_COOKIE);
    expect(element.hidden).toBe(true);
    expect(pageReload.run).toHaveBeenCalledOnce();
  });

  test('stays hidden once a choice is stored', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup.
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('["essential"]')}; Path=/`;
    const element = banner();
    initConsentBanner(element, undefined);
    expect(element.hidden).toBe(true);
  });
});

describe('startAnalytics', () => {
  test('loads nothing without the statistics choice or without an id', () => {
    $consent.set(['essential']);
    expect(startAnalytics('G-TEST')).toBe(false);
    $consent.set(['essential', 'statistics']);
    expect(startAnalytics(undefined)).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  test('loads the analytics script with IP anonymisation after the statistics choice', () => {
    $consent.set(['essential', 'statistics']);
    expect(startAnalytics('G-TEST')).toBe(true);
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toContain('id=G-TEST');
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    const config = layer.map((args) => [...args]).find((args) => args[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST', { anonymize_ip: true }]);
  });
});
