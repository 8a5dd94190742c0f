/**
 * The side menu of the private area, for the members' menu (MembersNav) and the back office's
 * (StaffNav). From lg up it is the page's left column (hidden while collapsed); below lg it opens
 * as a drawer from the toolbar's toggle and closes when a link is followed. The current page is
 * marked `aria-current`; the island persists across the client router's navigations, so it
 * follows the path on every `astro:page-load`. An item with `lockedReason` is shown disabled,
 * with its reason read out. The drawer's modal code loads when the drawer first opens (issue #21).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $drawerOpen, $sidebarCollapsed } from '../../stores/members-nav.ts';
import './side-nav.css';

const Modal = lazy(() =>
  import('../../ui/Modal.tsx').then((module) => ({ default: module.Modal })),
);

export interface SideNavItem {
  href: string;
  label: string;
  lockedReason?: string;
}

const isCurrent = (href: string, path: string) => path === href || path.startsWith(`${href}/`);

function NavList(props: { items: SideNavItem[]; path: string; onFollow?: () => void }) {
  return (
    <ul className="members-nav__list">
      {props.items.map((item) =>
        item.lockedReason ? (
          <li key={item.href}>
            <span
              className="members-nav__link members-nav__link--disabled"
              aria-disabled="true"
              title={item.lockedReason}
            >
              {item.label}
              <span className="visually-hidden">. {item.lockedReason}</span>
            </span>
          </li>
        ) : (
          <li key={item.href}>
            <a
              className="members-nav__link"
              href={item.href}
              aria-current={isCurrent(item.href, props.path) ? 'page' : undefined}
              onClick={props.onFollow}
            >
              {item.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

/** `initialPath`: the page's path without its trailing slash, known to the server's HTML too. */
export function SideNav(props: { label: string; items: SideNavItem[]; initialPath?: string }) {
  const { label, items } = props;
  const collapsed = useStore($sidebarCollapsed);
  const drawerOpen = useStore($drawerOpen);
  const [path, setPath] = useState(props.initialPath ?? '');
  // Mounted from its first opening on, so that it closes with its own animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useEffect(() => {
    if (drawerOpen) setDrawerUsed(true);
  }, [drawerOpen]);

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
        aria-label={label}
        hidden={collapsed || undefined}
      >
        <NavList items={items} path={path} />
      </nav>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <Modal
            title={label}
            size="drawer"
            isOpen={drawerOpen}
            onClose={() => $drawerOpen.set(false)}
          >
            <nav
              id="members-nav-drawer"
              aria-label={label}
              className="members-nav members-nav--drawer"
            >
              <NavList items={items} path={path} onFollow={() => $drawerOpen.set(false)} />
            </nav>
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
