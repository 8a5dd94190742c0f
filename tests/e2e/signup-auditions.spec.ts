/**
 * /auditii in Chromium on a phone's window: an empty send shows every required message and the
 * error summary (focused, its links move the focus to the field), the age is set with the slider
 * and by typing, the form is sent with the bot check solved, the success state of document 1 §8
 * replaces it, and the parent's confirmation and the team's notification (which carries every
 * answer and the stored row's number) arrive in the outbox. axe on the empty, invalid and
 * filled form and on the success state.
 */
import { expect, test } from '@playwright/test';
import { auditions, signups, validation } from '../../src/lib/messages.ts';
import { expectNoAxeViolations, mailFromOutbox, screenshots } from './helpers.ts';
import { PHONE, sendEmpty, sendFilled } from './signup-helpers.ts';

test.use({ viewport: PHONE });

const email = `parinte.${Date.now()}@example.com`;

test('a parent signs a child up for the auditions', async ({ page }) => {
  // The kit under the site's Content-Security-Policy: the slider's styles, the widget's worker.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('csp') ?? '[]') as string[];
      sessionStorage.setItem('csp', JSON.stringify([...seen, event.violatedDirective]));
    });
  });
  const summary = await sendEmpty(page, '/auditii', 'empty audition form', auditions.submit);
  for (const label of [
    auditions.category,
    auditions.firstName,
    auditions.age,
    auditions.agreedShort,
  ]) {
    await expect(summary.getByRole('link', { name: new RegExp(`^${label}:`) })).toBeVisible();
  }
  // Every required field says so, the written ones naming what to write (issue #23); the
  // category and the age keep the general message; the optional reason and experience say nothing.
  for (const missing of [
    auditions.firstNameMissing,
    auditions.lastNameMissing,
    validation.emailMissing,
    validation.phoneMissing,
    auditions.schoolMissing,
  ]) {
    await expect(page.locator('.field__errors li', { hasText: missing })).toHaveCount(1);
  }
  await expect(page.locator('.field__errors li', { hasText: validation.required })).toHaveCount(2);
  await expect(
    page.locator('.field__errors li', { hasText: validation.agreementRequired }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, 'audition form with errors');
  await screenshots(page, 'auditions-errors');

  await summary.getByRole('link', { name: new RegExp(`^${auditions.firstName}:`) }).click();
  await expect(page.getByLabel(auditions.firstName, { exact: true })).toBeFocused();

  await page.getByRole('radio', { name: auditions.categories.choir }).check();
  await page.getByLabel(auditions.firstName, { exact: true }).fill('Ioana');
  await page.getByLabel(auditions.lastName, { exact: true }).fill('Țăranu');
  // The slider moves by keys; the number beside it follows, and typing moves the slider.
  const slider = page.getByRole('slider', { name: auditions.age });
  const typed = page.getByLabel(signups.ageTyped(auditions.age));
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(typed).toHaveValue('6');
  await typed.fill('9');
  await typed.blur();
  await expect(slider).toHaveAttribute('aria-valuetext', '9');
  await page.getByLabel(auditions.email).fill(email);
  const phone = page.getByLabel(auditions.phone);
  // Spaces, dots and dashes are read past; a letter is not, and the digits must be ten.
  await phone.fill('0722 12x');
  await phone.blur();
  await expect(page.getByText(validation.digitsOnly, { exact: true })).toBeVisible();
  await phone.fill('0722 123 45');
  await expect(page.getByText(validation.exactDigits(10), { exact: true })).toBeVisible();
  await phone.fill('0722 123 456');
  await page.getByLabel(auditions.school).fill('Școala Gimnazială nr. 5 Iași');
  await page.getByLabel(auditions.reason).fill('Cântă toată ziua prin casă.');
  await page.getByLabel(auditions.agreed).check();
  await expect(summary).toHaveCount(0);
  const sent = await sendFilled(page, auditions.submit, 'filled audition form', auditions.success);
  await expect(page.getByRole('button', { name: auditions.submit })).toHaveCount(0);
  await expectNoAxeViolations(page, 'audition success');
  await screenshots(page, 'auditions-success');

  const confirmation = await mailFromOutbox(sent, email, 'Bună, Ioana!');
  expect(confirmation).toContain(auditions.categories.choir);
  const team = await mailFromOutbox(sent, 'admin@example.com', email);
  for (const answer of ['Țăranu', '9 ani', '0722123456', 'Școala Gimnazială nr. 5 Iași']) {
    expect(team).toContain(answer);
  }
  expect(team).toMatch(/Numărul înregistrării: \d+ \(versiunea formularului: 1\)/);

  expect(await page.evaluate(() => sessionStorage.getItem('csp'))).toBeNull();

  // Another child: an empty form again, with a new submission.
  await page.getByRole('button', { name: auditions.again }).click();
  await expect(page.getByLabel(auditions.firstName, { exact: true })).toHaveValue('');
});
