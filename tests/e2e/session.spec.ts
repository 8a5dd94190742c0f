/** Session rules in the browser: route guards, login errors, 401 and network failures, activation failure. */
import { expect, type Page, test } from '@playwright/test';
import {
  AUTH_COOKIE,
  LOGIN_CHALLENGE,
  SESSION_HINT_COOKIE,
  TOAST_AUTO_HIDE_MS,
} from '../../src/lib/limits.ts';
import {
  account,
  activation,
  login,
  network,
  register,
  validation,
} from '../../src/lib/messages.ts';
import { expectNoAxeViolations, waitForHydration } from './helpers.ts';
import { expectBotCheckSolved } from './signup-helpers.ts';

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
    { name: AUTH_COOKIE, value: 'un-token-pe-care-serverul-nu-il-stie', url: baseURL ?? '' },
    { name: SESSION_HINT_COOKIE, value: '1', url: baseURL ?? '' },
  ]);
  await page.goto('/cont/dashboard');
  await expect(page).toHaveURL(/\/cont\/login/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain(AUTH_COOKIE);
  expect(names).not.toContain(SESSION_HINT_COOKIE);
});

test('the session token is out of reach of page scripts', async ({ page, context }) => {
  await page.goto('/cont/login');
  await logIn(page, 'corist@example.com');
  await expect(page).toHaveURL(/\/cont\/dashboard\/?$/);
  const session = (await context.cookies()).find((c) => c.name === AUTH_COOKIE);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(AUTH_COOKIE);
  expect(await page.evaluate(() => document.cookie)).toContain(`${SESSION_HINT_COOKIE}=1`);
});

test('after repeated failures the login asks for the bot check, and then lets the owner in', async ({
  page,
}) => {
  await page.goto('/cont/login');
  for (let i = 0; i < LOGIN_CHALLENGE.perPair; i++) {
    await logIn(page, 'nou@example.com', `gresita-${i}`);
    await expect(page.getByRole('alert').filter({ hasText: login.failed })).toBeVisible();
  }
  await logIn(page, 'nou@example.com');
  await expect(page.getByRole('alert').filter({ hasText: login.challenge })).toBeVisible();
  await expectBotCheckSolved(page);
  await expectNoAxeViolations(page, 'login page asking for the bot check');
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page).toHaveURL(/\/cont\/dashboard\/?$/);
});

test('a request that gets no answer shows the persistent server error toast', async ({ page }) => {
  // The page's clock is the test's: the auto-hide delay passes at once instead of in real time.
  await page.clock.install();
  await page.goto('/cont/login');
  await page.route('**/api/token-auth/**', (route) => route.abort('connectionrefused'));
  await logIn(page, 'corist@example.com');
  const toast = page.getByRole('region', { name: /Notificări/ }).getByText(network.text);
  await expect(toast).toBeVisible();
  await expect(page.getByText(network.title)).toBeVisible();
  await page.clock.runFor(TOAST_AUTO_HIDE_MS + 500);
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
  await expectBotCheckSolved(page);
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
  // The press's outcome, read once its submit event has passed the layout's guard (capture), the
  // client router (bubble, on the document) and reached the window: the form would be sent either
  // by the browser (the event not prevented) or by the router (its navigation started).
  type Watched = Window & { pressed?: Promise<{ byBrowser: boolean; byRouter: boolean }> };
  await page.evaluate(() => {
    let byRouter = false;
    document.addEventListener('astro:before-preparation', () => {
      byRouter = true;
    });
    (window as Watched).pressed = new Promise((resolve) =>
      window.addEventListener(
        'submit',
        (event) => resolve({ byBrowser: !event.defaultPrevented, byRouter }),
        { once: true },
      ),
    );
  });
  await page.getByRole('button', { name: login.submit }).click();
  const pressed = await page.evaluate(() => (window as Watched).pressed);
  expect(pressed, 'the press reached the form, and nothing sent it').toEqual({
    byBrowser: false,
    byRouter: false,
  });
  expect(page.url()).not.toContain('parola-demo');
  await expect(page).toHaveURL(/\/cont\/login\/?$/);
});
