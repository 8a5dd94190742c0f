/**
 * The conductor's week (issue #23) in Chromium at 390 px: requests answered several at once from
 * the dashboard; an image chosen in 'Editează Detalii' is saved with the form only. axe sweeps
 * each state.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ChoirDetails, ChoirPage } from '../../src/lib/api/choirs.ts';
import { choirProfile as cp, choirs, members } from '../../src/lib/messages.ts';
import { expectNoAxeViolations, logIn, newMember, signedIn } from './helpers.ts';

const b = members.boxes;

/** The demo choir's id, read from the API with the page's session. */
async function demoChoirId(page: Page) {
  const found = (await (
    await page.request.get('/api/choir/', { params: { name: 'Vocile Iașului' } })
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
  for (const name of ['Tudor', 'Victor', 'Sorin']) await requestToJoin(request, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'dirijor@example.com');
  const box = page.getByRole('region', { name: b.pending });
  const approve = box.getByRole('button', { name: b.approveSelected });
  await expect(box.getByRole('checkbox', { name: /Tudor Bulk/ })).toBeVisible();
  await expect(approve, 'nothing chosen yet').toBeDisabled();
  await expectNoAxeViolations(page, 'dashboard, pending requests');

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
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'dirijor@example.com', '/cont/corul-meu');
  const choirId = await demoChoirId(page);
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
