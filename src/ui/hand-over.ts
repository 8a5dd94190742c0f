/**
 * In a menu loaded by LazyMenu: its trigger's ref and open state; when handed over, the trigger
 * takes the focus and the menu opens, and react-aria learns how the plain button was pressed, so
 * that a click does not draw the keyboard's focus ring (issue #21).
 */
import { useEffect, useRef, useState } from 'react';
import { setInteractionModality } from 'react-aria-components';
import type { HandedOver } from './LazyMenu.tsx';

export function useHandOver(openOnMount: HandedOver['openOnMount']) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!openOnMount) return;
    setInteractionModality(openOnMount);
    trigger.current?.focus();
    setOpen(true);
  }, [openOnMount]);
  return { trigger, isOpen, setOpen };
}
