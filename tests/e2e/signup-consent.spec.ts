/**
 * /formular-gdpr in Chromium on a phone's window: an empty send shows every required message, the
 * error summary and the toast of document 2 §5; the parent signs by drawing on the pad with the
 * mouse, sends, and the success state of §8 shows; the PDF arrives in the outbox mail (the .eml
 * the server writes without SMTP), opens, and holds the child's name, the ten agreements and the
 * signature image; its first page is rendered to PNG (pdftoppm) to look at; the mail's withdrawal
 * link works once. A keyboard user signs by typing the full name. axe on every state, and no
 * complaint of the Content-Security-Policy while the pad draws and the bot check solves.
 */
import { execFile } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { CONSENT_AGREEMENTS } from '../../src/lib/consent-agreements.ts';
import { consentWithdraw, consentForm as m } from '../../src/lib/messages-consent.ts';
import { attachmentOf, mailParts } from '../helpers/mime.ts';
import { mailMark, rawMailFromOutbox } from '../helpers/outbox-files.ts';
import { pdfImages, pdfText } from '../helpers/pdf.ts';
import { drawSignature, expectNoAxeViolations, outbox, screenshots } from './helpers.ts';
import { expectBotCheckSolved, openForm, PHONE, sendEmpty } from './signup-helpers.ts';

test.use({ viewport: PHONE });

const stamp = Date.now();

/** The raw .eml of the newest mail to `to` with a PDF attached, created after the mark; waits for it. */
const mailWithPdf = (after: number, to: string) =>
  rawMailFromOutbox(outbox, { after, to, matches: (raw) => raw.includes('application/pdf') });

/** The page's Content-Security-Policy complaints (the pad sets styles, the bot check runs a worker). */
function cspComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) complaints.push(message.text());
  });
  return complaints;
}

async function fillDetails(page: Page, email: string, child: string) {
  await page.getByLabel(m.name, { exact: true }).fill('Ștefania Țăranu');
  // Typed as people write it (issue #23): the form and the API keep the ten digits.
  await page.getByLabel(m.phone, { exact: true }).fill('0722 123 456');
  await page.getByLabel(m.email, { exact: true }).fill(email);
  await page.getByLabel(m.childName, { exact: true }).fill(child);
  await page.getByLabel(m.choirName, { exact: true }).fill('Corul „Armonia” Iași');
  for (const { title, text } of CONSENT_AGREEMENTS) {
    await page.getByRole('checkbox', { name: `${title} ${text}` }).check();
  }
}

test('a parent signs the consent by drawing, gets the PDF by mail and withdraws it once', async ({
  page,
}) => {
  const email = `parinte.acord.${stamp}@example.com`;
  const csp = cspComplaints(page);
  const summary = await sendEmpty(page, '/formular-gdpr', 'empty consent form', m.submit);
  const send = page.getByRole('button', { name: m.submit });
  await expect(page.getByText(m.incompleteText)).toBeVisible();
  const labels = [m.name, m.phone, m.email, m.childName, m.choirName, m.signatureSection];
  for (const label of [...labels, ...CONSENT_AGREEMENTS.map((a) => a.title)]) {
    await expect(summary.getByRole('link', { name: new RegExp(`^${label}:`) })).toBeVisible();
  }
  await expect(page.getByText(m.signatureRequired, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'consent form with errors');
  await screenshots(page, 'consent-errors');
  // The summary's signature link leads to the pad's first control: typing the name instead.
  await summary.getByRole('link', { name: new RegExp(`^${m.signatureSection}:`) }).click();
  await expect(page.getByRole('button', { name: m.typeInstead })).toBeFocused();

  await fillDetails(page, email, 'Ioana Țăranu');
  await drawSignature(page.getByRole('img', { name: m.padCanvas }));
  await expect(page.getByText(m.padSigned)).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expectBotCheckSolved(page);
  await expectNoAxeViolations(page, 'signed consent form');
  await screenshots(page, 'consent-signed');

  const sent = mailMark();
  await send.click();
  await expect(page.getByRole('heading', { name: m.success })).toBeFocused();
  // It says where the signed PDF went (issue #23).
  await expect(page.getByText(m.successMailed(email))).toBeVisible();
  await expectNoAxeViolations(page, 'consent success');
  expect(csp, 'CSP complaints on /formular-gdpr').toEqual([]);

  // The mail carries the signed PDF: it opens, with the child, the ten agreements and the drawing.
  const raw = await mailWithPdf(sent, email);
  const pdf = attachmentOf(raw, 'application/pdf').bytes;
  const text = await pdfText(pdf);
  expect(text).toContain('Ioana Țăranu');
  expect(text).toContain('0722123456');
  for (const agreement of CONSENT_AGREEMENTS) expect(text).toContain(agreement.text);
  expect(await pdfImages(pdf)).toEqual([{ width: 600, height: 200 }]);
  const file = test.info().outputPath('acord.pdf');
  await writeFile(file, pdf);
  await promisify(execFile)('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, file]);
  const rendered = (await readdir(test.info().outputDir)).filter((f) => f.endsWith('.png'));
  expect(rendered).toHaveLength(1);
  await test.info().attach('acord-pagina-1', {
    path: join(test.info().outputDir, rendered[0] ?? ''),
    contentType: 'image/png',
  });

  // The private link withdraws once; the second use says it is done already.
  const body = mailParts(raw).find((part) => part.contentType === 'text/plain')?.text ?? '';
  const link = /https?:\/\/\S+\/formular-gdpr\/retragere\/[\w-]+/.exec(body)?.[0];
  if (!link) throw new Error('no withdrawal link');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: consentWithdraw.heading })).toBeVisible();
  await expectNoAxeViolations(page, 'withdrawal page');
  await page.getByRole('button', { name: consentWithdraw.confirm }).click();
  await expect(page.getByRole('heading', { name: consentWithdraw.done })).toBeFocused();
  await expectNoAxeViolations(page, 'consent withdrawn');
  await page.reload();
  await page.getByRole('button', { name: consentWithdraw.confirm }).click();
  await expect(page.getByRole('heading', { name: consentWithdraw.already })).toBeFocused();
  await screenshots(page, 'consent-withdrawn');
});

test('a keyboard user signs by typing the full name', async ({ page }) => {
  const email = `parinte.tastatura.${stamp}@example.com`;
  await openForm(page, '/formular-gdpr');
  await fillDetails(page, email, 'Matei Țăranu');
  await page.getByRole('button', { name: m.typeInstead }).focus();
  await page.keyboard.press('Enter');
  const typed = page.getByLabel(m.typedLabel);
  await expect(typed).toBeFocused();
  await page.keyboard.type('Ștefania Țăranu');
  await expectBotCheckSolved(page);
  await expectNoAxeViolations(page, 'consent form signed by name');
  const sent = mailMark();
  await page.getByRole('button', { name: m.submit }).press('Enter');
  await expect(page.getByRole('heading', { name: m.success })).toBeFocused();

  const pdf = attachmentOf(await mailWithPdf(sent, email), 'application/pdf').bytes;
  expect(await pdfText(pdf)).toContain('Ștefania Țăranu');
  expect(await pdfImages(pdf)).toEqual([]);
});
