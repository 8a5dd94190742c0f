// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import CookieConsent from '../../src/islands/public/CookieConsent.tsx';
import { CONSENT_COOKIE } from '../../src/lib/limits.ts';
import { consent as m } from '../../src/lib/messages.ts';
import { $consent, pageReload, readConsent, startAnalytics } from '../../src/stores/consent.ts';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

beforeEach(() => {
  clearCookie();
  $consent.set(null);
  pageReload.run = vi.fn();
});
afterEach(cleanup);

describe('CookieConsent', () => {
  test('shows a labelled, focused banner when no choice is stored', async () => {
    render(<CookieConsent />);
    const banner = await screen.findByRole('dialog', { name: m.title });
    expect(document.activeElement).toBe(banner);
    expect(screen.getByRole('button', { name: m.essential })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.statistics })).toBeTruthy();
  });

  test.each([
    [m.essential, ['essential']],
    [m.statistics, ['essential', 'statistics']],
  ])('"%s" saves %j in the cookie and reloads the page', async (button, stored) => {
    render(<CookieConsent />);
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(readConsent()).toEqual(stored);
    expect(document.cookie).toContain(CONSENT_COOKIE);
    expect(pageReload.run).toHaveBeenCalledOnce();
  });

  test('stays hidden once a choice is stored', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup.
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('["essential"]')}; Path=/`;
    render(<CookieConsent />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
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
