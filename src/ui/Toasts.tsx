/**
 * The toast region: an aria-live list of the `$toasts` store. Errors are announced assertively,
 * the rest politely. The region is marked as a react-aria "top layer" so that an open modal does
 * not hide it from assistive technology. Mounted once per page by the layout.
 */
import { useStore } from '@nanostores/react';
import { toast as m } from '../lib/messages.ts';
import { $toasts, dismissToast, type Toast } from '../stores/toasts.ts';

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast--${toast.tone}`}>
      <div className="toast__content">
        {toast.title ? <p className="toast__title">{toast.title}</p> : null}
        <p className="toast__text">{toast.text}</p>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={m.close}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export default function Toasts() {
  const toasts = useStore($toasts);
  const errors = toasts.filter((t) => t.tone === 'error');
  const others = toasts.filter((t) => t.tone !== 'error');
  return (
    <section className="toasts" aria-label={m.region} data-react-aria-top-layer="true">
      <div className="toasts__list" role="alert" aria-live="assertive" aria-atomic="false">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div className="toasts__list" role="status" aria-live="polite" aria-atomic="false">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </section>
  );
}
