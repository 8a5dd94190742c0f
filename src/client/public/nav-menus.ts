/**
 * The public navbar's menus are <details> elements, so they open without JavaScript; this closes
 * the open one on a click elsewhere or on Escape (focus back on its summary).
 */
export function closeMenusOutside(): void {
  document.addEventListener('click', (event) => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('.public-nav__menu[open]'))
      if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const menu = document.querySelector<HTMLDetailsElement>('.public-nav__menu[open]');
    if (!menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
}
