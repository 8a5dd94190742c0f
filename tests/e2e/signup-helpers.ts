/** Shared by the browser tests of the public sign-up forms (issue #11). */
import { expect, type Page } from '@playwright/test';

/** A phone's window: the forms are filled mostly on phones. */
export const PHONE = { width: 390, height: 844 } as const;

/** Waits until the island of the form has hydrated (client:visible or client:idle). */
export async function waitForForm(page: Page) {
  await page.locator('form').first().scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Waits until the ALTCHA widget has solved its challenge (it starts once the form has focus). */
export async function expectBotCheckSolved(page: Page) {
  await expect(
    page
      .locator('altcha-widget [data-state="verified"], altcha-widget[data-state="verified"]')
      .first(),
  ).toBeAttached({ timeout: 30_000 });
}
