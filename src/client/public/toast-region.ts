/**
 * The toast region (ToastRegion.astro) kept in step with the `$toasts` store: errors go to the
 * assertive list, the rest to the polite one. Toasts already shown keep their element, so a
 * screen reader announces only the new ones.
 */
import { $toasts, dismissToast, type Toast } from '../../stores/toasts.ts';

function toastElement(toast: Toast, closeLabel: string): HTMLElement {
  const item = document.createElement('div');
  item.className = `toast toast--${toast.tone}`;
  item.dataset.toastId = toast.id;
  const content = document.createElement('div');
  content.className = 'toast__content';
  if (toast.title) {
    const title = document.createElement('p');
    title.className = 'toast__title';
    title.textContent = toast.title;
    content.append(title);
  }
  const text = document.createElement('p');
  text.className = 'toast__text';
  text.textContent = toast.text;
  content.append(text);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', closeLabel);
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  close.append(cross);
  close.addEventListener('click', () => dismissToast(toast.id));
  item.append(content, close);
  return item;
}

function sync(list: Element, toasts: Toast[], closeLabel: string) {
  const wanted = new Set(toasts.map((t) => t.id));
  for (const child of [...list.children])
    if (!wanted.has((child as HTMLElement).dataset.toastId ?? '')) child.remove();
  for (const toast of toasts) {
    const shown = [...list.children].find(
      (child) => (child as HTMLElement).dataset.toastId === toast.id,
    );
    // Left in place when unchanged: a moved element would be announced again.
    if (shown?.querySelector('.toast__text')?.textContent === toast.text) continue;
    shown?.remove();
    list.append(toastElement(toast, closeLabel));
  }
}

/** Renders the store into `region` from now on; returns the unsubscribe function. */
export function renderToasts(region: HTMLElement): () => void {
  const alerts = region.querySelector('[role="alert"]');
  const statuses = region.querySelector('[role="status"]');
  const closeLabel = region.dataset.closeLabel ?? '';
  if (!alerts || !statuses) throw new Error('the toast region needs an alert and a status list');
  return $toasts.subscribe((toasts) => {
    sync(
      alerts,
      toasts.filter((t) => t.tone === 'error'),
      closeLabel,
    );
    sync(
      statuses,
      toasts.filter((t) => t.tone !== 'error'),
      closeLabel,
    );
  });
}
