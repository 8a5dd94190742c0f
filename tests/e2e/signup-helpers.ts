/** Shared by the browser tests of the public sign-up forms (issue #11). */
import { expect, type Page } from '@playwright/test';
import { signups } from '../../src/lib/messages.ts';
import { chooseEssentialCookies, expectNoAxeViolations, mailMark } from './helpers.ts';

/** A phone's window: the forms are filled mostly on phones. */
export const PHONE = { width: 390, height: 844 } as const;

/** Waits until the island of the form has hydrated (client:visible or client:idle). */
export async function waitForForm(page: Page) {
  await page.locator('form').first().scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Opens the form at `path` as a visitor who chose the essential cookies, once it has hydrated. */
export async function openForm(page: Page, path: string) {
  await chooseEssentialCookies(page);
  await page.goto(path);
  await waitForForm(page);
}

/**
 * Opens the form at `path` (axe on it empty, named `empty`) and sends it empty with the button
 * `submit`: the error summary takes the focus. Answers the summary.
 */
export async function sendEmpty(page: Page, path: string, empty: string, submit: string) {
  await openForm(page, path);
  await expectNoAxeViolations(page, empty);
  await page.getByRole('button', { name: submit }).click();
  const summary = page.getByRole('region', { name: signups.summaryHeading });
  await expect(summary).toBeFocused();
  return summary;
}

/** Waits until the ALTCHA widget has solved its challenge (it starts once the form has focus). */
export async function expectBotCheckSolved(page: Page) {
  await expect(
    page
      .locator('altcha-widget [data-state="verified"], altcha-widget[data-state="verified"]')
      .first(),
  ).toBeAttached({ timeout: 30_000 });
}

/**
 * Sends the filled form once its bot check is solved (axe on it first, named `filled`) with the
 * button `submit`; the heading `success` takes the focus. Answers the outbox mark of before the send.
 */
export async function sendFilled(page: Page, submit: string, filled: string, success: string) {
  await expectBotCheckSolved(page);
  await expectNoAxeViolations(page, filled);
  const sent = mailMark();
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByRole('heading', { name: success })).toBeFocused();
  return sent;
}
