/**
 * The practice view's keys, listed on the page (messages-practice.ts `keyList`): Space plays or
 * pauses, Left and Right move PRACTICE_SEEK_SECONDS, Home goes to the start (the loop's, while
 * looping). A key meant for a control (a slider's arrows, a button's Space, a text field) is
 * left to that control.
 */
import { useEffect } from 'react';
import { PRACTICE_SEEK_SECONDS } from '../../../lib/limits.ts';
import type { Practice } from './use-practice.ts';

/** Where arrows and Home belong to the control; Space also to buttons and links. */
const TEXT_OR_SLIDER = 'input, select, textarea, [role="slider"], [contenteditable="true"]';
const PRESSABLE = `${TEXT_OR_SLIDER}, button, a, [role="button"]`;

export function usePracticeKeys({ status, togglePlay, seekBy, toStart }: Practice) {
  const ready = status.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const owner = event.key === ' ' ? PRESSABLE : TEXT_OR_SLIDER;
      if (event.target instanceof Element && event.target.closest(owner)) return;
      const action = {
        ' ': () => void togglePlay(),
        ArrowLeft: () => seekBy(-PRACTICE_SEEK_SECONDS),
        ArrowRight: () => seekBy(PRACTICE_SEEK_SECONDS),
        Home: toStart,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ready, togglePlay, seekBy, toStart]);
}
