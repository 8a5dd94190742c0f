/**
 * Rapoarte (issue #12) in Chromium: the demo staff member opens the report from the side menu,
 * sees the figures the API counts, sorts the county table, colours the map by another figure,
 * narrows the sign-ups to a period from the address, downloads the table as CSV; axe finds
 * nothing on the page with its map.
 */
import { expect, test } from '@playwright/test';
import { COUNTY_FIGURES, type Report } from '../../src/lib/api/staff-reports.ts';
import { COUNTIES } from '../../src/lib/counties.ts';
import { STAFF_SECTIONS, staff } from '../../src/lib/messages-staff.ts';
import { figureLabels, reports } from '../../src/lib/messages-staff-reports.ts';
import { expectNoAxeViolations, screenshots, staffOpens } from './helpers.ts';

const section = STAFF_SECTIONS.find((s) => s.href.endsWith('/rapoarte'));
const number = (n: number) => n.toLocaleString('ro-RO');

test('the staff member reads the figures, sorts the table, colours the map and exports it', async ({
  page,
}) => {
  await staffOpens(page, '/cont/administrare/');
  await page
    .getByRole('navigation', { name: staff.navLabel })
    .getByRole('link', { name: section?.label })
    .click();
  await expect(page).toHaveURL(/\/cont\/administrare\/rapoarte\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: section?.label })).toBeVisible();

  const report = (await (await page.request.get('/api/staff/reports/')).json()) as Report;
  expect(report.totals.confirmed_choirs).toBeGreaterThan(0);
  const figure = page.locator('.report-figure').filter({ hasText: figureLabels.confirmed_choirs });
  await expect(figure.locator('.report-figure__number')).toHaveText(
    number(report.totals.confirmed_choirs),
  );

  const table = page.getByRole('table', { name: reports.tableCaption });
  await expect(table.locator('tbody tr')).toHaveCount(COUNTIES.length);
  await expect(table.locator('tfoot')).toContainText(number(report.totals.members));
  const busiest = [...report.counties].sort(
    (a, b) =>
      b.figures.confirmed_choirs - a.figures.confirmed_choirs ||
      new Intl.Collator('ro').compare(a.name, b.name),
  )[0];
  const sortChoirs = table.getByRole('button', { name: figureLabels.confirmed_choirs });
  await sortChoirs.click();
  await expect(
    table.getByRole('columnheader', { name: figureLabels.confirmed_choirs }),
  ).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first().getByRole('rowheader')).toHaveText(
    busiest?.name ?? '',
  );
  await sortChoirs.press('Enter');
  await expect(
    table.getByRole('columnheader', { name: figureLabels.confirmed_choirs }),
  ).toHaveAttribute('aria-sort', 'ascending');

  // The map draws every county of the public map's polygons, coloured by the chosen figure.
  await expect(page.locator('.report-map .county-map__shape')).toHaveCount(COUNTIES.length);
  await page.getByRole('button', { name: new RegExp(reports.mapFigure) }).click();
  await page.getByRole('option', { name: figureLabels.members }).click();
  await expect(page.locator('.report-map .county-map__legend-title')).toHaveText(
    reports.legendOf(figureLabels.members),
  );
  await expectNoAxeViolations(page, 'the report with its map');
  await screenshots(page, 'staff-reports');

  const download = page.waitForEvent('download');
  await page
    .getByRole('navigation', { name: staff.exportLabel(reports.exportList) })
    .getByRole('link', { name: staff.exportCsv })
    .click();
  expect((await download).suggestedFilename()).toBe(`${reports.exportFile}.csv`);
  let text = '';
  for await (const chunk of await (await download).createReadStream()) text += chunk;
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toContain(figureLabels.waiting_choirs);
  expect(lines).toHaveLength(1 + COUNTIES.length + 1);
  expect(lines.at(-1)).toBe(
    ['', reports.total, ...COUNTY_FIGURES.map((f) => report.totals[f])].join(','),
  );
});

test('a period in the address narrows the sign-ups counted, not the choirs', async ({ page }) => {
  await staffOpens(page, '/cont/administrare/rapoarte?from=2999-01-01');
  await expect(page.getByText(reports.periodOf('2999-01-01'))).toBeVisible();
  const campaign = page.locator('.report-figure').filter({ hasText: figureLabels.campaign });
  await expect(campaign.locator('.report-figure__number')).toHaveText('0');
  // The period's fields show the address's days.
  await expect(page.getByRole('spinbutton', { name: `an, ${reports.from}` })).toHaveAttribute(
    'aria-valuenow',
    '2999',
  );
  await page.getByRole('button', { name: reports.clearPeriod }).click();
  await expect(page).toHaveURL(/\/rapoarte\/?$/);
  await expect(page.getByText(reports.periodAll)).toBeVisible();
  await expectNoAxeViolations(page, 'the report after the period');
});
