/**
 * Attendance figures (issue #28) in Chromium at 390 px: the demo conductor opens the choir's
 * figures from the dashboard, sees the weekly plot and the tables, changes the period; the demo
 * staff member opens the attendance report in Rapoarte, downloads it as CSV and asks for a period
 * that the report widens to whole months. axe sweeps each.
 */
import { expect, test } from '@playwright/test';
import type { ChoirFigures, NationalFigures } from '../../src/lib/api/attendance-figures.ts';
import { COUNTIES } from '../../src/lib/counties.ts';
import { formatDate, todayInBucharest } from '../../src/lib/dates.ts';
import {
  choirFigures,
  figures,
  nationalFigures,
} from '../../src/lib/messages-attendance-figures.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';
import { addDays } from '../../src/server/events/time.ts';
import { expectNoAxeViolations, screenshots, signedIn, staffOpens, typeDate } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const dayParts = (day: string) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return { year, month, day: date };
};

test('the conductor opens the choir figures, changes the period, reads the plot and tables', async ({
  page,
}) => {
  await signedIn(page, DEMO_ACCOUNTS.conductor.email);
  await page.getByRole('link', { name: choirFigures.dashboardLink }).click();
  await expect(page).toHaveURL(/\/cont\/prezenta\/?$/);
  const section = page.getByRole('region', { name: choirFigures.heading });
  await expect(section.getByRole('figure', { name: figures.plotTitle })).toBeVisible();
  await expect(section.locator('.rate-plot__bar').first()).toBeVisible();
  const members = section.getByRole('table', { name: choirFigures.membersHeading });
  await expect(members.locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page, "the choir's figures");
  await screenshots(page, 'attendance-figures');

  // The last two weeks: fewer weeks in the plot's table, the period said above it.
  const from = addDays(todayInBucharest(), -13);
  const answer = page.waitForResponse(
    (res) => res.url().includes('/attendance/figures/') && res.url().includes(`from=${from}`),
  );
  const form = section.getByRole('form', { name: figures.period });
  await typeDate(form, figures.from, dayParts(from));
  await form.getByRole('button', { name: figures.apply }).click();
  const shown = (await (await answer).json()) as ChoirFigures;
  expect(shown.from).toBe(from);
  await section.getByText(figures.tableOfPlot).click();
  const weeks = section.getByRole('table', { name: figures.plotTitle });
  await expect(weeks.locator('tbody tr')).toHaveCount(shown.weeks.length);
  expect(shown.weeks.length).toBeLessThanOrEqual(3);
  await expectNoAxeViolations(page, 'the figures of another period, their table open');
});

test('the staff member opens the attendance report and downloads it as CSV', async ({ page }) => {
  await staffOpens(page, '/cont/administrare/rapoarte');
  const section = page.getByRole('region', { name: nationalFigures.heading });
  const table = section.getByRole('table', { name: nationalFigures.tableCaption });
  await expect(table.locator('tbody tr')).toHaveCount(COUNTIES.length + 1);
  const report = (await (
    await page.request.get('/api/staff/reports/attendance/')
  ).json()) as NationalFigures;
  await expect(table.locator('tbody tr').last()).toContainText(nationalFigures.total);
  await expect(section.locator('.attendance-map .county-map__shape')).toHaveCount(COUNTIES.length);
  await expectNoAxeViolations(page, 'the attendance report');

  const download = page.waitForEvent('download');
  await section
    .getByRole('navigation', { name: staff.exportLabel(nationalFigures.exportList) })
    .getByRole('link', { name: staff.exportCsv })
    .click();
  expect((await download).suggestedFilename()).toBe(
    `${nationalFigures.exportFile}-${report.from}-${report.to}.csv`,
  );
  let text = '';
  for await (const chunk of await (await download).createReadStream()) text += chunk;
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toContain(nationalFigures.children);
  expect(lines).toHaveLength(1 + COUNTIES.length + 1);
  expect(lines.at(-1)).toContain(`${nationalFigures.total},${report.total.children}`);

  // A period from the middle of a month is counted over whole months, and the page says which.
  const from = addDays(todayInBucharest(), -75);
  const widened = page.waitForResponse(
    (res) => res.url().includes('/reports/attendance/') && res.url().includes(`from=${from}`),
  );
  const form = section.getByRole('form', { name: figures.period });
  await typeDate(form, figures.from, dayParts(from));
  await form.getByRole('button', { name: figures.apply }).click();
  const months = (await (await widened).json()) as NationalFigures;
  expect(months.from).toBe(`${from.slice(0, 7)}-01`);
  expect(months.to).toBe(report.to);
  await expect(
    section.getByText(figures.periodOf(formatDate(months.from), formatDate(months.to))),
  ).toBeVisible();
  await screenshots(page, 'attendance-report-months');
});
