/**
 * The staff's day in Chromium (issue #23), at 1280 and 390 px with axe: the demo staff member
 * logs in and lands on the back office's home, whose counts are the API's and whose links open
 * the lists filtered as they were counted; a message opens when its row is clicked anywhere; the
 * journal is narrowed by days kept in the address.
 */
import { expect, type Page, test } from '@playwright/test';
import type { StaffHome } from '../../src/lib/api/staff-home.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { staffHome as m } from '../../src/lib/messages-staff-home.ts';
import { journal } from '../../src/lib/messages-staff-journal.ts';
import { staffMessages } from '../../src/lib/messages-staff-messages.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  logIn,
  screenshots,
  typeDate,
} from './helpers.ts';

const WIDTHS = [1280, 390];
// Each test logs in and sweeps two pages with axe: more than the default minute on a busy machine.
test.slow();

async function homeCounts(page: Page): Promise<StaffHome> {
  const res = await page.request.get('/api/staff/home/');
  expect(res.status()).toBe(200);
  return (await res.json()) as StaffHome;
}

for (const width of WIDTHS) {
  test(`at ${width} px: staff land on the home; a count opens its filtered list`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await chooseEssentialCookies(page);
    await logIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/cont\/administrare\/?$/);
    const home = await homeCounts(page);
    const choirs = page.getByRole('link', { name: m.choirsCount(home.choirs_waiting) });
    await expect(choirs).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: m.messagesCount(home.messages_unanswered.contact, staffMessages.contact),
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the back office's home at ${width} px`);
    await screenshots(page, 'staff-home');

    await choirs.click();
    await expect(page).toHaveURL(/\/cont\/administrare\/coruri\?status=waiting$/);
    await expect(page.getByText(staff.count(home.choirs_waiting), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `the waiting choirs at ${width} px`);
  });

  test(`at ${width} px: a message opens when its row is clicked anywhere`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await chooseEssentialCookies(page);
    await logIn(page, 'admin@example.com');
    const home = await homeCounts(page);
    await page
      .getByRole('link', {
        name: m.messagesCount(home.messages_unanswered.contact, staffMessages.contact),
      })
      .click();
    await expect(page).toHaveURL(/box=contact&answered=no/);
    const table = page.getByRole('table', { name: staffMessages.contactList });
    const row = table.getByRole('row').nth(1);
    // The text of the message, not the link: the row opens all the same.
    await row.getByRole('cell').nth(2).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expectNoAxeViolations(page, `a message opened from its row at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshots(page, 'staff-messages');
  });
}

test('the journal keeps its days in the address and lists only those days', async ({ page }) => {
  await chooseEssentialCookies(page);
  await logIn(page, 'admin@example.com');
  // Two exports make today's actions.
  expect((await page.request.get('/api/staff/audit/?format=csv')).status()).toBe(200);
  await page.goto('/cont/administrare/jurnal');
  const table = page.getByRole('table', { name: journal.list });
  await expect(table).toBeVisible();

  const [year, month, day] = todayInBucharest().split('-').map(Number);
  const filters = page.locator('.staff-filters');
  // Tomorrow on: nothing yet.
  const tomorrow = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1));
  await typeDate(filters, journal.from, {
    day: tomorrow.getUTCDate(),
    month: tomorrow.getUTCMonth() + 1,
    year: tomorrow.getUTCFullYear(),
  });
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText(staff.empty)).toBeVisible();

  await page.goto(`/cont/administrare/jurnal?from=${todayInBucharest()}&to=${todayInBucharest()}`);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(filters.getByRole('group', { name: journal.from })).toContainText(String(year));
  await expectNoAxeViolations(page, 'the journal filtered by days');
  await screenshots(page, 'staff-journal-days');
});
