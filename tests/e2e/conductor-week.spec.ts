/**
 * The conductor's week (issue #23) in Chromium at 390 px (and 1280 px): requests answered several
 * at once from the dashboard; an image chosen in 'Editează Detalii' is saved with the form only;
 * an event's answers without the conductor among those waited for, 'Anunță corul' previewed before
 * it sends, and the print views of the answers and of the members list (Chromium's PDF read back
 * with pdftotext: no menu, no button). axe sweeps each state.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ChoirDetails, ChoirPage } from '../../src/lib/api/choirs.ts';
import { choirs, choirProfile as cp, members } from '../../src/lib/messages.ts';
import { eventAnswersPanel as a, eventDetails } from '../../src/lib/messages-calendar.ts';
import { pdfText } from '../helpers/pdf.ts';
import { expectNoAxeViolations, newMember, screenshots, signedIn } from './helpers.ts';

const b = members.boxes;

/** The demo choir's id, read from the API with the page's session (or `headers`). */
async function demoChoirId(request: APIRequestContext, headers?: Record<string, string>) {
  const found = (await (
    await request.get('/api/choir/', { headers, params: { name: 'Vocile Iașului' } })
  ).json()) as ChoirPage;
  const id = found.results[0]?.id;
  if (!id) throw new Error('demo choir not found');
  return id;
}

/** A new child of Pașcani who asks to join the demo choir. */
async function requestToJoin(request: APIRequestContext, firstName: string) {
  const { headers } = await newMember(request, {
    prefix: firstName.toLowerCase(),
    firstName,
    lastName: 'Bulk',
    birthDate: '2013-03-02',
    sex: 'M',
    judet: 'IS',
    localitate: 'Pașcani',
  });
  const found = (await (
    await request.get('/api/choir/', { headers, params: { name: 'Vocile Iașului' } })
  ).json()) as ChoirPage;
  const choir = found.results[0]?.id;
  const joined = await request.post('/api/account/join_choir', { headers, data: { choir } });
  expect(joined.ok()).toBe(true);
}

test('the conductor approves two requests and refuses a third from the dashboard', async ({
  page,
  request,
}) => {
  test.slow(); // three new accounts, each with its bot check
  for (const name of ['Tudor', 'Victor', 'Sorin']) await requestToJoin(request, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'dirijor@example.com');
  const box = page.getByRole('region', { name: b.pending });
  const approve = box.getByRole('button', { name: b.approveSelected });
  await expect(box.getByRole('checkbox', { name: /Tudor Bulk/ })).toBeVisible();
  await expect(approve, 'nothing chosen yet').toBeDisabled();
  await expectNoAxeViolations(page, 'dashboard, pending requests');
  await screenshots(page, 'dashboard-pending');
  await page.setViewportSize({ width: 390, height: 844 });

  // From the keyboard: focus the first request's checkbox, tick it with Space.
  await box.getByRole('checkbox', { name: /Tudor Bulk/ }).focus();
  await page.keyboard.press('Space');
  await box.getByRole('checkbox', { name: /Victor Bulk/ }).check();
  await approve.click();
  await expect(page.getByText(b.approvedMany(2))).toBeVisible();
  await expect(box.getByRole('checkbox', { name: /Tudor Bulk/ })).toHaveCount(0);
  await expect(box.getByRole('checkbox', { name: /Victor Bulk/ })).toHaveCount(0);

  await box.getByRole('checkbox', { name: /Sorin Bulk/ }).check();
  await box.getByRole('button', { name: b.refuseSelected }).click();
  await expect(box.getByText(b.refuseConfirm(1))).toBeVisible();
  await expect(
    box.getByRole('button', { name: b.refuseNo }),
    'the safe answer first',
  ).toBeFocused();
  await expectNoAxeViolations(page, 'dashboard, refusal to confirm');
  await box.getByRole('button', { name: b.refuseYes }).click();
  await expect(page.getByText(choirs.requestsRefused(1))).toBeVisible();
  await expect(box.getByRole('checkbox', { name: /Sorin Bulk/ })).toHaveCount(0);
  await expect(
    box.getByRole('checkbox', { name: /Ioana Marin/ }),
    'the demo request stays',
  ).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'dashboard, pending requests, 1280 px');
});

test("an image chosen in 'Editează Detalii' is not saved when the conductor presses 'Renunță'", async ({
  page,
}) => {
  test.slow(); // an image re-encoded, an axe sweep of the large modal
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'dirijor@example.com', '/cont/corul-meu');
  const choirId = await demoChoirId(page.request);
  const before = (await (await page.request.get(`/api/choir/${choirId}/`)).json()) as ChoirDetails;

  await page.getByRole('button', { name: cp.edit }).click();
  const modal = page.getByRole('dialog', { name: cp.editTitle });
  await expect(modal.getByText(cp.imageHint)).toBeVisible();
  const png = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#2e86de' },
  })
    .png()
    .toBuffer();
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: 'alt-cor.png', mimeType: 'image/png', buffer: png });
  await expect(modal.getByRole('img', { name: cp.imagePreview })).toBeVisible();
  await expectNoAxeViolations(page, 'Editează Detalii with a chosen image');
  await modal.getByRole('button', { name: cp.cancel }).click();
  await expect(modal).toBeHidden();

  const after = (await (await page.request.get(`/api/choir/${choirId}/`)).json()) as ChoirDetails;
  expect(after.logo, 'the image is unchanged').toBe(before.logo);
  expect(after.version, 'nothing was saved').toBe(before.version);
});

/** The demo conductor's API token (for the requests that set a test up). */
async function conductorHeaders(request: APIRequestContext) {
  const res = await request.post('/api/token-auth/', {
    data: { username: 'dirijor@example.com', password: 'parola-demo' },
  });
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Token ${token}` };
}

/** The page as Chromium prints it, read back as text; kept in SCREENSHOTS=dir to look at. */
async function printed(page: Page, name: string) {
  const pdf = await page.pdf();
  if (process.env.SCREENSHOTS) await writeFile(join(process.env.SCREENSHOTS, `${name}.pdf`), pdf);
  return pdfText(pdf);
}

/** Words of the frame that must never reach the paper. */
const FRAME_WORDS = [
  members.nav.dashboard,
  members.nav.myChoir,
  members.nav.library,
  members.nav.toggle,
  members.switcher.label,
];

test('the answers print alone, the conductor is not waited for, and the announcement is previewed', async ({
  page,
  request,
}) => {
  const headers = await conductorHeaders(request);
  const title = `Repetiție de tipărit ${Date.now()}`;
  const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/event/', {
    headers,
    data: {
      title,
      startDate: day,
      startTime: '17:00',
      endDate: day,
      endTime: '18:30',
      type: 2,
      location: 'Sala de muzică',
      description: 'Lucrăm la canon.',
      cor: await demoChoirId(page.context().request, headers),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  test.slow(); // two viewports, two axe sweeps each, a PDF
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'dirijor@example.com', `/cont/evenimente?event=${id}`);
  const details = page.getByRole('dialog', { name: title });
  const answers = details.getByRole('region', { name: a.heading });
  await expect(answers.getByRole('listitem').filter({ hasText: 'Matei Ionescu' })).toBeVisible();
  await expect(answers.getByText(a.conductorsApart)).toBeVisible();
  await expect(
    answers.getByRole('listitem').filter({ hasText: 'Ana Popescu' }),
    'the conductor is not among those who have not answered',
  ).toHaveCount(0);
  await expect(
    details.getByText(eventDetails.notAnswered),
    "the conductor is not told 'Nu ai răspuns încă'",
  ).toHaveCount(0);
  await expect(
    details.getByRole('button', { name: eventDetails.delete }),
    'a destructive action is never the filled button',
  ).toHaveClass(/button--secondary/);
  await expectNoAxeViolations(page, 'event answers (390 px)');

  // 'Anunță corul' shows who gets the mail and its text, and sends only when asked once more.
  await answers.getByRole('button', { name: a.notify }).click();
  const preview = answers.getByRole('region', { name: a.previewHeading });
  await expect(preview.getByRole('listitem').filter({ hasText: 'Matei Ionescu' })).toBeVisible();
  await expect(preview.getByText(title).first()).toBeVisible();
  await expect(preview.getByText(/Îl vor primi \d+ membri ai corului/)).toBeVisible();
  await expect(preview.getByRole('button', { name: a.cancel })).toBeFocused();
  await expectNoAxeViolations(page, 'announcement preview (390 px)');
  await screenshots(page, 'event-answers-preview');
  await page.setViewportSize({ width: 390, height: 844 });
  await preview.getByRole('button', { name: a.cancel }).click();
  await expect(preview).toHaveCount(0);
  await answers.getByRole('button', { name: a.notify }).click();
  const send = preview.getByRole('button', { name: /Trimite anunțul \(\d+\)/ });
  const count = Number((await send.textContent())?.match(/\d+/)?.[0]);
  await send.click();
  await expect(page.getByText(a.notified(count))).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, 'event answers (1280 px)');
  const text = await printed(page, 'event-answers');
  expect(text).toContain(title);
  expect(text).toContain(a.heading);
  expect(text).toContain('Matei Ionescu');
  for (const word of [...FRAME_WORDS, a.print, a.notify, eventDetails.answer, eventDetails.delete])
    expect(text, `"${word}" is not printed`).not.toContain(word);
});

test('the members list prints whole, without menus or buttons', async ({ page }) => {
  test.slow(); // an axe sweep of the table, a PDF
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'dirijor@example.com', '/cont/corul-meu');
  await expect(page.getByRole('row', { name: /Matei Ionescu/ })).toBeVisible();
  await expect(page.getByRole('button', { name: members.myChoir.print })).toBeVisible();
  await expectNoAxeViolations(page, 'Corul meu with its print button (390 px)');
  await screenshots(page, 'corul-meu-print-button');
  await page.setViewportSize({ width: 1280, height: 900 });
  const text = await printed(page, 'members-list');
  expect(text).toContain(`${members.myChoir.tableTitle}: ${members.myChoir.tabAll}`);
  // By their e-mails: a name may wrap inside its cell, and the PDF's text then splits it.
  expect(text).toContain('corist@example.com');
  expect(text).toContain('nou@example.com');
  const notPrinted = [members.myChoir.check, members.myChoir.print, members.myChoir.presentation];
  for (const word of [...FRAME_WORDS, ...notPrinted])
    expect(text, `"${word}" is not printed`).not.toContain(word);
});
