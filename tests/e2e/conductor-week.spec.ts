/**
 * The conductor's week (issue #23) in Chromium at 390 px: requests answered several at once from
 * the dashboard. axe sweeps each state.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { ChoirPage } from '../../src/lib/api/choirs.ts';
import { choirs, members } from '../../src/lib/messages.ts';
import { expectNoAxeViolations, logIn, newMember } from './helpers.ts';

const b = members.boxes;

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
  await expect(box.getByRole('button', { name: b.refuseNo }), 'the safe answer first').toBeFocused();
  await expectNoAxeViolations(page, 'dashboard, refusal to confirm');
  await box.getByRole('button', { name: b.refuseYes }).click();
  await expect(page.getByText(choirs.requestsRefused(1))).toBeVisible();
  await expect(box.getByRole('checkbox', { name: /Sorin Bulk/ })).toHaveCount(0);
  await expect(box.getByRole('checkbox', { name: /Ioana Marin/ }), 'the demo request stays').toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'dashboard, pending requests, 1280 px');
});
