/**
 * The back office's frame (issue #12): staff reach it from the members' menu and move through
 * its side menu; its pages and scripts are served to staff only (a visitor is sent to log in, a
 * singer gets the 404 page, the scripts answer 404 to both); the journal lists the staff's own
 * actions, exports them, and axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { members } from '../../src/lib/messages.ts';
import { STAFF_SECTIONS, staff } from '../../src/lib/messages-staff.ts';
import { expectNoAxeViolations, screenshots, signedIn, staffOpens } from './helpers.ts';

const journal = STAFF_SECTIONS.find((section) => section.href.endsWith('/jurnal'));

test('staff open the back office from the members menu; its pages and scripts are theirs alone', async ({
  page,
  browser,
}) => {
  const staffScripts: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/_astro/staff/')) staffScripts.push(path);
  });
  await staffOpens(page, '/cont/dashboard');
  await page.getByRole('link', { name: members.nav.backOffice }).click();
  await expect(page).toHaveURL(/\/cont\/administrare\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: staff.area })).toBeVisible();
  await expectNoAxeViolations(page, 'the back office index');

  const menu = page.getByRole('navigation', { name: staff.navLabel });
  await menu.getByRole('link', { name: journal?.label }).click();
  await expect(page).toHaveURL(/\/cont\/administrare\/jurnal\/?$/);
  await expect(menu.getByRole('link', { name: journal?.label })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Exporting the journal is itself an action of it, the newest.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: staff.exportCsv }).click();
  let text = '';
  for await (const chunk of await (await download).createReadStream()) text += chunk;
  expect(text.split('\r\n')[0]).toBe('\uFEFFData,Cine,Acțiunea,Asupra,Tipul,Id,Detalii');
  await page.reload();
  const newest = page.getByRole('table', { name: journal?.label }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell', { name: 'a exportat lista' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: journal?.label })).toBeVisible();
  await expectNoAxeViolations(page, 'the journal');
  await screenshots(page, 'staff-journal');

  expect(staffScripts.length).toBeGreaterThan(0);
  const visitor = await browser.newContext();
  for (const script of staffScripts)
    expect((await visitor.request.get(script)).status(), script).toBe(404);
  const toLogin = await visitor.newPage();
  await toLogin.goto('/cont/administrare/jurnal');
  await expect(toLogin).toHaveURL(/\/cont\/login\?next=%2Fcont%2Fadministrare%2Fjurnal/);
  await visitor.close();

  const singerContext = await browser.newContext();
  const singer = await singerContext.newPage();
  await signedIn(singer, 'corist@example.com');
  await expect(singer.getByRole('link', { name: members.nav.backOffice })).toHaveCount(0);
  const refused = await singer.goto('/cont/administrare/jurnal');
  expect(refused?.status()).toBe(404);
  for (const script of staffScripts)
    expect((await singer.request.get(script)).status(), script).toBe(404);
  await singerContext.close();
});
