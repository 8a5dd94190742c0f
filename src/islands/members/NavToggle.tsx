/**
 * The toolbar's menu button (spec §2.7): collapses the side menu from the lg breakpoint up, opens
 * it as a drawer below. `aria-expanded` tells whether the menu it controls is showing.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { members as m } from '../../lib/messages.ts';
import {
  $drawerOpen,
  $sidebarCollapsed,
  LARGE_SCREEN,
  toggleNav,
} from '../../stores/members-nav.ts';
import './nav-toggle.css';

export default function NavToggle() {
  const collapsed = useStore($sidebarCollapsed);
  const drawerOpen = useStore($drawerOpen);
  const [large, setLarge] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(LARGE_SCREEN);
    const update = () => setLarge(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  return (
    <button
      type="button"
      className="nav-toggle"
      aria-controls={large ? 'members-nav' : 'members-nav-drawer'}
      aria-expanded={large ? !collapsed : drawerOpen}
      onClick={toggleNav}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 6h18M3 12h18M3 18h18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden-below-sm">{m.nav.toggle}</span>
    </button>
  );
}
