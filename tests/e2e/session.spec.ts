/** Session rules in the browser: route guards, login errors, 401 and network failures, activation failure. */
import { expect, type Page, test } from '@playwright/test';
import { TOAST_AUTO_HIDE_MS } from '../../src/lib/limits.ts';
import {
  account,
  activation,
  login,
  network,
  register,
  validation,
} from '../../src/lib/messages.ts';
import { expectNoAxeViolations, waitForHydration } from './helpers.ts';

async function logIn(page: Page, email: string, password = 'parola-demo') {
  await waitForHydration(page);
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: login.submit }).click();
}

test('a logged-out visitor of a private page logs in and lands back on it', async ({ page }) => {
  await page.goto('/cont/dashboard');
  await expect(page).toHaveURL(/\/cont\/login\/?\?next=%2Fcont%2Fdashboard/);
  await logIn(page, 'corist@example.com');
  await expect(page).toHaveURL(/\/cont\/dashboard\/?$/);
  await expect(page.getByRole('heading', { name: account.greeting('Matei') })).toBeVisible();
  await expect(
    page.getByText(account.conductorGreeting),
    'a singer gets no conductor message',
  ).toHaveCount(0);

  await page.goto('/cont/nou');
  await expect(page, 'a logged-in user is sent away from the guest pages').toHaveURL(
    /\/cont\/dashboard\/?$/,
  );
});

test('wrong credentials show the banner and social login is disabled', async ({ page }) => {
  await page.goto('/cont/login');
  await expect(page.getByRole('button', { name: login.socialGoogle })).toBeDisabled();
  await expect(page.getByText(login.socialUnavailable)).toBeVisible();
  await logIn(page, 'corist@example.com', 'parola-gresita');
  await expect(page.getByRole('alert').filter({ hasText: login.failed })).toBeVisible();
  await expectNoAxeViolations(page, 'login page with error banner');
});

test('a token the server refuses logs the user out', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: '__cm_tkn', value: 'un-token-pe-care-serverul-nu-il-stie', url: baseURL ?? '' },
  ]);
  await page.goto('/cont/dashboard');
  await expect(page).toHaveURL(/\/cont\/login/);
  expect((await context.cookies()).find((c) => c.name === '__cm_tkn')).toBeUndefined();
});

test('a request that gets no answer shows the persistent server error toast', async ({ page }) => {
  await page.goto('/cont/login');
  await page.route('**/api/token-auth/**', (route) => route.abort('connectionrefused'));
  await logIn(page, 'corist@example.com');
  const toast = page.getByRole('region', { name: /Notificări/ }).getByText(network.text);
  await expect(toast).toBeVisible();
  await expect(page.getByText(network.title)).toBeVisible();
  await page.waitForTimeout(TOAST_AUTO_HIDE_MS + 500);
  await expect(toast, 'the network toast does not hide by itself').toBeVisible();
});

test('an activation link that does not work says so', async ({ page }) => {
  await page.goto('/activate/cod-care-nu-exista-0123456789');
  await expect(page.getByText(activation.failed)).toBeVisible();
  await expectNoAxeViolations(page, 'failed activation page');
});

test('a taken e-mail is a field error that clears when the e-mail is edited', async ({ page }) => {
  await page.goto('/cont/nou');
  await waitForHydration(page);
  await page.getByLabel(register.firstName, { exact: true }).fill('Ana');
  await page.getByLabel(register.lastName, { exact: true }).fill('Popescu');
  const emailField = page.getByLabel(register.email);
  await emailField.fill('dirijor@example.com');
  await page.getByLabel(register.password, { exact: true }).fill('parola-buna');
  await page.getByLabel(register.repeatPassword).fill('parola-buna');
  await page.getByLabel(register.agreed).check();
  await expect(
    page
      .locator('altcha-widget [data-state="verified"], altcha-widget[data-state="verified"]')
      .first(),
  ).toBeAttached({ timeout: 20_000 });
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page.getByText(validation.emailTaken)).toBeVisible();
  await expectNoAxeViolations(page, 'register page with a field error');
  await emailField.fill('altcineva@example.com');
  await expect(page.getByText(validation.emailTaken)).toBeHidden();
});

test('a login pressed before its form has hydrated keeps the password out of the address', async ({
  page,
}) => {
  // The form's code never arrives: the press lands on the build-time HTML.
  await page.route('**/_astro/LoginForm*.js', (route) => route.abort());
  await page.goto('/cont/login');
  await page.getByLabel(login.email).fill('corist@example.com');
  await page.getByLabel(login.password, { exact: true }).fill('parola-demo');
  await page.getByRole('button', { name: login.submit }).click();
  await page.waitForTimeout(1000);
  expect(page.url()).not.toContain('parola-demo');
  await expect(page).toHaveURL(/\/cont\/login\/?$/);
});
