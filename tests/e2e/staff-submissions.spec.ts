/**
 * The back office's sign-ups and messages in Chromium (issue #12, "Done when": "opens a signed
 * consent's PDF"): a visitor signs a consent on /formular-gdpr; the demo staff member finds it in
 * Înscrieri → Consimțăminte, opens it and its signed PDF in a new tab (a PDF, recorded in the
 * journal); then replies in Mesaje to a visitor's contact message and to the demo conductor's
 * question to the madrigal singers, and each gets the mail.
 * axe on both pages and their modals.
 */
import { expect, test } from '@playwright/test';
import { CONSENT_AGREEMENTS } from '../../src/lib/consent-agreements.ts';
import { validation } from '../../src/lib/messages.ts';
import { consentForm } from '../../src/lib/messages-consent.ts';
import { staffMessages as sm } from '../../src/lib/messages-staff-messages.ts';
import { submissions as m } from '../../src/lib/messages-staff-submissions.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  logIn,
  mailFromOutbox,
  mailMark,
  screenshots,
} from './helpers.ts';
import { expectBotCheckSolved, waitForForm } from './signup-helpers.ts';

const stamp = Date.now();

test('staff open a signed consent and its PDF, and reply to a contact message and a madrigalist question', async ({
  page,
  request,
}) => {
  const parent = `parinte.inscrieri.${stamp}@example.com`;
  const visitor = `vizitator.${stamp}@example.com`;
  const sent = await request.post('/api/messaging/contact/', {
    data: {
      name: 'Vizitator Curios',
      email: visitor,
      message: 'Bună ziua! Cum poate intra corul școlii noastre în program?',
      gdpr: true,
    },
  });
  expect(sent.status()).toBe(201);

  // A visitor signs a consent by typing the name.
  await chooseEssentialCookies(page);
  await page.goto('/formular-gdpr');
  await waitForForm(page);
  await page.getByLabel(consentForm.name, { exact: true }).fill('Ștefania Țăranu');
  await page.getByLabel(consentForm.phone, { exact: true }).fill('0722123456');
  await page.getByLabel(consentForm.email, { exact: true }).fill(parent);
  await page.getByLabel(consentForm.childName, { exact: true }).fill('Ioana Țăranu');
  await page.getByLabel(consentForm.choirName, { exact: true }).fill('Corul „Armonia” Iași');
  for (const { title, text } of CONSENT_AGREEMENTS) {
    await page.getByRole('checkbox', { name: `${title} ${text}` }).check();
  }
  await page.getByRole('button', { name: consentForm.typeInstead }).click();
  await page.getByLabel(consentForm.typedLabel).fill('Ștefania Țăranu');
  await expectBotCheckSolved(page);
  await page.getByRole('button', { name: consentForm.submit }).click();
  await expect(page.getByRole('heading', { name: consentForm.success })).toBeVisible();

  // Staff find it among the consents.
  await logIn(page, 'admin@example.com');
  await page.goto('/cont/administrare/inscrieri');
  await expect(page.getByRole('table', { name: m.lists.auditions })).toBeVisible();
  await expectNoAxeViolations(page, 'the auditions list');
  await page.getByRole('link', { name: m.forms.consents, exact: true }).click();
  await expect(page).toHaveURL(/form=consents/);
  await page.getByLabel(m.searchLabel).fill(parent);
  await page.getByLabel(m.searchLabel).press('Enter');
  const table = page.getByRole('table', { name: m.lists.consents });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('Ioana Țăranu')).toBeVisible();
  await expect(table.getByText(m.states.valid)).toBeVisible();
  await expectNoAxeViolations(page, 'the consents list');
  await screenshots(page, 'staff-consents');

  await table.getByRole('link').first().click();
  const dialog = page.getByRole('dialog', { name: /^Consimțământul nr\. \d+$/ });
  await expect(dialog.getByText(m.stateHint)).toBeVisible();
  await expect(dialog.getByText('Ștefania Țăranu').first()).toBeVisible();
  await expectNoAxeViolations(page, 'a consent in its modal');
  await screenshots(page, 'staff-consent');

  // Its signed PDF opens in a new tab.
  const pdfLink = dialog.getByRole('link', { name: m.openPdf });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = (await pdfLink.getAttribute('href')) ?? '';
  const id = Number(/consents\/(\d+)\/pdf/.exec(href)?.[1]);
  const answer = page.context().waitForEvent('response', (r) => r.url().includes(href));
  const [popup] = await Promise.all([page.waitForEvent('popup'), pdfLink.click()]);
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(new URL(popup.url()).pathname).toBe(href);
  const again = await page.request.get(href);
  expect(again.headers()['content-type']).toBe('application/pdf');
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();
  // Each opening is in the journal, by the staff member, on that consent.
  const journal = await (
    await page.request.get(`/api/staff/audit/?action=consent.pdf&target_id=${id}`)
  ).json();
  // The tab's request and the one above (a PDF viewer may ask again: never fewer).
  expect(journal.count).toBeGreaterThanOrEqual(2);
  expect(journal.results[0]).toMatchObject({
    actor: { email: 'admin@example.com' },
    target_type: 'consent',
    target_id: id,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A reply to the visitor's contact message.
  await page.goto('/cont/administrare/mesaje');
  await page.getByLabel(sm.searchContact).fill(visitor);
  await page.getByLabel(sm.searchContact).press('Enter');
  const messages = page.getByRole('table', { name: sm.contactList });
  // The header and the visitor's row, once the search has answered (the full list shows until then).
  await expect(messages.getByRole('row')).toHaveCount(2);
  await expect(messages.getByText(sm.answeredNo)).toBeVisible();
  await expectNoAxeViolations(page, 'the contact messages');
  await messages.getByRole('link', { name: 'Vizitator Curios' }).click();
  const thread = page.getByRole('dialog', { name: sm.threadTitle('Vizitator Curios') });
  await expect(thread.getByText(sm.noReplies)).toBeVisible();
  await expectNoAxeViolations(page, 'a contact message in its modal');
  await thread.getByRole('button', { name: sm.send }).click();
  await expect(thread.getByText(validation.required).first()).toBeVisible();
  const reply = `Bună ziua! Vă scriem în curând cu pașii de înscriere (${stamp}).`;
  await thread.getByLabel(sm.replyLabel).fill(reply);
  const replied = mailMark();
  await thread.getByRole('button', { name: sm.send }).click();
  await expect(page.getByText(sm.sent)).toBeVisible();
  await expect(thread.getByText(reply)).toBeVisible();
  await expectNoAxeViolations(page, 'a contact message answered');
  await screenshots(page, 'staff-contact-thread');
  expect(await mailFromOutbox(replied, visitor, String(stamp))).toContain(reply);
  await page.keyboard.press('Escape');
  await expect(messages.getByText(sm.answeredYes)).toBeVisible();

  // And to the demo conductor's question to the madrigal singers.
  await page.getByRole('link', { name: sm.madrigalist, exact: true }).click();
  await expect(page).toHaveURL(/box=madrigalist/);
  await page.getByLabel(sm.searchContact).fill('încălzesc vocea');
  await page.getByLabel(sm.searchContact).press('Enter');
  const inbox = page.getByRole('table', { name: sm.madrigalistList });
  await expect(inbox.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page, 'the madrigalist inbox');
  await inbox.getByRole('link', { name: 'Ana Popescu' }).click();
  const question = page.getByRole('dialog', { name: sm.threadTitle('Ana Popescu') });
  await expect(question.getByText(/încălzesc vocea/)).toBeVisible();
  await expectNoAxeViolations(page, 'a madrigalist thread');
  const tip = `Fredonează cu gura închisă, apoi câteva sirene pe „u” (${stamp}).`;
  await question.getByLabel(sm.replyLabel).fill(tip);
  const answered = mailMark();
  await question.getByRole('button', { name: sm.send }).click();
  await expect(question.getByText(tip)).toBeVisible();
  expect(await mailFromOutbox(answered, 'dirijor@example.com', String(stamp))).toContain(tip);
});
