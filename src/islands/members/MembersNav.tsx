/**
 * The side menu of the members area (spec §2.7): Sumar, Corul meu, Evenimente, Librărie.
 * Librărie is disabled unless the selected choir is confirmed and the user is confirmed in it.
 * From lg up it is the page's left column (hidden while collapsed); below lg it opens as a drawer
 * from the toolbar's toggle and closes when a link is followed. The current page is marked
 * `aria-current`; the island persists across the client router's navigations, so it follows the
 * path on every `astro:page-load`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { members as m } from '../../lib/messages.ts';
import { $choirAccess } from '../../stores/choirs.ts';
import { $drawerOpen, $sidebarCollapsed } from '../../stores/members-nav.ts';
import { Modal } from '../../ui/Modal.tsx';

const NAV_ITEMS = [
  { href: '/cont/dashboard', label: m.nav.dashboard },
  { href: '/cont/corul-meu', label: m.nav.myChoir },
  { href: '/cont/evenimente', label: m.nav.events },
  { href: '/cont/librarie', label: m.nav.library, needsConfirmedChoir: true },
] as const;

const isCurrent = (href: string, path: string) => path === href || path.startsWith(`${href}/`);

function NavList({ path, onFollow }: { path: string; onFollow?: () => void }) {
  const access = useStore($choirAccess);
  return (
    <ul className="members-nav__list">
      {NAV_ITEMS.map((item) => {
        if ('needsConfirmedChoir' in item && access !== 'ok') {
          return (
            <li key={item.href}>
              <span
                className="members-nav__link members-nav__link--disabled"
                aria-disabled="true"
                title={m.nav.libraryLocked}
              >
                {item.label}
                <span className="visually-hidden">. {m.nav.libraryLocked}</span>
              </span>
            </li>
          );
        }
        return (
          <li key={item.href}>
            <a
              className="members-nav__link"
              href={item.href}
              aria-current={isCurrent(item.href, path) ? 'page' : undefined}
              onClick={onFollow}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export default function MembersNav() {
  const collapsed = useStore($sidebarCollapsed);
  const drawerOpen = useStore($drawerOpen);
  const [path, setPath] = useState('');

  useEffect(() => {
    const update = () => setPath(location.pathname.replace(/\/$/, ''));
    update();
    document.addEventListener('astro:page-load', update);
    return () => document.removeEventListener('astro:page-load', update);
  }, []);

  return (
    <>
      <nav
        id="members-nav"
        className="members-nav"
        aria-label={m.nav.label}
        hidden={collapsed || undefined}
      >
        <NavList path={path} />
      </nav>
      <Modal
        title={m.nav.label}
        size="drawer"
        isOpen={drawerOpen}
        onClose={() => $drawerOpen.set(false)}
      >
        <nav
          id="members-nav-drawer"
          aria-label={m.nav.label}
          className="members-nav members-nav--drawer"
        >
          <NavList path={path} onFollow={() => $drawerOpen.set(false)} />
        </nav>
      </Modal>
    </>
  );
}
