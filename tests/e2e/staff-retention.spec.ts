/**
 * The retention preview in Chromium (issue #26), at 1280 and 390 px with axe: staff open
 * /cont/administrare/pastrare-date, open a rule's items, hold the demo's old contact message with a
 * reason (a dialog with its focus inside) and release it; then hold it again and run the rules:
 * the held message stays and the run's journal says so. The privacy policy prints the same periods.
 */
import { expect, type Page, test } from '@playwright/test';
import { common, choirProfile as cp, login } from '../../src/lib/messages.ts';
import { CHOIR_HISTORY_ACTIONS } from '../../src/lib/messages-choir-profile.ts';
import {
  privacyRetention,
  RETENTION_RULES,
  retention as t,
} from '../../src/lib/messages-retention.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/accounts.ts';
import { DEMO_DELETED } from '../../src/server/db/seed/deletion.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  screenshots,
  signedIn,
  staffOpens,
} from './helpers.ts';

const PAGE = '/cont/administrare/pastrare-date';
const OLD_MESSAGE = 'Andrei Popa <andrei.popa@example.com>';
const CONTACT = RETENTION_RULES.contact_messages.name;
test.slow();

async function openContactRule(page: Page) {
  await chooseEssentialCookies(page);
  await staffOpens(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('link', { name: t.show(CONTACT) }).click();
  await expect(page).toHaveURL(/rule=contact_messages/);
  const items = page.getByRole('table', { name: t.items(CONTACT) });
  await expect(items.getByText(OLD_MESSAGE, { exact: true })).toBeVisible();
  return items;
}

async function hold(page: Page, reason: string) {
  await page.getByRole('button', { name: t.holdLabel(OLD_MESSAGE) }).click();
  const dialog = page.getByRole('dialog', { name: t.holdTitle });
  await expect(dialog).toBeVisible();
  // The focus moves into the dialog (Modal.tsx) and stays there.
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  const field = dialog.getByRole('textbox', { name: t.holdReason });
  return { dialog, field, reason };
}

for (const width of [1280, 390]) {
  test(`at ${width} px: an item is held with a reason, then released`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const items = await openContactRule(page);
    await expect(items.getByText(t.stateDelete)).toBeVisible();
    await expectNoAxeViolations(page, `the retention preview at ${width} px`);

    const { dialog, field } = await hold(page, '');
    await field.fill('nu');
    await dialog.getByRole('button', { name: t.hold }).click();
    await expect(dialog.getByText(t.reasonShort)).toBeVisible();
    await expectNoAxeViolations(page, `the hold dialog at ${width} px`);
    await field.fill('Așteptăm răspunsul părintelui');
    await dialog.getByRole('button', { name: t.hold }).click();
    await expect(dialog).toHaveCount(0);
    await expect(items.getByText(t.stateHeld('Așteptăm răspunsul părintelui'))).toBeVisible();
    await screenshots(page, 'staff-retention');

    await page.getByRole('button', { name: t.releaseLabel(OLD_MESSAGE) }).click();
    await expect(page.getByText(t.released)).toBeVisible();
    await expect(items.getByText(t.stateDelete)).toBeVisible();
  });
}

test('a run keeps the held item and says so in its journal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const items = await openContactRule(page);
  const { dialog, field } = await hold(page, '');
  await field.fill('Dosar în lucru');
  await dialog.getByRole('button', { name: t.hold }).click();
  await expect(items.getByText(t.stateHeld('Dosar în lucru'))).toBeVisible();

  await page.getByRole('button', { name: t.run }).click();
  const confirm = page.getByRole('alertdialog', { name: t.runTitle });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'the run confirmation');
  await confirm.getByRole('button', { name: t.run }).click();
  await expect(confirm).toHaveCount(0);
  const runs = page.getByRole('table', { name: t.runs });
  await expect(runs.getByText(t.runRule(CONTACT, 0, 1, 0))).toBeVisible();
  await expect(items.getByText(OLD_MESSAGE, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: t.releaseLabel(OLD_MESSAGE) }).click();
  await expect(page.getByText(t.released)).toBeVisible();
});

test("the run deletes an account whose deletion was asked for: no login, 'cont șters' in the choir's history", async ({
  page,
}) => {
  // The demo's former singer asked more than RETENTION.deletionGraceDays ago (seed/deletion.ts);
  // the run above deleted the account, a second run changes nothing for it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseEssentialCookies(page);
  await staffOpens(page, PAGE);
  await page.getByRole('button', { name: t.run }).click();
  await page
    .getByRole('alertdialog', { name: t.runTitle })
    .getByRole('button', { name: t.run })
    .click();
  await expect(page.getByRole('alertdialog', { name: t.runTitle })).toHaveCount(0);
  await page.context().clearCookies();

  await chooseEssentialCookies(page);
  await page.goto('/cont/login');
  await page.getByLabel(login.email).fill(DEMO_DELETED.email);
  await page.getByLabel(login.password, { exact: true }).fill('parola-demo');
  await page.getByRole('button', { name: login.submit }).click();
  await expect(page.getByText(login.failed)).toBeVisible();

  await signedIn(page, DEMO_ACCOUNTS.conductor.email, '/cont/corul-meu/');
  const history = page.getByRole('region', { name: cp.history });
  const left = history.getByText(
    CHOIR_HISTORY_ACTIONS.left({ actor: null, subject: null, fields: [] }),
  );
  // Other specs add entries before it: the history's pages are turned until it shows.
  await expect(history.getByRole('listitem').first()).toBeVisible();
  while (!(await left.isVisible()))
    await history.getByRole('button', { name: common.nextPage }).click();
  await expect(left).toBeVisible();
  await expect(history.getByText(DEMO_DELETED.lastName)).toHaveCount(0);
});

test('the privacy policy says how long each kind of data is kept, and in plain words for children', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await chooseEssentialCookies(page);
  await page.goto('/politica-de-confidentialitate');
  const table = page.getByRole('table', { name: privacyRetention.heading });
  const contact = RETENTION_RULES.contact_messages;
  await expect(table.getByRole('row', { name: new RegExp(contact.period) })).toContainText(
    contact.data,
  );
  await expect(page.getByRole('heading', { name: privacyRetention.kidsHeading })).toBeVisible();
  await expectNoAxeViolations(page, 'the privacy policy at 390 px');
});
