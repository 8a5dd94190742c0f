/**
 * The members' frame before any JavaScript (issue #21): with scripts off, /cont/dashboard's HTML
 * already draws the toolbar (menu button, choir dropdown, account button), the side menu with the
 * current page marked, and the page's heading, and holds no personal data (the page is the same
 * for everyone and may be cached). With scripts on, the signed-in dashboard then replaces the
 * frame's placeholders with the member's own (the greeting, the choir's name).
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
  await context.close();
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
