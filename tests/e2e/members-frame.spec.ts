/**
 * The members' frame before any JavaScript (issue #21): with scripts off, /cont/dashboard's HTML
 * already draws the toolbar (menu button, choir dropdown, account button), the side menu with the
 * current page marked, and the page's heading, and holds no personal data (the page is the same
 * for everyone and may be cached). With scripts on, the signed-in dashboard then replaces the
 * frame's placeholders with the member's own (the greeting, the choir's name); the session's
 * requests and the dashboard's summary leave once, from the head, and a side-menu page is fetched
 * once, when the pointer comes over its link.
 */
import { expect, test } from '@playwright/test';
import { account, members } from '../../src/lib/messages.ts';
import { logIn } from './helpers.ts';

test('the dashboard’s frame and heading are in the HTML before scripts run', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cont/dashboard');

  const toolbar = page.getByRole('banner');
  await expect(toolbar.getByRole('button', { name: members.nav.toggle })).toBeVisible();
  await expect(
    toolbar.getByRole('button', { name: `${members.switcher.label}: ${members.switcher.none}` }),
  ).toBeVisible();
  await expect(toolbar.getByRole('button', { name: account.accountMenu })).toBeVisible();

  const nav = page.getByRole('navigation', { name: members.nav.label });
  await expect(nav.getByRole('link', { name: members.nav.dashboard })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: members.nav.myChoir })).toBeVisible();
  await expect(nav.getByRole('link', { name: members.nav.events })).toHaveAttribute(
    'href',
    '/cont/evenimente',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.dashboardTitle);
  // The other pages' headings too: a move from the side menu shows it as soon as the HTML is in.
  await page.goto('/cont/evenimente');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(members.nav.events);
  await context.close();
});

test('a full load asks for the session once, a side-menu page and the way back once, on the first sign of intent', async ({
  page,
}) => {
  await logIn(page, 'corist@example.com');
  // Every request of the page (src/components/EarlySession.astro asks for the session once).
  const paths: string[] = [];
  page.on('request', (request) => {
    if (!request.serviceWorker()) paths.push(new URL(request.url()).pathname);
  });
  const count = (prefix: string) => paths.filter((path) => path.startsWith(prefix)).length;
  await page.reload();
  const summary = page.getByRole('region', { name: members.boxes.summary });
  await expect(summary.locator('dd').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  // The inline head script's two requests are the ones the stores use: none is asked again.
  expect(count('/api/account/details/')).toBe(1);
  expect(count('/api/account/choirs/')).toBe(1);
  // The summary left with them, before the choir was known, and was the chosen choir's: React's
  // box took it instead of asking for the choir's own.
  expect(count('/api/dashboard/summary')).toBe(1);
  expect(paths.filter((path) => /^\/api\/dashboard\/\d+\/summary/.test(path))).toEqual([]);

  const link = page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.events });
  await link.hover();
  // Once: page-prefetch.ts asks for it, and Astro's own prefetch on hover is off (astro.config.mjs).
  await expect.poll(() => count('/cont/evenimente')).toBe(1);
  // The router swaps without the browser's view transition (src/components/PageRouter.astro).
  expect(await page.evaluate(() => document.startViewTransition)).toBeUndefined();
  await link.click();
  await expect(page).toHaveURL(/\/cont\/evenimente\/?$/);
  await expect(page.getByRole('grid').first()).toBeVisible();
  expect(count('/cont/evenimente'), 'the router used the prefetched page').toBe(1);
  expect(
    count('/api/account/details/') + count('/api/account/choirs/'),
    'the session stays loaded across the move',
  ).toBe(2);
  // The demo singer is under 16: his parent's consent is asked once, not again after the move.
  expect(count('/api/account/parent-consent/'), 'the consent standing is kept').toBe(1);
  // The dashboard's HTML (the reload's, then once more when the pointer went to leave it): the
  // way back takes it from memory.
  expect(count('/cont/dashboard'), 'the page being left is kept').toBe(2);
  await page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.dashboard })
    .click();
  await expect(summary.locator('dd').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  expect(count('/cont/dashboard'), 'the way back used the kept page').toBe(2);
});

test('once signed in, the frame shows the member’s own greeting and choir', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.greeting('Ana'));
  await expect(
    page.getByRole('button', { name: `${members.switcher.label}: ${members.switcher.none}` }),
  ).toBeHidden();
  await expect(page.getByRole('navigation', { name: members.nav.label })).toHaveCount(1);
});

// scripts/modulepreload.ts: every script of the first render is named by the HTML (a module
// script or a modulepreload link), so none waits for the one that imports it to arrive first.
test('the dashboard’s HTML names every script its first render runs', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.greeting('Ana'));
  const { loaded, named } = await page.evaluate(() => ({
    loaded: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
    named: [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      ...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'),
    ].map((element) => new URL('href' in element ? element.href : element.src).pathname),
  }));
  expect(loaded.length).toBeGreaterThan(10);
  expect(loaded.filter((path) => !named.includes(path))).toEqual([]);
});
