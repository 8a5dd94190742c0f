/**
 * The login's return address in Chromium (issue #19, defect 1): whatever control character or
 * encoding hides a second slash in `next`, the browser stays on the site and lands on the
 * dashboard. Another origin answered here would mean the redirect left the site.
 */
import { expect, test } from '@playwright/test';
import { account, login } from '../../src/lib/messages.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { waitForHydration } from './helpers.ts';

/** Each `next` as it stands in the address of the login page. */
const HOSTILE_NEXT = [
  ['a tab', '/%09/evil.example'],
  ['a line feed', '/%0A/evil.example'],
  ['a carriage return', '/%0D/evil.example'],
  ['all three', '/%0D%0A%09/evil.example'],
  ['the slashes encoded too', '%2F%09%2Fevil.example'],
  ['a backslash and a tab', '/%5C%09evil.example'],
  ['a backslash', '/%5Cevil.example'],
  ['three slashes', '///evil.example'],
  ['another origin', 'https://evil.example/'],
  ['a javascript: address', 'javascript:alert(1)'],
];

test.beforeEach(async ({ context }) => {
  // Were the browser sent there, this answer (not a DNS error) would be the page it shows.
  await context.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ body: 'evil', status: 200 }),
  );
});

for (const [what, next] of HOSTILE_NEXT) {
  test(`a login with ${what} in next stays on the site: ${next}`, async ({ page, baseURL }) => {
    await page.goto(`/cont/login?next=${next}`);
    await waitForHydration(page);
    await page.getByLabel(login.email).fill('corist@example.com');
    await page.getByLabel(login.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: login.submit }).click();
    await expect(page).toHaveURL(/\/cont\/dashboard\/?$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await expect(page.getByRole('heading', { name: account.greeting('Matei') })).toBeVisible();
  });
}

test('a login with a path of the site in next lands on that page', async ({ page }) => {
  await page.goto(`/cont/login?next=${encodeURIComponent('/cont/resurse')}`);
  await waitForHydration(page);
  await page.getByLabel(login.email).fill('corist@example.com');
  await page.getByLabel(login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page).toHaveURL(/\/cont\/resurse\/?$/);
});
