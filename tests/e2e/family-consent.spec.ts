/**
 * The parent's side of the consent (issue #25), in Chromium at 390 and 1280 px with axe: the demo
 * parent's dashboard lists her children with their consent and leads to 'Copiii mei'; there she
 * signs Luca's consent by drawing, sees him valid, withdraws 'fotografii' and gives it again.
 * Each run ends by withdrawing the consent through the mailed link, so the next width finds Luca
 * without a valid consent again (withdrawn is signed again like missing). And a 12-year-old whose
 * parent has not signed re-sends the parent's link from the dashboard's notice, up to the limit.
 */
import { expect, test } from '@playwright/test';
import { CONSENT_AGREEMENTS } from '../../src/lib/consent-agreements.ts';
import { PARENT_CONSENT_MAILS } from '../../src/lib/limits.ts';
import { families, toast } from '../../src/lib/messages.ts';
import {
  childNotice,
  consentStateLabel,
  parentEmailModal,
  parentSide,
  purposeFlag,
  purposesPage,
} from '../../src/lib/messages-child-consent.ts';
import { consentForm as cf } from '../../src/lib/messages-consent.ts';
import { DEMO_PARENT } from '../../src/server/db/seed/families.ts';
import {
  drawSignature,
  expectNoAxeViolations,
  linkFromOutbox,
  logIn,
  mailMark,
  NEW_MEMBER_PASSWORD,
  newMember,
  signedIn,
} from './helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const PHOTOS = CONSENT_AGREEMENTS.find((a) => a.field === 'agree4')?.title ?? '';
const notValid = new RegExp(`^(${consentStateLabel.missing}|${consentStateLabel.withdrawn})$`);

for (const width of [390, 1280]) {
  test(`the demo parent signs Luca's consent by drawing and changes a purpose (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, DEMO_PARENT.email);

    // The dashboard: her children, each with the consent's state, and the way to 'Copiii mei'.
    const children = page.getByRole('region', { name: parentSide.dashboardHeading });
    const luca = children.getByRole('listitem').filter({ hasText: 'Luca Ionescu' });
    await expect(luca.getByText(notValid)).toBeVisible();
    await expect(
      children
        .getByRole('listitem')
        .filter({ hasText: 'Matei Ionescu' })
        .getByText(consentStateLabel.valid),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the parent's dashboard (${width} px)`);
    await children.getByRole('link', { name: parentSide.manage }).click();
    await expect(page.getByRole('heading', { name: families.title, level: 1 })).toBeVisible();

    // Luca's card: not valid, 'Semnează acordul'.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Luca Ionescu', level: 3 }) });
    await expect(card.getByText(notValid)).toBeVisible();
    await expectNoAxeViolations(page, `Copiii mei with a consent to sign (${width} px)`);
    await card.getByRole('button', { name: parentSide.sign }).click();

    const dialog = page.getByRole('dialog', { name: parentSide.signFor('Luca Ionescu') });
    await expect(dialog).toBeVisible();
    // The parent's details come from the account; the child is named, not typed.
    await expect(dialog.getByRole('textbox', { name: cf.name })).toHaveValue(
      `${DEMO_PARENT.firstName} ${DEMO_PARENT.lastName}`,
    );
    await expect(dialog.getByRole('textbox', { name: cf.email })).toHaveValue(DEMO_PARENT.email);
    await expect(
      dialog.getByRole('group', { name: cf.childSection }).getByText('Luca Ionescu'),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the consent dialog (${width} px)`);
    await dialog.getByRole('textbox', { name: cf.phone }).fill('0722123456');
    await dialog.getByRole('textbox', { name: cf.choirName }).fill('Corul Armonia');
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await drawSignature(dialog.getByRole('img', { name: cf.padCanvas }));
    await expect(dialog.getByText(cf.padSigned)).toBeVisible();
    const mark = mailMark();
    await dialog.getByRole('button', { name: cf.submit }).click();
    const toasts = page.getByRole('region', { name: toast.region });
    await expect(toasts.getByText(parentSide.signed)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Closed as a reader would: the fixed toast covers part of a card at 390 px, which axe counts.
    await toasts.getByRole('button', { name: toast.close }).click();
    await expect(toasts.getByText(parentSide.signed)).toHaveCount(0);

    // Valid at once; the signed PDF opens from the card.
    await expect(card.getByText(consentStateLabel.valid, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: parentSide.openPdf })).toHaveAttribute(
      'href',
      /\/api\/families\/children\/\d+\/consent\/pdf\/$/,
    );
    // Read at the top, as on arrival: scrolled, the sticky toolbar covers part of whichever button
    // passes under it (a card of another child: other tests add some), which axe counts as too small.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, `Copiii mei with a valid consent (${width} px)`);

    // 'fotografii' withdrawn: the conductor's flag; then given again.
    await card.getByRole('button', { name: `${purposesPage.withdrawPurpose}: ${PHOTOS}` }).click();
    await expect(
      card.getByText(`${consentStateLabel.valid} · ${purposeFlag.agree4}`),
    ).toBeVisible();
    await card.getByRole('button', { name: `${purposesPage.givePurpose}: ${PHOTOS}` }).click();
    await expect(card.getByText(consentStateLabel.valid, { exact: true })).toBeVisible();
    await expect(
      card.getByRole('button', { name: `${purposesPage.withdrawPurpose}: ${PHOTOS}` }),
    ).toBeVisible();

    // The mail carried the withdrawal link: used here so the next run signs again.
    const withdraw = await linkFromOutbox(mark, DEMO_PARENT.email, '/formular-gdpr/retragere/');
    const token = withdraw.split('/').filter(Boolean).pop();
    const answer = await page.request.post('/api/sign-ups/consent/withdraw/', { data: { token } });
    expect(answer.status()).toBe(200);
  });
}

test('a 12-year-old re-sends the parent’s link from the dashboard’s notice, up to the limit', async ({
  page,
  request,
}) => {
  const { email, headers } = await newMember(request, {
    prefix: 'copil.ana',
    firstName: 'Ana',
    lastName: 'Dobre',
    birthDate: `${new Date().getUTCFullYear() - 12}-03-15`,
    sex: 'F',
    judet: 'IS',
    localitate: 'Iași',
    parentConsents: false,
  });
  const parent = `mama.${email}`;
  // Named at the first login (the modal's own test): the modal does not force itself again.
  const named = await request.post('/api/account/parent-consent/', {
    headers,
    data: { parent_email: parent },
  });
  expect(named.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, email, NEW_MEMBER_PASSWORD);
  const notice = page.getByRole('region', { name: childNotice.title });
  await expect(notice.getByText(childNotice.missing)).toBeVisible();
  await expect(notice.getByText(childNotice.sentTo(parent))).toBeVisible();
  await expectNoAxeViolations(page, 'the child’s consent notice (390 px)');

  await notice.getByRole('button', { name: childNotice.askAgain }).click();
  const dialog = page.getByRole('dialog', { name: parentEmailModal.title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the parent’s e-mail dialog opened from the notice (390 px)');
  for (let sent = 1; sent < PARENT_CONSENT_MAILS.max; sent++) {
    await dialog.getByRole('button', { name: parentEmailModal.resend }).click();
    await expect(page.getByText(parentEmailModal.sent).last()).toBeVisible();
  }
  await dialog.getByRole('button', { name: parentEmailModal.resend }).click();
  await expect(page.getByText(parentEmailModal.tooMany)).toBeVisible();
  await dialog.getByRole('button', { name: parentEmailModal.close }).click();
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, 'the child’s consent notice (1280 px)');
});
