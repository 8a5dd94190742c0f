/**
 * Every page kind under the Content-Security-Policy the server sends (src/server/csp.ts): no
 * `securitypolicyviolation` and no CSP message in the console, on every page of the sitemap, on
 * the news list's category pages, on the account pages (the bot check solved, the dashboard
 * signed in) and while the islands work (map, carousels, video overlay, contact dialog).
 */
import { expect, type Page, test } from '@playwright/test';
import { CONSENT_COOKIE } from '../../src/lib/limits.ts';
import { account, carousel, contact, login, register } from '../../src/lib/messages.ts';
import { waitForHydration } from './helpers.ts';
import { expectBotCheckSolved } from './signup-helpers.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects the page's CSP violations, from the event and from the console, across navigations. */
async function watchCsp(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations ??= [];
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async (where: string) => {
    const events = await page.evaluate(() => window.cspViolations ?? []);
    expect([...messages.splice(0), ...events], `CSP violations on ${where}`).toEqual([]);
  };
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent('["essential"]'), url: baseURL ?? '' },
  ]);
});

test('every page of the sitemap and the news list pages run without a CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const check = await watchCsp(page);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url ?? '').pathname,
  );
  expect(paths.length).toBeGreaterThan(20);
  for (const path of [...paths, '/evenimente/stiri?category=gala', '/nu-exista']) {
    await visit(page, path);
    await check(path);
  }
});

test('the islands of the home page and the news work under the CSP', async ({ page }) => {
  const check = await watchCsp(page);
  await visit(page, '/');
  await page.locator('.choir-map').scrollIntoViewIfNeeded();
  await expect(page.locator('.choir-map__county-shape')).toHaveCount(42);
  for (const region of await page
    .locator(`[aria-roledescription="${carousel.roledescription}"]`)
    .all()) {
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  }
  await page.locator('header [data-open-contact]').first().click();
  await expect(page.getByRole('dialog', { name: contact.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('a[data-watch-video]').first().click();
  await expect(page.getByRole('dialog').locator('video')).toBeVisible();
  await check('the home page');

  await visit(page, '/evenimente/stiri/gala-vocile-copiilor-ateneu');
  const gallery = page.locator(`[aria-roledescription="${carousel.roledescription}"]`);
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  await check('a news item with its gallery');
});

test('the account pages work under the CSP: the bot check solves, the dashboard loads', async ({
  page,
}) => {
  const check = await watchCsp(page);
  await visit(page, '/cont/nou');
  await waitForHydration(page);
  await page.getByLabel(register.firstName, { exact: true }).fill('Ana');
  await expectBotCheckSolved(page);
  await check('/cont/nou');

  await visit(page, '/cont/login');
  await waitForHydration(page);
  await page.getByLabel(login.email).fill('dirijor@example.com');
  await page.getByLabel(login.password, { exact: true }).fill('parola-demo');
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page).toHaveURL(/\/cont\/dashboard\/?$/);
  await expect(page.getByText(account.conductorGreeting)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('/cont/login and /cont/dashboard');
});
