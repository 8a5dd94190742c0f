/**
 * The toolbar's child switcher (issue #25), beside the choir dropdown and like it: a plain button
 * first, its menu (ChildSwitcherMenu, which asks for the children) loaded on first use. Shown only
 * to a parent, or while the tab acts for a child.
 */
import { useStore } from '@nanostores/react';
import { $actingChild } from '../../stores/family.ts';
import { $user } from '../../stores/session.ts';
import { LazyMenu } from '../../ui/LazyMenu.tsx';
import { ChildFace, childSwitcherLabel } from './ChildFace.tsx';
import '../members/choir-switcher.css';

const loadMenu = () => import('./ChildSwitcherMenu.tsx');

export default function ChildSwitcher() {
  const user = useStore($user);
  const child = useStore($actingChild);
  if (!child && !user?.has_children) return null;
  return (
    <LazyMenu load={loadMenu} className="choir-switcher" label={childSwitcherLabel(child)}>
      <ChildFace child={child} />
    </LazyMenu>
  );
}
