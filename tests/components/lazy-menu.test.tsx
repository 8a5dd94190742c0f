/**
 * A toolbar menu loaded on first use (src/ui/LazyMenu.tsx): the plain button hands over to the
 * loaded menu, open, and the focus ring follows how it was pressed: none after a click, the
 * keyboard's after Enter (react-aria loads after the press, so it is told). The account menu
 * here; the choir dropdown uses the same hand-over.
 */
await vi.hoisted(() => import('../helpers/dom-in-node.ts'));

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useFocusVisible } from 'react-aria/useFocusVisible';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import AccountMenu from '../../src/islands/account/AccountMenu.tsx';
import { account } from '../../src/lib/messages.ts';

// The menu's chunk, loaded once before the tests (a browser has fetched it on hover or focus).
beforeAll(() => import('../../src/islands/account/AccountMenuPopup.tsx'));
afterEach(cleanup);

/**
 * What react-aria decides for every focus ring of the page, drawn or not, asked once the menu is
 * open (asking before would let react-aria see the press, which the page's own code cannot).
 */
function FocusRings() {
  return <output aria-label="focus rings">{String(useFocusVisible().isFocusVisible)}</output>;
}
function focusRings() {
  render(<FocusRings />);
  return screen.getByRole('status', { name: 'focus rings' }).textContent;
}

describe('a menu loaded on first use', () => {
  test('opened by a click, it draws no focus ring', async () => {
    render(<AccountMenu />);
    // The click alone: react-aria, not loaded yet on the page, sees none of the pointer's events.
    fireEvent.click(screen.getByRole('button', { name: account.accountMenu }), { detail: 1 });
    await screen.findByRole('menuitem', { name: account.editProfile });
    expect(focusRings()).toBe('false');
  });

  test('opened by Enter, it draws the focus ring', async () => {
    render(<AccountMenu />);
    // Enter on a button is a click without a pointer: its click count (`detail`) is 0.
    fireEvent.click(screen.getByRole('button', { name: account.accountMenu }), { detail: 0 });
    await screen.findByRole('menuitem', { name: account.editProfile });
    expect(focusRings()).toBe('true');
  });
});
