/**
 * The account menu once opened (spec §2.7; loaded on first use by AccountMenu): 'Editează profil'
 * (the edit modal), 'Copiii mei' (a link, issue #25), 'Datele mele' (a link, issue #26),
 * 'Notificări' (a link, issue #28) and 'Ieșire din cont'.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { families, account as m, ownData } from '../../lib/messages.ts';
import { notifications } from '../../lib/messages-notifications.ts';
import { FAMILY_PAGE } from '../../lib/paths/families.ts';
import { NOTIFICATIONS_PAGE } from '../../lib/paths/notifications.ts';
import { OWN_DATA_PAGE } from '../../lib/paths/own-data.ts';
import { $user, logout } from '../../stores/session.ts';
import { useHandOver } from '../../ui/hand-over.ts';
import type { HandedOver } from '../../ui/LazyMenu.tsx';
import { AccountFace } from './AccountFace.tsx';

/** Loaded on first use: most visits never edit the profile. */
const EditAccountModal = lazy(() =>
  import('./EditAccountModal.tsx').then((module) => ({ default: module.EditAccountModal })),
);

type Action = 'edit' | 'family' | 'own-data' | 'notifications' | 'logout';

export default function AccountMenuPopup({ openOnMount }: HandedOver) {
  const user = useStore($user);
  const [editing, setEditing] = useState(false);
  const { trigger, isOpen, setOpen } = useHandOver(openOnMount);

  function onAction(action: Action) {
    if (action === 'edit') setEditing(true);
    else if (action === 'logout') void logout();
  }

  return (
    <>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button ref={trigger} className="account-button">
          <AccountFace user={user} />
        </Button>
        <Popover className="popover menu-popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => onAction(key as Action)}>
            <MenuItem id="edit" className="menu__item" isDisabled={!user}>
              {m.editProfile}
            </MenuItem>
            <MenuItem id="family" className="menu__item" href={FAMILY_PAGE}>
              {families.menuLink}
            </MenuItem>
            <MenuItem id="own-data" className="menu__item" href={OWN_DATA_PAGE}>
              {ownData.menuLink}
            </MenuItem>
            <MenuItem id="notifications" className="menu__item" href={NOTIFICATIONS_PAGE}>
              {notifications.title}
            </MenuItem>
            <MenuItem id="logout" className="menu__item">
              {m.logout}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {editing && user ? (
        <Suspense fallback={null}>
          <EditAccountModal user={user} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
