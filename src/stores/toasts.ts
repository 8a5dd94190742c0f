/**
 * Toasts: short notices shown in the corner by the toast region (ToastRegion.astro).
 * Data: `$toasts`, the list on screen, oldest first. Lifecycle: `showToast` adds one and, unless it
 * is persistent, schedules its removal after TOAST_AUTO_HIDE_MS; `dismissToast` removes one now.
 * A toast with an `id` replaces an earlier one with the same id (one network-error toast at most).
 */
import { atom } from 'nanostores';
import { OFFLINE_NOTICE_ID, TOAST_AUTO_HIDE_MS } from '../lib/limits.ts';
import { network } from '../lib/messages-network.ts';
import { onStoreReset } from './reset.ts';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  tone: ToastTone;
  title?: string;
  text: string;
  persistent: boolean;
}

export interface ToastInput {
  id?: string;
  tone?: ToastTone;
  title?: string;
  text: string;
  persistent?: boolean;
}

export const $toasts = atom<Toast[]>([]);

let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(input: ToastInput): string {
  counter += 1;
  const id = input.id ?? `toast-${counter}`;
  const toast: Toast = {
    id,
    tone: input.tone ?? 'info',
    text: input.text,
    persistent: input.persistent ?? false,
    ...(input.title ? { title: input.title } : {}),
  };
  dismissToast(id);
  $toasts.set([...$toasts.get(), toast]);
  if (!toast.persistent)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_AUTO_HIDE_MS),
    );
  return id;
}

/**
 * The persistent red toast of spec §8 for a request that got no answer at all; not while the
 * device is offline under the members' offline notice, which says it already (issue #27).
 */
export function showNetworkErrorToast(): void {
  if (navigator.onLine === false && document.getElementById(OFFLINE_NOTICE_ID)) return;
  showToast({
    id: 'network-error',
    tone: 'error',
    title: network.title,
    text: network.text,
    persistent: true,
  });
}

onStoreReset(() => {
  for (const id of timers.keys()) clearTimeout(timers.get(id));
  timers.clear();
  $toasts.set([]);
});
