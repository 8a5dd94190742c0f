/**
 * The child switcher once opened (loaded on first use by ChildSwitcher): 'Eu', then each child
 * of the parent, as GET /api/families/ lists them. Picking one acts for them in this tab.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { api } from '../../client/api.ts';
import type { FamilyAnswer, FamilyChild } from '../../lib/api/families.ts';
import { apiPath } from '../../lib/api-path.ts';
import { families as m } from '../../lib/messages.ts';
import { familyPaths } from '../../lib/paths/families.ts';
import { $actingChild, actFor } from '../../stores/family.ts';
import { useHandOver } from '../../ui/hand-over.ts';
import type { HandedOver } from '../../ui/LazyMenu.tsx';
import { ChildFace, childSwitcherLabel } from './ChildFace.tsx';

const ME = 'me';
const nameOf = (child: FamilyChild) => `${child.first_name} ${child.last_name}`.trim();

export default function ChildSwitcherMenu({ openOnMount }: HandedOver) {
  const acting = useStore($actingChild);
  const [children, setChildren] = useState<FamilyChild[] | null>(null);
  const { trigger, isOpen, setOpen } = useHandOver(openOnMount);
  useEffect(() => {
    api
      .get(apiPath(familyPaths.list))
      .json<FamilyAnswer>()
      .then((answer) => setChildren(answer.children))
      .catch(() => setChildren([]));
  }, []);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={trigger} className="choir-switcher" aria-label={childSwitcherLabel(acting)}>
        <ChildFace child={acting} />
      </Button>
      <Popover className="popover menu-popover choir-switcher__popover" placement="bottom start">
        <Menu
          className="menu"
          aria-label={m.switcher.label}
          selectionMode="single"
          selectedKeys={[acting ? String(acting.id) : ME]}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key == null) return;
            const child = children?.find((c) => String(c.id) === String(key));
            actFor(child ? { id: child.id, name: nameOf(child) } : null);
          }}
        >
          <MenuItem id={ME} className="menu__item choir-switcher__item">
            {m.switcher.me}
          </MenuItem>
          {children === null ? (
            <MenuItem id="loading" className="menu__item" isDisabled>
              {m.switcher.loading}
            </MenuItem>
          ) : (
            children.map((child) => (
              <MenuItem
                key={child.id}
                id={String(child.id)}
                textValue={nameOf(child)}
                className="menu__item choir-switcher__item"
              >
                {nameOf(child)}
              </MenuItem>
            ))
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
