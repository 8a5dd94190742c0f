/**
 * The toolbar's choir dropdown once opened (spec §2.7; loaded on first use by ChoirSwitcher): the
 * selected choir's name on the button; in the menu
 * the confirmed choirs (activated, and the user approved in them), then the unconfirmed ones with
 * what they wait for, then 'Administrează corurile', which opens the choir selection modal.
 * Picking a choir selects it for every members page (stored, spec §4).
 */
import { useStore } from '@nanostores/react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import type { ListedChoir } from '../../lib/api/choirs.ts';
import { members as m } from '../../lib/messages.ts';
import { $choirDialog, $selectedChoir, selectChoir } from '../../stores/choirs.ts';
import { $choirs } from '../../stores/session.ts';
import { useHandOver } from '../../ui/hand-over.ts';
import type { HandedOver } from '../../ui/LazyMenu.tsx';
import { SwitcherFace, switcherLabel } from './SwitcherFace.tsx';

const isUsable = (choir: ListedChoir) => choir.is_confirmed && choir.user_is_confirmed;

function ChoirItem({ choir }: { choir: ListedChoir }) {
  const waiting = !choir.is_confirmed
    ? m.switcher.choirWaiting
    : !choir.user_is_confirmed
      ? m.switcher.userWaiting
      : null;
  return (
    <MenuItem id={choir.id} textValue={choir.name} className="menu__item choir-switcher__item">
      <span className="choir-switcher__name">{choir.name}</span>
      {waiting ? <span className="choir-switcher__note">{waiting}</span> : null}
    </MenuItem>
  );
}

export default function ChoirSwitcherMenu({ openOnMount }: HandedOver) {
  const choirs = useStore($choirs);
  const selected = useStore($selectedChoir);
  const { trigger, isOpen, setOpen } = useHandOver(openOnMount);
  const confirmed = choirs.filter(isUsable);
  const unconfirmed = choirs.filter((choir) => !isUsable(choir));

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={trigger} className="choir-switcher" aria-label={switcherLabel(selected)}>
        <SwitcherFace choir={selected} />
      </Button>
      <Popover className="popover menu-popover choir-switcher__popover" placement="bottom start">
        <Menu
          className="menu"
          selectionMode="single"
          selectedKeys={selected ? [selected.id] : []}
          onSelectionChange={(keys) => {
            const [id] = keys === 'all' ? [] : [...keys];
            if (id != null) selectChoir(Number(id));
          }}
        >
          {confirmed.length > 0 ? (
            <MenuSection>
              <Header className="menu__header">{m.switcher.confirmed}</Header>
              {confirmed.map((choir) => (
                <ChoirItem key={choir.id} choir={choir} />
              ))}
            </MenuSection>
          ) : null}
          {unconfirmed.length > 0 ? (
            <MenuSection>
              <Header className="menu__header">{m.switcher.unconfirmed}</Header>
              {unconfirmed.map((choir) => (
                <ChoirItem key={choir.id} choir={choir} />
              ))}
            </MenuSection>
          ) : null}
          {choirs.length > 0 ? <Separator className="menu__separator" /> : null}
          <MenuSection selectionMode="none">
            <MenuItem
              id="manage"
              className="menu__item menu__item--action"
              onAction={() => $choirDialog.set('select')}
            >
              {m.switcher.manage}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
