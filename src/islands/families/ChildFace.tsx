/** The child switcher's trigger: whom the tab acts for, before and after its menu has loaded. */
import type { ActingChild } from '../../client/acting.ts';
import { families as m } from '../../lib/messages.ts';

export const childSwitcherLabel = (child: ActingChild | null) =>
  `${m.switcher.label}: ${child?.name ?? m.switcher.me}`;

export function ChildFace({ child }: { child: ActingChild | null }) {
  return (
    <>
      <span className="choir-switcher__current">{child?.name ?? m.switcher.me}</span>
      <span className="select__chevron" aria-hidden="true">
        ▾
      </span>
    </>
  );
}
