/**
 * Attendance (issue #28), in Chromium at 390 px: the demo conductor opens yesterday's rehearsal
 * from the dashboard's 'Prezența de azi', marks three members in one tap each, goes offline, marks
 * one more and sees it waiting, comes back online and sees it saved (a reload shows it); the demo
 * singer announces an absence for next week and finds the rehearsal there answered 'Nu particip'.
 * The arrow keys move a mark as a tap does. axe sweeps each screen.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { absences, attendance } from '../../src/lib/messages-attendance.ts';
import { calendar } from '../../src/lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../src/lib/messages-events.ts';
import {
  approvedInDemoChoir,
  expectNoAxeViolations,
  screenshots,
  signedIn,
  typeDate,
} from './helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

const REHEARSAL = 'Repetiție de ansamblu';

/** The members' rows of the attendance page, each a group named after the member. */
const rows = (page: Page) => page.locator('fieldset.attendance-row__set');

/**
 * The demo choir has one singer: three more join it and the demo conductor approves them (through
 * the API; the joining journey has its own tests), so there are four members to mark.
 */
test.beforeAll(async ({ request }) => {
  for (const [firstName, lastName] of [
    ['Irina', 'Pavel'],
    ['Luca', 'Stan'],
    ['Sara', 'Toma'],
  ])
    await approvedInDemoChoir(request, {
      prefix: 'prezenta',
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      birthDate: '2004-03-02',
      sex: 'F',
      judet: 'IS',
      localitate: 'Iași',
    });
});

test('the conductor takes attendance, offline for one tap', async ({ page, context }) => {
  await signedIn(page, 'dirijor@example.com');
  const box = page.getByRole('region', { name: attendance.dashboardTitle });
  await box.getByRole('link', { name: attendance.openFor(REHEARSAL) }).click();
  await expect(page.getByRole('heading', { level: 1, name: attendance.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: REHEARSAL })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeGreaterThanOrEqual(4);
  await expectNoAxeViolations(page, 'the attendance page');

  // One tap each: the choice is checked, and saved (no 'nesalvat' is left).
  const marks = ['Prezent', 'Absent', 'Absent motivat'] as const;
  for (const [i, mark] of marks.entries()) {
    const row = rows(page).nth(i);
    await row.getByRole('radio', { name: mark, exact: true }).click();
    await expect(row.getByRole('radio', { name: mark, exact: true })).toBeChecked();
  }
  await expect(page.getByText(attendance.unsaved)).toHaveCount(0);
  await expect(rows(page).nth(1)).toContainText(/Absent/);

  await context.setOffline(true);
  const fourth = rows(page).nth(3);
  await fourth.getByRole('radio', { name: 'Absent', exact: true }).click();
  await expect(fourth.getByRole('radio', { name: 'Absent', exact: true })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: attendance.pending(1) })).toBeVisible();
  await expect(fourth).toContainText(attendance.unsaved);
  await screenshots(page, 'attendance-offline');

  await context.setOffline(false);
  await expect(page.getByText(attendance.pending(1))).toHaveCount(0);
  await expect(fourth).not.toContainText(attendance.unsaved);
  await page.reload();
  await expect(rows(page).nth(3).getByRole('radio', { name: 'Absent', exact: true })).toBeChecked();
  for (const [i, mark] of marks.entries())
    await expect(rows(page).nth(i).getByRole('radio', { name: mark, exact: true })).toBeChecked();
  await screenshots(page, 'attendance');

  // The keyboard: an arrow key moves a member's mark to the next button, and saves it.
  const first = rows(page).nth(0);
  await first.getByRole('radio', { name: 'Prezent', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  const absent = first.getByRole('radio', { name: 'Absent', exact: true });
  await expect(absent).toBeChecked();
  await expect(absent).toBeFocused();
  await expect(page.getByText(attendance.unsaved)).toHaveCount(0);
  await page.reload();
  await expect(rows(page).nth(0).getByRole('radio', { name: 'Absent', exact: true })).toBeChecked();
});

test("the singer announces an absence and next week's rehearsal is answered", async ({ page }) => {
  const today = parseDate(todayInBucharest());
  const rehearsalDay = today.add({ days: 7 });
  await signedIn(page, 'corist@example.com');
  const box = page.getByRole('region', { name: absences.title });
  await expect(box.getByText(absences.none)).toBeVisible();
  await box.getByRole('button', { name: absences.open }).click();
  const dialog = page.getByRole('dialog', { name: absences.formTitle });
  const day = (d: typeof today) => ({ day: d.day, month: d.month, year: d.year });
  await typeDate(dialog, absences.from, day(rehearsalDay.subtract({ days: 1 })));
  await typeDate(dialog, absences.to, day(rehearsalDay.add({ days: 1 })));
  await dialog.getByRole('textbox', { name: absences.reason }).fill('Tabără cu școala');
  await expectNoAxeViolations(page, 'the absence dialog');
  await dialog.getByRole('button', { name: absences.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(box.getByRole('listitem')).toContainText('Tabără cu școala');
  await expectNoAxeViolations(page, 'the dashboard with an absence');
  await screenshots(page, 'absences');

  const choirs = await (await page.request.get('/api/account/choirs/')).json();
  const window = `choir_id=${choirs[0].id}&from=${rehearsalDay}&to=${rehearsalDay}`;
  const events = (await (await page.request.get(`/api/event/?${window}`)).json()) as {
    id: number;
    title: string;
  }[];
  const rehearsal = events.find((e) => e.title === 'Repetiție săptămânală');
  expect(rehearsal).toBeDefined();
  await page.goto(`/cont/evenimente?event=${rehearsal?.id}`);
  const details = page.getByRole('dialog', { name: 'Repetiție săptămânală' });
  await expect(details.getByText(calendar.yourAnswer(EVENT_ANSWERS.no))).toBeVisible();
  await expect(details.getByText('„Tabără cu școala”')).toBeVisible();

  // Removed, so the events later tests make next week are not answered for her.
  await page.goto('/cont/dashboard');
  await box.getByRole('button', { name: /^Șterge absența/ }).click();
  await expect(page.getByText(absences.removed)).toBeVisible();
  await expect(box.getByText(absences.none)).toBeVisible();
});
