/**
 * A lazily loaded part (src/client/public/lazy-load.ts) that has not arrived within
 * LAZY_LOAD_TIMEOUT_MS (spec §9: 120 s) is given up with the network-error toast (spec §8).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LazyLoadTimeout, lazyLoad } from '../../src/client/public/lazy-load.ts';
import { LAZY_LOAD_TIMEOUT_MS } from '../../src/lib/limits.ts';
import { network } from '../../src/lib/messages-network.ts';
import { resetAllStores } from '../../src/stores/reset.ts';
import { $toasts } from '../../src/stores/toasts.ts';

const toastTexts = () => $toasts.get().map((t) => t.text);
const never = () => new Promise<never>(() => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  resetAllStores();
});

describe('lazyLoad', () => {
  test('rejects and shows the error toast when the part has not arrived after 120 s', async () => {
    const outcome = lazyLoad(never).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(toastTexts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(LazyLoadTimeout);
    expect(toastTexts()).toEqual([network.text]);
  });

  test('shows the same toast when the load fails before', async () => {
    await expect(lazyLoad(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      'Failed to fetch',
    );
    expect(toastTexts()).toEqual([network.text]);
  });

  test('gives the part when it arrives in time, and no timer is left to fire', async () => {
    const part = { open: () => 'open' };
    const loading = lazyLoad(
      () => new Promise<typeof part>((resolve) => setTimeout(() => resolve(part), 60_000)),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(loading).resolves.toBe(part);
    expect(vi.getTimerCount()).toBe(0);
    expect(toastTexts()).toEqual([]);
  });
});
