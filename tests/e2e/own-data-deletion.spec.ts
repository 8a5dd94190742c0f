/**
 * Deleting one's account in Chromium (issue #26), at 1280 and 390 px with axe on the page and its
 * dialog: a new member reads the effects on /cont/datele-mele, confirms with the password in a
 * dialog that holds the focus (a wrong one is refused beside the field), sees when the deletion
 * will run, and cancels it: with the mail's link at 1280 px, by logging in again at 390 px.
 * The deletion itself, once the grace period is over, is run by staff in staff-retention.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { accountDeletion as m } from '../../src/lib/messages-account-deletion.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  logIn,
  mailFromOutbox,
  mailMark,
  NEW_MEMBER_PASSWORD,
  newMember,
  screenshots,
} from './helpers.ts';

const PAGE = '/cont/datele-mele/';

/** Asks for the deletion through the page's dialog; returns the mail's cancelling link. */
async function askForDeletion(page: Page, email: string, width: number) {
  await page.goto(PAGE);
  const section = page.getByRole('region', { name: m.heading });
  await expect(section.getByText(m.kept)).toBeVisible();
  await expect(section.getByRole('button', { name: m.open })).toBeEnabled();
  await expectNoAxeViolations(page, `Datele mele at ${width} px`);
  await section.getByRole('button', { name: m.open }).click();
  const dialog = page.getByRole('dialog', { name: m.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  const password = dialog.getByLabel(m.password);
  await password.fill('nu-este-parola');
  await dialog.getByRole('button', { name: m.confirm }).click();
  await expect(dialog.getByText(m.wrongPassword)).toBeVisible();
  await expectNoAxeViolations(page, `the deletion dialog at ${width} px`);
  const mark = mailMark();
  await password.fill(NEW_MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: m.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText(/Contul va fi șters după \d+ \S+ \d{4}\./)).toBeVisible();
  await expect(section.getByRole('button', { name: m.undo })).toBeVisible();
  await screenshots(page, 'datele-mele-stergere');
  const mail = await mailFromOutbox(mark, email, '/cont/anuleaza-stergerea/#');
  return new URL(/https?:\/\/\S+\/cont\/anuleaza-stergerea\/#\S+/.exec(mail)?.[0] ?? '');
}

const person = (prefix: string) => ({
  prefix,
  firstName: 'Bianca',
  lastName: 'Ștergescu',
  birthDate: '1990-04-12',
  sex: 'F' as const,
  judet: 'IS',
  localitate: 'Iași',
});

test('at 1280 px: a member asks for the deletion, and the mail’s link cancels it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseEssentialCookies(page);
  const { email } = await newMember(page.request, person('sterge-link'));
  const link = await askForDeletion(page, email, 1280);

  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: m.cancelTitle })).toBeVisible();
  await expectNoAxeViolations(page, 'the cancelling page');
  await page.getByRole('button', { name: m.cancelButton }).click();
  await expect(page.getByText(m.cancelDone)).toBeFocused();
  await page.goto(PAGE);
  await expect(page.getByRole('button', { name: m.open })).toBeEnabled();
});

test('at 390 px: a member asks for the deletion, and logging in again cancels it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseEssentialCookies(page);
  const { email } = await newMember(page.request, person('sterge-login'));
  await askForDeletion(page, email, 390);

  await page.context().clearCookies();
  await chooseEssentialCookies(page);
  await logIn(page, email, NEW_MEMBER_PASSWORD);
  await expect(page.getByText(m.cancelledByLogin)).toBeVisible();
  await page.goto(PAGE);
  await expect(page.getByRole('button', { name: m.open })).toBeEnabled();
});
