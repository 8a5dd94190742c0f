/**
 * Cookie consent (spec §3, §4): `$consent` holds the visitor's choice, a list of 'essential' /
 * 'statistics', or null while unset (the banner shows). The choice lives in the cookie
 * CONSENT_COOKIE for CONSENT_COOKIE_DAYS; `chooseConsent` saves it and reloads the page, and on
 * the next load `startAnalytics` loads the statistics script (IP anonymised) only when the
 * visitor chose statistics and the site has an analytics id. Nothing is loaded before consent.
 */
import { atom } from 'nanostores';
import { readCookie, writeCookie } from '../client/cookies.ts';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../lib/limits.ts';

export type ConsentChoice = 'essential' | 'statistics';

const DAY_SECONDS = 24 * 60 * 60;

/** The stored choice, or null when the cookie is missing or unreadable. */
export function readConsent(): ConsentChoice[] | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return null;
    const choices = list.filter(
      (item): item is ConsentChoice => item === 'essential' || item === 'statistics',
    );
    return choices.includes('essential') ? choices : null;
  } catch {
    return null;
  }
}

export const $consent = atom<ConsentChoice[] | null>(null);

/** Reads the cookie into the store (the islands call it once they run in the browser). */
export function loadConsent(): ConsentChoice[] | null {
  const choices = readConsent();
  $consent.set(choices);
  return choices;
}

/** The page reload after a choice; tests replace `run`. */
export const pageReload = { run: () => window.location.reload() };

/** Saves the choice for CONSENT_COOKIE_DAYS and reloads the page (spec §4). */
export function chooseConsent(statistics: boolean): void {
  const choices: ConsentChoice[] = statistics ? ['essential', 'statistics'] : ['essential'];
  writeCookie(CONSENT_COOKIE, JSON.stringify(choices), CONSENT_COOKIE_DAYS * DAY_SECONDS);
  $consent.set(choices);
  pageReload.run();
}

let analyticsStarted = false;

/**
 * Loads Google Analytics (gtag.js) with IP anonymisation, once, when the stored choice includes
 * statistics and `analyticsId` is set; does nothing otherwise. Its cookies keep the spec's
 * lifetimes (2 years, 24 hours, 1 minute: gtag's own defaults).
 */
export function startAnalytics(analyticsId: string | undefined): boolean {
  if (analyticsStarted || !analyticsId || !$consent.get()?.includes('statistics')) return false;
  analyticsStarted = true;
  const w = window as typeof window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads only real `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js needs the arguments object itself.
    w.dataLayer?.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', analyticsId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
  document.head.append(script);
  return true;
}
