/**
 * The account button of the private toolbar (spec §2.7): the avatar (or initials) opening a menu
 * with 'Editează profil' and 'Ieșire din cont' (AccountMenuPopup, with react-aria's menu, loaded on
 * first use: issue #21). Its accessible name is what it shows (WCAG 2.5.3): the initials, when
 * there is no photo, and 'Contul meu', written beside the avatar from 576px up and visually hidden
 * below.
 */
import { useStore } from '@nanostores/react';
import { $user } from '../../stores/session.ts';
import { LazyMenu } from '../../ui/LazyMenu.tsx';
import { AccountFace } from './AccountFace.tsx';
import './account-menu.css';

const loadMenu = () => import('./AccountMenuPopup.tsx');

export default function AccountMenu() {
  const user = useStore($user);
  return (
    <LazyMenu load={loadMenu} className="account-button">
      <AccountFace user={user} />
    </LazyMenu>
  );
}
