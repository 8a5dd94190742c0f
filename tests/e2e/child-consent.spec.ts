/**
 * The parental consent tied to the child (issue #25), in Chromium at 390 and 1280 px, axe on each
 * new dialog and page: a 12-year-old names a parent's e-mail in the modal after the first login;
 * the parent opens the mail's link (the outbox's .eml), finds the child's name filled in, signs
 * with a drawn signature; the child's request to join the demo choir waits for the consent and
 * then shows to the conductor with the consent's state and flags; a purpose withdrawn shows as a
 * flag; the whole consent withdrawn through the mail's link suspends the membership and mails the
 * conductor.
 */
import { expect, test } from '@playwright/test';
import { common, members } from '../../src/lib/messages.ts';
import {
  childConsent,
  consentStateLabel,
  parentEmailModal,
  purposeFlag,
  purposesPage,
} from '../../src/lib/messages-child-consent.ts';
import { consentForm as cf, consentWithdraw } from '../../src/lib/messages-consent.ts';
import { DEMO_CHOIRS } from '../../src/server/db/seed/choirs.ts';
import {
  chooseEssentialCookies,
  drawSignature,
  expectNoAxeViolations,
  linkFromOutbox,
  logIn,
  mailFromOutbox,
  mailMark,
  NEW_MEMBER_PASSWORD,
  newMember,
  screenshots,
} from './helpers.ts';
import { expectBotCheckSolved } from './signup-helpers.ts';

const DEMO_CHOIR = DEMO_CHOIRS[0]?.[2] ?? '';
/** A birth date 12 years before today. */
const twelve = () => `${new Date().getUTCFullYear() - 12}-03-15`;

for (const width of [390, 1280]) {
  test(`a 12-year-old names a parent, the parent signs, the conductor sees the consent (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const firstName = width === 390 ? 'Anca' : 'Bianca';
    const { email, headers } = await newMember(request, {
      prefix: `copil.${firstName.toLowerCase()}`,
      firstName,
      lastName: 'Mocanu',
      birthDate: twelve(),
      sex: 'F',
      judet: 'IS',
      localitate: 'Iași',
      parentConsents: false,
    });
    const name = `${firstName} Mocanu`;
    const parent = `parinte.${email}`;

    // The first login: the modal asks for a parent's e-mail.
    await chooseEssentialCookies(page);
    await logIn(page, email, NEW_MEMBER_PASSWORD);
    const modal = page.getByRole('dialog', { name: parentEmailModal.title });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page, `parent e-mail modal at ${width} px`);
    const named = mailMark();
    await modal.getByLabel(parentEmailModal.email).fill(parent);
    await modal.getByRole('button', { name: parentEmailModal.send }).click();
    await expect(modal.getByText(parentEmailModal.sentIntro(parent))).toBeVisible();
    await expectNoAxeViolations(page, `parent e-mail sent at ${width} px`);
    await modal.getByRole('button', { name: parentEmailModal.close }).click();
    await expect(modal).toBeHidden();

    // The child asks to join the demo choir: the request waits for the parent.
    const found = await (
      await request.get('/api/choir/', { headers, params: { name: 'Vocile Iașului' } })
    ).json();
    const choirId = found.results[0]?.id as number;
    expect(
      (await request.post('/api/account/join_choir', { headers, data: { choir: choirId } })).ok(),
    ).toBe(true);

    // The parent opens the mail's link: the child's name is filled in; signs by drawing.
    const link = await linkFromOutbox(named, parent, '/formular-gdpr', true);
    await page.context().clearCookies();
    await chooseEssentialCookies(page);
    await page.goto(link);
    await expect(page.getByLabel(cf.childName, { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(cf.choirName, { exact: true })).toHaveValue(DEMO_CHOIR);
    await page.getByLabel(cf.name, { exact: true }).fill('Elena Mocanu');
    await page.getByLabel(cf.phone, { exact: true }).fill('0722 123 456');
    await page.getByLabel(cf.email, { exact: true }).fill(parent);
    for (const checkbox of await page.getByRole('checkbox').all()) await checkbox.check();
    await drawSignature(page.getByRole('img', { name: cf.padCanvas }));
    await expect(page.getByText(cf.padSigned)).toBeVisible();
    await expectBotCheckSolved(page);
    await expectNoAxeViolations(page, `prefilled consent form at ${width} px`);
    const signed = mailMark();
    await page.getByRole('button', { name: cf.submit }).click();
    await expect(page.getByRole('heading', { name: cf.success })).toBeFocused();
    const withdrawPath = await linkFromOutbox(signed, parent, '/formular-gdpr/retragere/');

    // The withdrawal link's page: photographs withdrawn alone.
    await page.goto(withdrawPath);
    const photos = page.getByRole('button', {
      name: new RegExp(`^${purposesPage.withdrawPurpose}: Fotografii`),
    });
    await expect(photos).toBeVisible();
    await expectNoAxeViolations(page, `consent purposes at ${width} px`);
    await photos.click();
    await expect(page.getByText(purposesPage.saved)).toBeVisible();

    // The conductor sees the request, now approvable, with the state and the flag.
    await page.context().clearCookies();
    await chooseEssentialCookies(page);
    await logIn(page, 'dirijor@example.com');
    await page.goto('/cont/corul-meu?members=pending');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(consentStateLabel.valid);
    await expect(row).toContainText(purposeFlag.agree4);
    await expect(row).not.toContainText(childConsent.waiting);
    await expectNoAxeViolations(page, `members table with consents at ${width} px`);
    if (width === 1280) await screenshots(page, 'child-consent-members');
    const approved = await request.post(`/api/choir/${choirId}/approve-member/`, {
      headers: { Authorization: `Token ${await tokenOf(request, 'dirijor@example.com')}` },
      data: { user_id: await idOf(request, headers) },
    });
    expect(approved.status()).toBe(200);

    // The whole consent withdrawn through the mail's link: suspended, the conductor mailed.
    await page.goto(withdrawPath);
    const withdrawn = mailMark();
    await page.getByRole('button', { name: consentWithdraw.confirm }).click();
    await expect(page.getByRole('heading', { name: consentWithdraw.done })).toBeFocused();
    const mail = await mailFromOutbox(
      withdrawn,
      'dirijor@example.com',
      `Părintele copilului ${name} a retras acordul`,
    );
    expect(mail).toContain(name);
    await page.goto('/cont/corul-meu');
    await expect(await memberRow(page, name)).toContainText(childConsent.suspended);
    const events = await request.get(`/api/dashboard/${choirId}/events/`, { headers });
    expect(events.status()).toBe(403);
  });
}

/** The members table's row of `name`, turning its pages (10 rows each) until it shows. */
async function memberRow(page: import('@playwright/test').Page, name: string) {
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const pager = page.getByRole('navigation', { name: members.myChoir.tableTitle });
  while (!(await row.count())) await pager.getByRole('button', { name: common.nextPage }).click();
  return row;
}

async function tokenOf(request: import('@playwright/test').APIRequestContext, email: string) {
  const answer = await request.post('/api/token-auth/', {
    data: { username: email, password: 'parola-demo' },
  });
  return ((await answer.json()) as { token: string }).token;
}

async function idOf(
  request: import('@playwright/test').APIRequestContext,
  headers: Record<string, string>,
) {
  const details = await (await request.get('/api/account/details/', { headers })).json();
  return details.id as number;
}
