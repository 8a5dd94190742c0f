/**
 * The contact dialog's opener (spec §2.5): any element with `data-open-contact` opens it, through
 * one click listener on the document, so static pages need no JavaScript of their own. The dialog
 * itself (ContactModal.tsx: the form, its validation, react-aria's dialog) loads on the first
 * click: most visits never open it, and every public page carries this island.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import './public-islands.css';

const ContactModal = lazy(() =>
  import('./ContactModal.tsx').then((module) => ({ default: module.ContactModal })),
);

export default function ContactDialog() {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const open = () => {
      setWanted(true);
      setOpen(true);
    };
    const onClick = (event: MouseEvent) => {
      const opener = (event.target as Element | null)?.closest?.('[data-open-contact]');
      if (!opener) return;
      event.preventDefault();
      open();
    };
    // Capture phase: an opener that is a link (a fallback to a contact page) does not navigate.
    document.addEventListener('click', onClick, true);
    // Hand-over from SiteHeader's inline script, which kept clicks made before this listener existed.
    const early = window as { contactReady?: boolean; contactPending?: boolean };
    early.contactReady = true;
    if (early.contactPending) open();
    early.contactPending = false;
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ContactModal isOpen={isOpen} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
