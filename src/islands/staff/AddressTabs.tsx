/**
 * A back-office page's tabs and rows kept in the address, so a view can be linked and reloaded:
 * the tab is `?<name>=<value>` (followed through back and forward), an open row is `?id=N`.
 * A plain click switches in place; a click with a modifier opens the link as the browser would.
 * The tabs' style: link-tabs.css.
 */
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';

/** A left click without a modifier: the page handles it in place. */
const plainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);

/** The tab of the address (`?<name>=`), the first of `values` without one (or another). */
export function useAddressTab<T extends string>(name: string, values: readonly T[]): T {
  const read = () => {
    const value = new URLSearchParams(location.search).get(name) ?? '';
    return (values as readonly string[]).includes(value) ? (value as T) : (values[0] as T);
  };
  const [tab, setTab] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per page; the values are constants
  useEffect(() => {
    const update = () => setTab(read());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return tab;
}

interface TabsProps<T extends string> {
  name: string;
  values: readonly T[];
  current: T;
  label: string;
  text: (value: T) => string;
}

/** The tabs as links; a plain click changes the address and tells useAddressTab. */
export function AddressTabs<T extends string>({
  name,
  values,
  current,
  label,
  text,
}: TabsProps<T>) {
  const switchTo = (event: MouseEvent, to: T) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    history.pushState(history.state, '', `?${name}=${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return (
    <nav className="staff-tabs" aria-label={label}>
      <ul>
        {values.map((to) => (
          <li key={to}>
            <a
              href={`?${name}=${to}`}
              aria-current={to === current ? 'page' : undefined}
              onClick={(event) => switchTo(event, to)}
            >
              {text(to)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The link that opens row `id` (`?id=N` added to the address); a plain click calls `onOpen`. */
export function RowLink({
  id,
  onOpen,
  children,
}: {
  id: number;
  onOpen: (id: number) => void;
  children: ReactNode;
}) {
  const params = new URLSearchParams(location.search);
  params.set('id', String(id));
  return (
    <a
      href={`?${params}`}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(id);
      }}
    >
      {children}
    </a>
  );
}
