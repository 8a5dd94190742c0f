/**
 * The whole account journey of a new person, in Chromium: register (solving the bot check), open
 * the activation link from the outbox, log in, finalize the account, agree to GDPR, edit the
 * profile, upload an avatar, log out, reset the password, log in with the new one.
 * axe sweeps every page and modal on the way.
 */

import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  account,
  activation,
  emailSent,
  gdpr,
  login,
  register,
  resetPassword,
} from '../../src/lib/messages.ts';
import { parentEmailModal } from '../../src/lib/messages-child-consent.ts';
import {
  choose,
  expectNoAxeViolations,
  linkFromOutbox,
  mailMark,
  waitForHydration,
} from './helpers.ts';
import { expectBotCheckSolved } from './signup-helpers.ts';

const email = `elena.${Date.now()}@example.com`;

test('a new person goes from sign-up to a new password', async ({ page }) => {
  await page.goto('/cont/nou');
  await expect(page).toHaveTitle(new RegExp(`^${register.title} \\|`));
  await expectNoAxeViolations(page, 'register page');
  await waitForHydration(page);
  await page.getByLabel(register.firstName, { exact: true }).fill('Elena');
  await page.getByLabel(register.lastName, { exact: true }).fill('Dumitrescu');
  await page.getByLabel(register.email).fill(email);
  await page.getByLabel(register.password, { exact: true }).fill('parola-buna');
  await page.getByLabel(register.repeatPassword).fill('parola-buna');
  await page.getByLabel(register.agreed).check();
  // The widget starts solving once the form has focus; the badge must show it verified.
  await expectBotCheckSolved(page);
  const registered = mailMark();
  await page.getByRole('button', { name: register.submit }).click();

  await expect(page).toHaveURL(/\/cont\/email-trimis\/?$/);
  await expect(page.getByRole('heading', { name: emailSent.heading })).toBeVisible();
  await expectNoAxeViolations(page, 'e-mail sent page');

  await page.goto(await linkFromOutbox(registered, email, '/cont/activate/'));
  await expect(page.getByText(activation.success)).toBeVisible();
  await expectNoAxeViolations(page, 'activation page');
  await expect(page).toHaveURL(/\/cont\/login\/?\?activated=true$/, { timeout: 15_000 });
  await expect(page.getByText(login.activated)).toBeVisible();
  await expectNoAxeViolations(page, 'login page');
  await waitForHydration(page);

  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password, { exact: true }).fill('parola-buna');
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page).toHaveURL(/\/cont\/dashboard\/?$/);

  const finalize = page.getByRole('dialog', { name: account.finalizeTitle });
  await expect(finalize).toBeVisible();
  await expectNoAxeViolations(page, 'finalize modal');
  await page.keyboard.press('Escape');
  await expect(finalize, 'the finalize modal cannot be dismissed').toBeVisible();
  await finalize.getByRole('spinbutton').first().click();
  await page.keyboard.type('17052012');
  await finalize.getByRole('radio', { name: account.sexOptions.F }).check();
  await choose(finalize, account.county, 'Iași');
  await finalize.getByLabel(account.city).fill('Pașcani');
  await finalize.getByRole('button', { name: account.save }).click();
  await expect(page.getByText(account.finalizeSuccess)).toBeVisible();
  await expect(finalize).toBeHidden();

  const consent = page.getByRole('dialog', { name: gdpr.title });
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(page, 'GDPR modal');
  await consent.getByRole('button', { name: gdpr.agree }).click();
  await expect(consent).toBeHidden();

  // Born in 2012: under 16, she names a parent, who gets the consent form's link (issue #25).
  const parent = page.getByRole('dialog', { name: parentEmailModal.title });
  await expect(parent).toBeVisible();
  await expectNoAxeViolations(page, 'parent e-mail modal');
  const parentEmail = `parinte.${email}`;
  const named = mailMark();
  await parent.getByLabel(parentEmailModal.email).fill(parentEmail);
  await parent.getByRole('button', { name: parentEmailModal.send }).click();
  await expect(parent.getByText(parentEmailModal.sentIntro(parentEmail))).toBeVisible();
  await parent.getByRole('button', { name: parentEmailModal.close }).click();
  await expect(parent).toBeHidden();
  expect(await linkFromOutbox(named, parentEmail, '/formular-gdpr', true)).toMatch(
    /^\/formular-gdpr\?cerere=[\w-]+$/,
  );
  await expect(page.getByRole('heading', { name: account.greeting('Elena') })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  await page.getByRole('button', { name: account.accountMenu }).click();
  await page
    .getByRole('menuitem', { name: account.editProfile })
    .or(page.getByRole('button', { name: account.editProfile }))
    .click();
  const edit = page.getByRole('dialog', { name: account.editTitle });
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page, 'edit profile modal');
  await edit.getByLabel(account.firstName, { exact: true }).fill('Elena-Maria');
  await edit.getByLabel(account.phone).fill('0722123456');
  await edit.getByRole('button', { name: account.save }).click();
  await expect(page.getByText(account.editSuccess)).toBeVisible();
  await expect(page.getByRole('heading', { name: account.greeting('Elena-Maria') })).toBeVisible();

  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#2e86c1' },
  })
    .png()
    .toBuffer();
  await page.getByRole('button', { name: account.accountMenu }).click();
  await page
    .getByRole('menuitem', { name: account.editProfile })
    .or(page.getByRole('button', { name: account.editProfile }))
    .click();
  await page
    .getByLabel(account.avatarChange)
    .setInputFiles({ name: 'poza.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText(account.avatarSuccess)).toBeVisible();
  const avatar = page.locator('img[src^="/media/avatars/"]').first();
  await expect(avatar).toBeVisible();
  // The photo is served to its owner's session only (src/server/avatars.ts): the browser's cookie
  // must reach it, so the picture loads rather than showing broken.
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: account.accountMenu }).click();
  await page
    .getByRole('menuitem', { name: account.logout })
    .or(page.getByRole('button', { name: account.logout }))
    .click();
  await expect(page).toHaveURL(/\/cont\/login\/?$/);
  expect((await page.context().cookies()).find((c) => c.name === '__cm_tkn')).toBeUndefined();

  await page.getByRole('link', { name: login.forgotPassword }).click();
  await expect(page).toHaveURL(/\/cont\/reseteaza-parola\/?$/);
  await expectNoAxeViolations(page, 'reset request page');
  await waitForHydration(page);
  await page.getByLabel(resetPassword.email).fill(email);
  const asked = mailMark();
  await page.getByRole('button', { name: resetPassword.submit }).click();
  await expect(page).toHaveURL(/\/cont\/email-trimis\/?$/);

  await page.goto(await linkFromOutbox(asked, email, '/cont/reseteaza-parola/'));
  await expectNoAxeViolations(page, 'reset confirm page');
  await waitForHydration(page);
  await page.getByLabel(resetPassword.password, { exact: true }).fill('parola-noua-2026');
  await page.getByLabel(resetPassword.repeatPassword).fill('parola-noua-2026');
  await page.getByRole('button', { name: resetPassword.confirmSubmit }).click();
  await expect(page).toHaveURL(/\/cont\/login/);

  await waitForHydration(page);
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password, { exact: true }).fill('parola-noua-2026');
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page.getByRole('heading', { name: account.greeting('Elena-Maria') })).toBeVisible();
});
