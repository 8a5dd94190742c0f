/**
 * The contact dialog's opener (spec §2.5): any element with `data-open-contact` opens it, through
 * one click listener on the document. The dialog (React, the form, react-aria's dialog) is
 * imported on the first click: most visits never open it, so public pages carry no React for it.
 * A dialog that does not arrive in time shows an error (./lazy-load.ts).
 */
import { lazyLoad } from './lazy-load.ts';

let listening = false;

export function listenForContact(): void {
  if (listening) return;
  listening = true;
  // Capture phase: an opener that is a link (a fallback to a contact page) does not navigate.
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element | null)?.closest?.('[data-open-contact]')) return;
      event.preventDefault();
      lazyLoad(() => import('../../islands/public/contact-root.tsx')).then(
        (dialog) => dialog.openContact(),
        () => {},
      );
    },
    true,
  );
}
