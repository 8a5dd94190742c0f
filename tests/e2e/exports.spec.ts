/**
 * The members area's exports in Chromium (issue #22, document 1 §9): the demo conductor downloads
 * the members of Corul meu as a PDF and the calendar's month as a workbook (by keyboard), and an
 * event's answers as a PDF from its details. The export code and the fonts are asked for only
 * after the first click: no script the page loaded before holds them, and the files arrive as
 * downloads read back here (pdftotext, yauzl). axe sweeps the page with the buttons.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { members } from '../../src/lib/messages.ts';
import { calendar, eventAnswersPanel } from '../../src/lib/messages-calendar.ts';
import { exportFiles as m } from '../../src/lib/messages-export.ts';
import { pdfText } from '../helpers/pdf.ts';
import { unzip } from '../helpers/zip.ts';
import { expectNoAxeViolations, logIn } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** Every script and font the page asks for, in order. */
function recordAssets(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (['script', 'font', 'fetch'].includes(request.resourceType())) urls.push(request.url());
  });
  return urls;
}

async function downloaded(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('Corul meu: the members as a PDF, its code loaded only on the click', async ({ page }) => {
  const assets = recordAssets(page);
  await logIn(page, 'dirijor@example.com');
  await page.goto('/cont/corul-meu');
  await expect(page.getByRole('cell', { name: 'Matei Ionescu', exact: true })).toBeVisible();
  const pdf = page.getByRole('button', { name: m.pdfLabel(m.membersWhat) });
  await expect(pdf).toBeVisible();
  await expectNoAxeViolations(page, 'Corul meu with the export buttons');
  const before = assets.length;
  expect(assets.some((url) => url.endsWith('.ttf'))).toBe(false);

  const file = await downloaded(page, () => pdf.click());
  expect(file.name).toMatch(/^membri-[a-z0-9-]+-toti\.pdf$/);
  const text = await pdfText(file.bytes);
  expect(text).toContain(m.membersTitle);
  expect(text).toContain('Matei Ionescu');
  expect(text).toContain(members.myChoir.birthDate);

  // The export chunk and the fonts: asked for after the click, never before.
  const after = assets.slice(before);
  const scripts = after.filter((url) => url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) expect(assets.slice(0, before)).not.toContain(url);
  expect(after.filter((url) => url.endsWith('.ttf'))).toHaveLength(2);
});

test('the calendar: the month as a workbook by keyboard, an event’s answers as a PDF', async ({
  page,
}) => {
  await logIn(page, 'dirijor@example.com');
  await page.goto('/cont/evenimente');
  await expect(page.getByRole('button', { name: calendar.create })).toBeVisible();
  const excel = page.getByRole('button', { name: m.xlsxLabel(m.monthWhat) });
  await excel.focus();
  const sheet = await downloaded(page, () => page.keyboard.press('Enter'));
  expect(sheet.name).toMatch(/^evenimente-[a-z0-9-]+-\d{4}-\d{2}\.xlsx$/);
  const parts = await unzip(sheet.bytes);
  const xml = parts.find((part) => part.name === 'xl/worksheets/sheet1.xml')?.bytes.toString();
  expect(xml).toContain('Repetiție săptămânală');
  expect(xml).toContain(m.yourAnswer);

  // The demo rehearsals fall on today's weekday: today's list holds one.
  await page
    .getByRole('button', { name: /Repetiție săptămânală/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: eventAnswersPanel.heading })).toBeVisible();
  const file = await downloaded(page, () =>
    dialog.getByRole('button', { name: m.pdfLabel(m.answersWhat) }).click(),
  );
  expect(file.name).toMatch(/^raspunsuri-repetitie-saptamanala-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(file.bytes);
  expect(text).toContain(m.answersTitle('Repetiție săptămânală'));
  expect(text).toContain('Matei Ionescu');
  await expectNoAxeViolations(page, 'the event details with the export buttons');
});
