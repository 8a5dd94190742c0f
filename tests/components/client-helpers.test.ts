// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSessionHint, hasSessionHint } from '../../src/client/cookies.ts';
import { avatarProblem } from '../../src/islands/account/AvatarUpload.tsx';
import { lastPathSegment } from '../../src/islands/auth/path-param.ts';
import { AVATAR_MAX_BYTES, SESSION_HINT_COOKIE, TOAST_AUTO_HIDE_MS } from '../../src/lib/limits.ts';
import { account, network } from '../../src/lib/messages.ts';
import { resetAllStores } from '../../src/stores/reset.ts';
import { $toasts, showNetworkErrorToast, showToast } from '../../src/stores/toasts.ts';

describe('lastPathSegment', () => {
  test('returns the code of /activate/<code>/', () => {
    expect(lastPathSegment('/activate/abc-123/')).toBe('abc-123');
    expect(lastPathSegment('/cont/reseteaza-parola/a.b.c')).toBe('a.b.c');
  });
  test('returns null for the shell placeholder', () => {
    expect(lastPathSegment('/cont/activate/_/')).toBeNull();
  });
});

describe('avatarProblem', () => {
  test('refuses files that are not images or are too large', () => {
    expect(avatarProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
      account.avatarNotImage,
    );
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'a.png', { type: 'image/png' });
    expect(avatarProblem(big)).toBe(account.avatarTooLarge);
    expect(avatarProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
});

describe('session hint cookie', () => {
  test('is read as set by the server, and cleared', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    expect(hasSessionHint()).toBe(true);
    clearSessionHint();
    expect(hasSessionHint()).toBe(false);
  });
});

describe('toasts', () => {
  afterEach(() => {
    resetAllStores();
    vi.useRealTimers();
  });

  test('hide themselves after TOAST_AUTO_HIDE_MS', () => {
    vi.useFakeTimers();
    showToast({ text: 'Salvat', tone: 'success' });
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS);
    expect($toasts.get()).toHaveLength(0);
  });

  test('keep one persistent network-error toast', () => {
    vi.useFakeTimers();
    showNetworkErrorToast();
    showNetworkErrorToast();
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS * 3);
    expect($toasts.get()).toEqual([
      {
        id: 'network-error',
        tone: 'error',
        title: network.title,
        text: network.text,
        persistent: true,
      },
    ]);
  });
});
