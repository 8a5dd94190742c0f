/** Whether the viewport is at least the spec's sm breakpoint (768 px): phones get disclosures. */
import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
