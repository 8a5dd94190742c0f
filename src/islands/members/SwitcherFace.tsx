/** The choir dropdown's trigger: its name and what it shows, before and after its menu has loaded. */
import type { ListedChoir } from '../../lib/api/choirs.ts';
import { members as m } from '../../lib/messages.ts';

export const switcherLabel = (choir: ListedChoir | null) =>
  `${m.switcher.label}: ${choir?.name ?? m.switcher.none}`;

export function SwitcherFace({ choir }: { choir: ListedChoir | null }) {
  return (
    <>
      <span className="choir-switcher__current">{choir?.name ?? m.switcher.none}</span>
      <span className="select__chevron" aria-hidden="true">
        ▾
      </span>
    </>
  );
}
