/**
 * The account button of the private toolbar (spec §2.7): the avatar (or initials) opening a menu
 * with 'Editează profil' (the edit modal) and 'Ieșire din cont'. Its accessible name is what it
 * shows (WCAG 2.5.3): the initials, when there is no photo, and 'Contul meu', written beside the
 * avatar from 576px up and visually hidden below.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { account as m } from '../../lib/messages.ts';
import { $user, logout } from '../../stores/session.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import './account-menu.css';

/** Loaded on first use: most visits never edit the profile. */
const EditAccountModal = lazy(() =>
  import('./EditAccountModal.tsx').then((module) => ({ default: module.EditAccountModal })),
);

type Action = 'edit' | 'logout';

export default function AccountMenu() {
  const user = useStore($user);
  const [editing, setEditing] = useState(false);

  function onAction(action: Action) {
    if (action === 'edit') setEditing(true);
    else void logout();
  }

  return (
    <>
      <MenuTrigger>
        <Button className="account-button">
          {user ? (
            <Avatar
              src={user.avatar}
              firstName={user.first_name}
              lastName={user.last_name}
              readInitials
            />
          ) : (
            <span className="avatar avatar--sm avatar--empty" aria-hidden="true" />
          )}
          <span className="account-button__label visually-hidden-below-sm">{m.accountMenu}</span>
        </Button>
        <Popover className="popover menu-popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => onAction(key as Action)}>
            <MenuItem id="edit" className="menu__item" isDisabled={!user}>
              {m.editProfile}
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
