/**
 * The back office's people in Chromium (issue #12): the demo staff member finds a new account by
 * its name typed without diacritics, blocks it (the person, logged in elsewhere, is logged out at
 * once and cannot log in again) and unblocks it; and ("Done when") exports the members of a
 * county to XLSX: the file opens with the demo choir's members, every row of that county. axe
 * sweeps the list, the detail and the block modal.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { login as loginText } from '../../src/lib/messages.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { staffPeople as sp } from '../../src/lib/messages-staff-people.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';
import { readXlsx } from '../helpers/sheets.ts';
import {
  choose,
  chooseEssentialCookies,
  expectNoAxeViolations,
  logIn,
  newMember,
  NEW_MEMBER_PASSWORD as PASSWORD,
  screenshots,
  staffOpens,
  waitForHydration,
} from './helpers.ts';

test('the staff finds an account, blocks it (its session ends at once) and unblocks it', async ({
  page,
  browser,
  request,
}) => {
  await chooseEssentialCookies(page);
  const { email } = await newMember(request, {
    prefix: 'blocat',
    firstName: 'Ștefăniță',
    lastName: 'Țăranu',
    birthDate: '1990-03-08',
    sex: 'M',
    judet: 'CJ',
    localitate: 'Dej',
  });
  await logIn(page, email, PASSWORD);

  const staffContext = await browser.newContext();
  const admin = await staffContext.newPage();
  await staffOpens(admin, '/cont/administrare/persoane');
  const table = admin.getByRole('table', { name: sp.list });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(admin, 'the people list');
  await screenshots(admin, 'staff-people-list');

  // The name typed without its diacritics.
  await admin.getByLabel(sp.searchLabel).fill('stefanita taranu');
  await admin.getByLabel(sp.searchLabel).press('Enter');
  await expect(admin).toHaveURL(/q=stefanita/);
  const row = table.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(row.getByText(sp.stateLabels.active)).toBeVisible();

  // Opened from the keyboard: the detail's heading takes the focus; the address names it.
  await row.getByRole('link', { name: 'Ștefăniță Țăranu' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/[?&]id=\d+/);
  await expect(admin.getByRole('heading', { name: 'Ștefăniță Țăranu', level: 2 })).toBeFocused();
  // The session of the API login above, and the browser's.
  await expect(admin.getByText(sp.sessionsCount(2))).toBeVisible();
  await expectNoAxeViolations(admin, 'the account detail');
  await screenshots(admin, 'staff-person-detail');

  // Deep link: the same detail on a fresh load.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Ștefăniță Țăranu', level: 2 })).toBeVisible();

  await admin.getByRole('button', { name: sp.block }).click();
  const modal = admin.getByRole('dialog', { name: sp.blockTitle('Ștefăniță Țăranu') });
  await expect(modal).toBeVisible();
  await modal.getByLabel(sp.blockReasonLabel).fill('Cont creat pentru mesaje nedorite');
  await expectNoAxeViolations(admin, 'the block modal');
  await screenshots(admin, 'staff-person-block');
  await modal.getByRole('button', { name: sp.blockConfirm }).click();
  await expect(admin.getByText(sp.blocked)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(admin.locator('.staff-detail__state')).toContainText(sp.stateLabels.blocked);
  await expect(admin.getByText('Cont creat pentru mesaje nedorite')).toBeVisible();
  await expect(admin.getByText(sp.sessionsCount(0))).toBeVisible();

  // The person's browser: the very next request is refused, the members area sends it to the login.
  expect((await page.request.get('/api/account/details')).status()).toBe(401);
  await page.goto('/cont/dashboard');
  await expect(page).toHaveURL(/\/cont\/login/);
  await page.waitForLoadState('networkidle');
  await page.goto('/cont/login');
  await waitForHydration(page);
  await page.getByLabel(loginText.email).fill(email);
  await page.getByLabel(loginText.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: loginText.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: loginText.blocked })).toBeVisible();

  await admin.getByRole('button', { name: sp.unblock }).click();
  await expect(admin.getByText(sp.unblocked)).toBeVisible();
  await expect(admin.locator('.staff-detail__state')).toContainText(sp.stateLabels.active);
  await expect(admin.getByRole('button', { name: sp.block })).toBeVisible();
  await logIn(page, email, PASSWORD);

  // Back to the list, with its search kept.
  await admin.getByRole('button', { name: sp.back }).click();
  await expect(admin).toHaveURL(/q=stefanita/);
  await expect(admin).not.toHaveURL(/[?&]id=/);
  await staffContext.close();
});

test('the staff exports the members of a county to XLSX and the file opens with its rows', async ({
  page,
}) => {
  await staffOpens(page, '/cont/administrare/persoane');
  const panel = page.getByRole('region', { name: sp.membersTitle });
  await choose(panel, sp.membersOfCounty, 'Iași');
  // The count the page shows is the API's, for the same county.
  const answer = await page.request.get('/api/staff/people/members/?county=IS');
  const { count } = (await answer.json()) as { count: number };
  await expect(panel.getByText(sp.membersCount(count))).toBeVisible();
  await expectNoAxeViolations(page, 'the members export');
  await screenshots(page, 'staff-people-export');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: staff.exportXlsx }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('membri-is.xlsx');
  const rows = await readXlsx(await readFile((await download.path()) ?? ''));
  expect(rows[0]).toEqual([
    sp.memberName,
    sp.email,
    sp.phone,
    sp.choir,
    sp.county,
    sp.place,
    sp.memberRole,
    sp.confirmed,
    sp.joinedAt,
  ]);
  const members = rows.slice(1);
  expect(members).toHaveLength(count);
  expect(members.every((row) => row[4] === 'Iași')).toBe(true);
  // The demo choir of Iași and its three demo members: the conductor, the singer, the request
  // waiting (other browser tests may have added members of their own since).
  const demoChoir = 'Corul de copii „Vocile Iașului”';
  const demoEmails: string[] = Object.values(DEMO_ACCOUNTS).map((person) => person.email);
  const ofDemoChoir = members
    .filter((row) => row[3] === demoChoir && demoEmails.includes(String(row[1])))
    .map((row) => [row[0], row[1], row[5], row[6], row[7]]);
  expect(ofDemoChoir).toEqual([
    ['Ana Popescu', DEMO_ACCOUNTS.conductor.email, 'Iași', sp.conductor, staff.yes],
    ['Ioana Marin', DEMO_ACCOUNTS.pending.email, 'Iași', sp.singer, staff.no],
    ['Matei Ionescu', DEMO_ACCOUNTS.singer.email, 'Iași', sp.singer, staff.yes],
  ]);
});
