/**
 * A toolbar menu whose react-aria code loads on first use (issue #21): a plain button that looks
 * like the menu's trigger is drawn first; a hover, a focus or a touch fetches the menu's chunk, and
 * a press (Enter, Space, a click, ArrowDown) hands over to the loaded menu, opened, with the focus on
 * its own trigger so that closing it brings the focus back there. The loaded component takes
 * `openOnMount` and calls `useHandOver` (./hand-over.ts) with it.
 */
import {
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useState,
} from 'react';

export interface HandedOver {
  /**
   * How the plain button was pressed, when it was: the loaded menu opens at once, showing the
   * focus ring only after a key (react-aria loaded too late to see the press itself).
   */
  openOnMount: 'pointer' | 'keyboard' | null;
}

interface LazyMenuProps {
  load: () => Promise<{ default: ComponentType<HandedOver> }>;
  className: string;
  /** The trigger's accessible name when its content does not give it. */
  label?: string;
  /** What the plain button shows: the same as the loaded trigger. */
  children: ReactNode;
}

export function LazyMenu({ load, className, label, children }: LazyMenuProps) {
  const [handedOver, setHandedOver] = useState<{
    Loaded: ComponentType<HandedOver>;
    by: 'pointer' | 'keyboard';
  } | null>(null);
  if (handedOver) return <handedOver.Loaded openOnMount={handedOver.by} />;
  const prefetch = () => void load().catch(() => undefined);
  const open = (by: 'pointer' | 'keyboard') =>
    void load().then((module) => setHandedOver({ Loaded: module.default, by }));
  // A click from Enter or Space has no pointer behind it: its `detail` (the click count) is 0.
  const onClick = (event: MouseEvent) => open(event.detail > 0 ? 'pointer' : 'keyboard');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open('keyboard');
  };
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="true"
      aria-expanded="false"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
