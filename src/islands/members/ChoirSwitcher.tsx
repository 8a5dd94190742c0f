/**
 * The toolbar's choir dropdown (spec §2.7): the selected choir's name on a plain button; its menu
 * (ChoirSwitcherMenu, with react-aria's menu and popover) loads on first use (issue #21).
 */
import { useStore } from '@nanostores/react';
import { $selectedChoir } from '../../stores/choirs.ts';
import { LazyMenu } from '../../ui/LazyMenu.tsx';
import { SwitcherFace, switcherLabel } from './SwitcherFace.tsx';
import './choir-switcher.css';

const loadMenu = () => import('./ChoirSwitcherMenu.tsx');

export default function ChoirSwitcher() {
  const selected = useStore($selectedChoir);
  return (
    <LazyMenu load={loadMenu} className="choir-switcher" label={switcherLabel(selected)}>
      <SwitcherFace choir={selected} />
    </LazyMenu>
  );
}
