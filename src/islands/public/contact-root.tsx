/**
 * The contact dialog, mounted on its first opening (client/public/contact-opener.ts imports this
 * module on the first click of an opener). It stays mounted once loaded, so closing by mistake
 * keeps what was typed.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { createRoot, type Root } from 'react-dom/client';
import { ContactModal } from './ContactModal.tsx';

const $open = atom(false);
let root: Root | null = null;
let container: HTMLElement | null = null;

function ContactHost() {
  const isOpen = useStore($open);
  return <ContactModal isOpen={isOpen} onClose={() => $open.set(false)} />;
}

export function openContact(): void {
  if (!root) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<ContactHost />);
  }
  $open.set(true);
}

/** Removes the dialog and what was typed (tests start each case from a fresh dialog). */
export function unmountContact(): void {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
  $open.set(false);
}
