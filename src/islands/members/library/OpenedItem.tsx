/**
 * The item a deep link opened (`?score=ID`…, from the dashboard's boxes): shown above the list,
 * marked, with the focus on its heading so a screen reader starts there. A link to an item that
 * is gone says so instead.
 */
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { library } from '../../../lib/messages.ts';
import { Banner } from '../../../ui/Banner.tsx';

export function OpenedItem<T>({
  item,
  missing,
  children,
}: {
  item: T | null;
  missing: boolean;
  children: (item: T, headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!item) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'center' });
  }, [item]);
  return (
    <>
      <Banner tone="info">{missing ? library.itemNotFound : null}</Banner>
      {item ? <div className="library-opened">{children(item, headingRef)}</div> : null}
    </>
  );
}
