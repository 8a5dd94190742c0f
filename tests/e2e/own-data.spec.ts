/**
 * 'Datele mele' (issue #26) in Chromium at 390 and 1280 px, axe on the page: the demo singer
 * gives themself a photo, opens the page from the account menu, downloads the ZIP, and the test
 * opens it: their calendar answer (the demo's 'Sunt răcit.') and the very photo are in it, with
 * the README and the readable summary. And the demo parent downloads her son Matei's data from the
 * same page: his answer and his signed consent, in a file named after him.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { account, ownData } from '../../src/lib/messages.ts';
import { DEMO_PARENT } from '../../src/server/db/seed/families.ts';
import { unzip } from '../helpers/zip.ts';
import { expectNoAxeViolations, signedIn } from './helpers.ts';

const SINGER = 'corist@example.com';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the singer downloads their data from the account menu (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedIn(page, SINGER);
    const photo = await sharp({
      create: { width: 120, height: 120, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const uploaded = await page.request.post('/api/account/avatar', {
      multipart: { image: { name: 'poza.png', mimeType: 'image/png', buffer: photo } },
    });
    expect(uploaded.status()).toBe(200);
    const { avatar } = (await uploaded.json()) as { avatar: string };
    const avatarBytes = await (await page.request.get(avatar)).body();

    await page.reload();
    await page.getByRole('button', { name: account.accountMenu }).click();
    await page.getByRole('menuitem', { name: ownData.menuLink }).click();
    await expect(page).toHaveURL(/\/cont\/datele-mele\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: ownData.title })).toBeVisible();
    // The toolbar's photo loaded and the pointer off the closing menu: axe once read the account
    // button's contrast mid-change in a full run (1280 px).
    await page.mouse.move(0, 0);
    await expect(page.locator('.site-header img').first()).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(page, `Datele mele (${viewport.width} px)`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: ownData.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^datele-mele-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByRole('status').filter({ hasText: ownData.done })).toBeAttached();
    const files = new Map(
      (await unzip(await readFile(await download.path()))).map((f) => [f.name, f.bytes]),
    );
    expect(files.has('README.txt')).toBe(true);
    expect(files.get('rezumat.html')?.toString('utf8')).toContain('Matei Ionescu');
    const answers = JSON.parse(files.get('raspunsuri-calendar.json')?.toString('utf8') ?? '[]');
    expect(answers).toContainEqual(expect.objectContaining({ answer: 'no', note: 'Sunt răcit.' }));
    expect(files.get('avatar.webp')).toEqual(avatarBytes);
    await expectNoAxeViolations(page, `Datele mele after the download (${viewport.width} px)`);
  });
}

test("the demo parent downloads her son's data from 'Datele mele' (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, DEMO_PARENT.email);
  await page.getByRole('button', { name: account.accountMenu }).click();
  await page.getByRole('menuitem', { name: ownData.menuLink }).click();
  await expect(page.getByRole('heading', { level: 3, name: ownData.childrenTitle })).toBeVisible();
  await expectNoAxeViolations(page, "Datele mele with a parent's children (390 px)");

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: ownData.downloadChild('Matei Ionescu') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^datele-Matei-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = new Map(
    (await unzip(await readFile(await download.path()))).map((f) => [f.name, f.bytes]),
  );
  // Matei's, not his mother's: his summary, his answer, the consent she signed for him.
  expect(files.get('rezumat.html')?.toString('utf8')).toContain('Matei Ionescu');
  const answers = JSON.parse(files.get('raspunsuri-calendar.json')?.toString('utf8') ?? '[]');
  expect(answers).toContainEqual(expect.objectContaining({ answer: 'no', note: 'Sunt răcit.' }));
  const consents = JSON.parse(files.get('acorduri.json')?.toString('utf8') ?? '[]') as {
    pdf: string;
  }[];
  expect(consents.length).toBeGreaterThan(0);
  expect(
    files
      .get(consents[0]?.pdf ?? '')
      ?.subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
