/**
 * A part loaded on demand (the contact dialog, the video overlay) that has not arrived within
 * LAZY_LOAD_TIMEOUT_MS (spec §8, §9: 120 s) is given up: the visitor sees the 'Eroare de server'
 * toast instead of waiting forever, and the next click tries again. A failed load says the same.
 */
import { LAZY_LOAD_TIMEOUT_MS } from '../../lib/limits.ts';
import { showNetworkErrorToast } from '../../stores/toasts.ts';

export class LazyLoadTimeout extends Error {
  constructor() {
    super(`not loaded within ${LAZY_LOAD_TIMEOUT_MS} ms`);
  }
}

export function lazyLoad<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LazyLoadTimeout()), LAZY_LOAD_TIMEOUT_MS);
  });
  return Promise.race([load(), timeout])
    .finally(() => clearTimeout(timer))
    .catch((error: unknown) => {
      showNetworkErrorToast();
      throw error;
    });
}
