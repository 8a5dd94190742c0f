/**
 * A toolbar menu whose react-aria code loads on first use (issue #21): a plain button that looks
 * like the menu's trigger is drawn first; a hover, a focus or a touch fetches the menu's chunk, and
 * a press (Enter, Space, a click, ArrowDown) hands over to the loaded menu, opened, with the focus on
 * its own trigger so that closing it brings the focus back there. The loaded component takes
 * `openOnMount` and calls `useHandOver` with it.
 */
import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';

export interface HandedOver {
  /** True when the plain button was pressed: the loaded menu opens at once. */
  openOnMount: boolean;
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
  const [Loaded, setLoaded] = useState<ComponentType<HandedOver> | null>(null);
  if (Loaded) return <Loaded openOnMount />;
  const prefetch = () => void load().catch(() => undefined);
  const open = () => void load().then((module) => setLoaded(() => module.default));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
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
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}

/** In the loaded menu: its trigger's ref and open state; opens (trigger focused) when handed over. */
export function useHandOver(openOnMount: boolean) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!openOnMount) return;
    trigger.current?.focus();
    setOpen(true);
  }, [openOnMount]);
  return { trigger, isOpen, setOpen };
}
