/**
 * What `npm run screens` photographs: every page of the build (read from dist/, so a new page is
 * in without editing this file), public ones as a visitor, members pages as the demo conductor, the
 * back office as staff; then the states a page reaches only by a click (menus, modals, a row's
 * detail, tabs) and the other demo accounts' views.
 */
import { readdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { account } from '../../src/lib/messages-account.ts';
import { members } from '../../src/lib/messages-members.ts';
import { openAnswerLink } from './answer-link.ts';

export type Account = 'dirijor' | 'corist' | 'nou' | 'admin';

export interface Screen {
  /** The PNG's name (before `-390.png` / `-1280.png`). */
  name: string;
  path: string;
  /** Signed in as this demo account; a visitor otherwise. */
  as?: Account;
  /** A visitor who has not chosen cookies yet (the banner shows). */
  noConsent?: boolean;
  /** Brings the page to the state to photograph; waits for what it opens. */
  reach?: (page: Page) => Promise<void>;
}

/** Shells of paths with a parameter (rewritten by the server): one made-up value each. */
const SHELL_PATHS: Record<string, string> = {
  '/cont/activate/_': '/cont/activate/cod-inexistent',
  '/cont/reseteaza-parola/_': '/cont/reseteaza-parola/jeton-inexistent',
  '/formular-gdpr/retragere/_': '/formular-gdpr/retragere/jeton-inexistent',
};
/** The /cont pages a visitor sees (the rest need an account). */
const VISITOR_ACCOUNT_PAGES = /^\/cont\/(login|nou|email-trimis|reseteaza-parola|activate)(\/|$)/;

const nameOf = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '__') || 'home';

/** Every built page, with who sees it. */
export async function builtPages(dist = 'dist'): Promise<Screen[]> {
  const files = await readdir(dist, { recursive: true });
  const paths = files
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${file.replace(/index\.html$/, '')}`.replace(/\/$/, '') || '/')
    .sort();
  const screens = paths.map((built): Screen => {
    const path = SHELL_PATHS[built] ?? built;
    const name = nameOf(built);
    if (path.startsWith('/cont/administrare')) return { name, path, as: 'admin' };
    if (path.startsWith('/cont/') && !VISITOR_ACCOUNT_PAGES.test(path))
      return { name, path, as: 'dirijor' };
    return { name, path };
  });
  return [...screens, { name: '404', path: '/pagina-care-nu-exista' }];
}

/** Clicks the first element matching `selector` and waits for `opened` to be visible. */
const open = (selector: string, opened: string) => async (page: Page) => {
  await page.locator(selector).first().click();
  await page.locator(`${opened} >> visible=true`).first().waitFor();
};

/** The first row's link of a back-office list (`?id=N`), then its detail. */
const firstRow = (opened: string) => open('table a[href^="?id="]', opened);

/** The page as the printer gets it (print.css: no menus, no buttons), after `before` if given. */
const printed =
  (before?: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await before?.(page);
    await page.emulateMedia({ media: 'print' });
  };

export const STATES: Screen[] = [
  { name: 'state__cookie-banner', path: '/', noConsent: true },
  {
    name: 'state__nav-menu',
    path: '/',
    reach: open('.public-nav__menu summary', '.public-nav__menu[open] ul'),
  },
  { name: 'state__contact', path: '/', reach: open('[data-open-contact]', '[role="dialog"]') },
  { name: 'state__video', path: '/', reach: open('[data-watch-video]', '[role="dialog"]') },
  { name: 'state__corist-dashboard', path: '/cont/dashboard', as: 'corist' },
  { name: 'state__corist-corul-meu', path: '/cont/corul-meu', as: 'corist' },
  { name: 'state__nou-dashboard', path: '/cont/dashboard', as: 'nou' },
  {
    // The menu button: a drawer below 1200 px, the side column folded from there up.
    name: 'state__nav-toggle',
    path: '/cont/dashboard',
    as: 'dirijor',
    reach: async (page) => {
      const toggle = page.locator('.nav-toggle');
      const before = await toggle.getAttribute('aria-expanded');
      await toggle.click();
      await page.waitForFunction(
        (was) => document.querySelector('.nav-toggle')?.getAttribute('aria-expanded') !== was,
        before,
      );
    },
  },
  {
    name: 'state__choir-switcher',
    path: '/cont/dashboard',
    as: 'dirijor',
    reach: open('.choir-switcher', '[role="menu"], [role="listbox"], [role="dialog"]'),
  },
  {
    name: 'state__account',
    path: '/cont/dashboard',
    as: 'dirijor',
    reach: async (page) => {
      await open('.account-button', '[role="menu"]')(page);
      await page.getByRole('menuitem', { name: account.editProfile }).click();
      await page.locator('[role="dialog"] >> visible=true').first().waitFor();
    },
  },
  {
    name: 'state__event',
    path: '/cont/evenimente',
    as: 'dirijor',
    reach: open('.event-card', '[role="dialog"]'),
  },
  {
    name: 'state__staff-choir',
    path: '/cont/administrare/coruri',
    as: 'admin',
    reach: firstRow('#staff-choir-details'),
  },
  {
    name: 'state__staff-person',
    path: '/cont/administrare/persoane',
    as: 'admin',
    reach: firstRow('#staff-person-details'),
  },
  {
    name: 'state__staff-message',
    path: '/cont/administrare/mesaje',
    as: 'admin',
    reach: firstRow('[role="dialog"]'),
  },
  {
    name: 'state__staff-submission',
    path: '/cont/administrare/inscrieri',
    as: 'admin',
    reach: firstRow('[role="dialog"]'),
  },
  {
    name: 'state__staff-library-terms',
    path: '/cont/administrare/librarie',
    as: 'admin',
    reach: async (page) => {
      const last = page.getByRole('tab').last();
      await last.click();
      await page.waitForFunction(() => {
        const tabs = document.querySelectorAll('[role="tab"]');
        return tabs[tabs.length - 1]?.getAttribute('aria-selected') === 'true';
      });
    },
  },
  // Each role's everyday path of issue #23 that no built page shows by itself (the staff home is
  // the built /cont/administrare, the conductor's pending box is on the built dashboard).
  { name: 'state__corist-evenimente', path: '/cont/evenimente', as: 'corist' },
  {
    name: 'state__dirijor-refuse-confirm',
    path: '/cont/dashboard',
    as: 'dirijor',
    reach: async (page) => {
      const box = page.getByRole('region', { name: members.boxes.pending });
      await box.getByRole('checkbox').first().check();
      await box.getByRole('button', { name: members.boxes.refuseSelected }).click();
      await box.getByRole('button', { name: members.boxes.refuseNo }).waitFor();
    },
  },
  { name: 'state__corul-meu-print', path: '/cont/corul-meu', as: 'dirijor', reach: printed() },
  {
    name: 'state__event-print',
    path: '/cont/evenimente',
    as: 'dirijor',
    reach: printed(open('.event-card', '[role="dialog"]')),
  },
  // Last: the link records the singer's answer, which the other screens would then show.
  { name: 'state__answer-link', path: '/cont/raspuns-eveniment', reach: openAnswerLink },
];
