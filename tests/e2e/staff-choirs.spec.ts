/**
 * The back office's choirs in Chromium (issue #12, "Done when"): a new user founds a choir, the
 * demo staff member finds it among the waiting choirs of 'Coruri', opens it and confirms it; the
 * new user then finds it confirmed (the choir switcher, Corul meu and its history) and got the
 * mail; the staff member then edits the choir and withdraws the confirmation with a reason,
 * which the founder gets by mail. axe sweeps the list, the detail and both modals.
 */
import { expect, type Page, test } from '@playwright/test';
import { choirs, choirProfile as cp, members } from '../../src/lib/messages.ts';
import { CHOIR_FIELD_LABELS as labels } from '../../src/lib/messages-choir-profile.ts';
import { staffChoirs as sc } from '../../src/lib/messages-staff-choirs.ts';
import { fillChoirStep1 } from './choir-form.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  logIn,
  mailFromOutbox,
  mailMark,
  newMember,
  NEW_MEMBER_PASSWORD as PASSWORD,
  screenshots,
  staffOpens,
} from './helpers.ts';

/** Founds a choir through the dashboard's two-step form; answers its name. */
async function foundChoir(page: Page) {
  await page.getByRole('button', { name: members.notices.chooseChoir }).click();
  const modal = page.getByRole('dialog', { name: choirs.selectTitle });
  await modal.getByRole('button', { name: choirs.newChoir }).click();
  const form = page.getByRole('dialog', { name: choirs.addTitle });
  const name = `Corul „Privighetoarea” ${Date.now()}`;
  await fillChoirStep1(form, { name, school: 5, street: 14, members: 30 });
  await form.getByRole('button', { name: choirs.next }).click();
  await form.getByLabel(choirs.contact).fill('Prof. Ioana Fondatoare');
  await form.getByLabel(choirs.phone).fill('0722123457');
  await form.getByLabel(choirs.email).fill('cor.privighetoarea@example.com');
  await form.getByRole('button', { name: choirs.save }).click();
  await expect(page.getByText(choirs.created)).toBeVisible();
  return name;
}

test('the staff confirms a choir founded by a new user, who finds it confirmed and gets the mail', async ({
  page,
  browser,
  request,
}) => {
  await chooseEssentialCookies(page);
  const { email } = await newMember(request, {
    prefix: 'fondator',
    firstName: 'Ioana',
    lastName: 'Fondatoare',
    birthDate: '1988-05-17',
    sex: 'F',
    judet: 'IS',
    localitate: 'Pașcani',
  });
  await logIn(page, email, PASSWORD);
  const name = await foundChoir(page);

  // The demo staff member, in a browser of their own.
  const staffContext = await browser.newContext();
  const admin = await staffContext.newPage();
  await staffOpens(admin, '/cont/administrare/coruri');
  const table = admin.getByRole('table', { name: sc.list });
  // Waiting choirs first: the first row waits, and so does the new one among them.
  await expect(table.getByRole('row').nth(1).getByText(sc.waiting)).toBeVisible();
  await expectNoAxeViolations(admin, 'the choir list');
  await screenshots(admin, 'staff-choirs-list');

  await admin.getByRole('button', { name: new RegExp(sc.status) }).click();
  await admin.getByRole('option', { name: sc.statusLabels.waiting, exact: true }).click();
  await expect(admin).toHaveURL(/status=waiting/);
  await admin.getByLabel(sc.searchLabel).fill('privighetoarea');
  await admin.getByLabel(sc.searchLabel).press('Enter');
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText(sc.waiting)).toBeVisible();

  // Opened from the keyboard: the detail's heading takes the focus.
  await row.getByRole('link', { name }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/[?&]id=\d+/);
  const detailPath = `/cont/administrare/coruri?id=${new URL(admin.url()).searchParams.get('id')}`;
  const heading = admin.getByRole('heading', { name, level: 2 });
  await expect(heading).toBeFocused();
  await expect(admin.getByRole('table', { name: sc.membersTitle })).toContainText(email);
  await expectNoAxeViolations(admin, 'the choir detail');
  await screenshots(admin, 'staff-choir-detail');

  // Back to the list, with its filters kept and the focus on the choir's link.
  await admin.getByRole('button', { name: sc.back }).click();
  await expect(admin).toHaveURL(/status=waiting/);
  await expect(admin).not.toHaveURL(/[?&]id=/);
  await expect(table.getByRole('link', { name })).toBeFocused();

  // Deep link: the same detail on a fresh load.
  await admin.goto(detailPath);
  await expect(admin.getByRole('heading', { name, level: 2 })).toBeVisible();

  await admin.getByRole('button', { name: sc.confirm }).click();
  const confirm = admin.getByRole('dialog', { name: sc.confirm });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(admin, 'the confirm modal');
  const confirmed = mailMark();
  await confirm.getByRole('button', { name: sc.confirm }).click();
  await expect(admin.getByText(sc.confirmed_)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('button', { name: sc.withdraw })).toBeVisible();
  await expect(admin.locator('.staff-detail__state')).toContainText(sc.confirmed);

  // The withdraw modal: a reason is required; cancelled, the choir stays confirmed.
  await admin.getByRole('button', { name: sc.withdraw }).click();
  const withdraw = admin.getByRole('dialog', { name: sc.withdrawTitle });
  await withdraw.getByRole('button', { name: sc.withdraw }).click();
  await expect(withdraw.getByText(sc.reasonRequired)).toBeVisible();
  await expectNoAxeViolations(admin, 'the withdraw modal with its error');
  await screenshots(admin, 'staff-choir-withdraw');
  await withdraw.getByRole('button', { name: 'Renunță' }).click();
  await expect(withdraw).toBeHidden();
  await expect(admin.getByRole('button', { name: sc.withdraw })).toBeFocused();

  // The founder: the mail, then the choir among the confirmed ones and its history.
  const mail = await mailFromOutbox(confirmed, email, `${name} a fost confirmat`);
  expect(mail).toContain('/cont/corul-meu');
  await page.goto('/cont/dashboard');
  await page.getByRole('button', { name: new RegExp(members.switcher.label) }).click();
  const confirmedGroup = page.getByRole('group', { name: members.switcher.confirmed });
  await expect(confirmedGroup.getByRole('menuitemradio', { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/cont/corul-meu');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('din echipa programului, a confirmat corul.')).toBeVisible();

  // The staff member edits the choir with the conductors' form, then withdraws the confirmation.
  await admin.goto(detailPath);
  await admin.getByRole('button', { name: sc.edit }).click();
  const edit = admin.getByRole('dialog', { name: cp.editTitle });
  await edit.getByLabel(labels.voices).fill('Sopran, alto');
  await edit.getByRole('button', { name: cp.save }).click();
  await expect(admin.getByText(cp.saved)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(admin.locator('.staff-detail__facts')).toContainText('Sopran, alto');
  await admin.getByRole('button', { name: sc.withdraw }).click();
  const reason = 'Corul s-a mutat la altă școală; reînscrieți-l de acolo.';
  await withdraw.getByLabel(sc.reason).fill(reason);
  const withdrawn = mailMark();
  await withdraw.getByRole('button', { name: sc.withdraw }).click();
  await expect(admin.getByText(sc.withdrawn)).toBeVisible();
  await expect(admin.locator('.staff-detail__state')).toContainText(sc.waiting);
  await expect(admin.getByText(`Motivul: ${reason}`)).toBeVisible();
  await staffContext.close();
  expect(await mailFromOutbox(withdrawn, email, `Motivul: ${reason}`)).toContain(name);
});
