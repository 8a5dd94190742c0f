/**
 * The side menu of the members area (spec §2.7): Sumar, Corul meu, Evenimente, Librărie.
 * Librărie is disabled unless the selected choir is confirmed and the user is confirmed in it.
 * Staff also get the way into the back office (issue #12).
 */
import { useStore } from '@nanostores/react';
import { members as m } from '../../lib/messages.ts';
import { $choirAccess } from '../../stores/choirs.ts';
import { $user } from '../../stores/session.ts';
import { SideNav, type SideNavItem } from './SideNav.tsx';

export default function MembersNav({ path }: { path?: string }) {
  const access = useStore($choirAccess);
  const user = useStore($user);
  const items: SideNavItem[] = [
    { href: '/cont/dashboard', label: m.nav.dashboard },
    { href: '/cont/corul-meu', label: m.nav.myChoir },
    { href: '/cont/evenimente', label: m.nav.events },
    {
      href: '/cont/librarie',
      label: m.nav.library,
      lockedReason: access === 'ok' ? undefined : m.nav.libraryLocked,
    },
  ];
  if (user?.is_staff) items.push({ href: '/cont/administrare', label: m.nav.backOffice });
  return <SideNav label={m.nav.label} items={items} initialPath={path} />;
}
