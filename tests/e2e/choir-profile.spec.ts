/**
 * The choir's profile in Chromium (issue #9, Corul meu): the demo conductor edits the
 * presentation in 'Editează Detalii' (description, an award, a new image) and finds it on the
 * page and in the history; the keyboard reaches every control of the modal and the focus comes
 * back to the button; an edit saved meanwhile elsewhere answers the conflict message; the demo
 * singer sees the presentation without the button and the members' restricted columns. axe
 * sweeps the page and the modal. SCREENSHOTS=dir saves the page and the modal at 1280 and 390 px.
 */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ChoirDetails } from '../../src/lib/api/choirs.ts';
import { choirProfile as cp, members } from '../../src/lib/messages.ts';
import { childConsent } from '../../src/lib/messages-child-consent.ts';
import {
  CHOIR_HISTORY_ACTIONS,
  CHOIR_FIELD_LABELS as labels,
} from '../../src/lib/messages-choir-profile.ts';
import { expectNoAxeViolations, signedIn } from './helpers.ts';

const CHOIR = 'Corul de copii „Vocile Iașului”';
const t = members.myChoir;

async function openMyChoir(page: Page, email: string) {
  await signedIn(page, email);
  await page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.myChoir })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: CHOIR })).toBeVisible();
  // The seeded presentation has arrived.
  await expect(page.getByRole('heading', { name: cp.awards })).toBeVisible();
}

/** A page whole; a modal as the viewport shows it (the page behind it does not scroll). */
async function screenshot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

const columnHeaders = (page: Page) =>
  page.getByRole('region', { name: t.tableTitle }).getByRole('columnheader').allTextContents();

test('the conductor edits the description, adds an award and a new image, and sees them on Corul meu', async ({
  page,
}) => {
  // A long journey with three axe sweeps and an upload: more than the default minute on a busy machine.
  test.slow();
  await openMyChoir(page, 'dirijor@example.com');
  expect(await columnHeaders(page)).toEqual([
    t.name,
    t.voicePart,
    t.email,
    t.sex,
    t.birthDate,
    t.status,
    childConsent.column,
    t.actions,
  ]);
  await expect(page.getByRole('region', { name: cp.history })).toBeVisible();
  await expectNoAxeViolations(page, 'Corul meu (conductor)');
  await screenshot(page, 'corul-meu-1280');

  const edit = page.getByRole('button', { name: cp.edit });
  await edit.click();
  const modal = page.getByRole('dialog', { name: cp.editTitle });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page, 'Editează Detalii');
  await screenshot(page, 'editeaza-detalii-1280', false);

  const description = 'Cântăm de zece ani. Repetițiile sunt marțea și joia, la ora 15.';
  await modal.getByLabel(labels.description).fill(description);
  await modal.getByRole('button', { name: cp.addAward }).click();
  const award = modal.getByRole('textbox', { name: cp.awardItem(3) });
  await expect(award, 'the new entry takes the focus').toBeFocused();
  await award.fill('Locul II, Festivalul „Primăvara Corurilor”, 2026');

  const png = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: '#e67e22' },
  })
    .png()
    .toBuffer();
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cor.png', mimeType: 'image/png', buffer: png });
  // Saved with the form (issue #23): until then, only its preview.
  await expect(modal.getByRole('img', { name: cp.imagePreview })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );

  await modal.getByRole('button', { name: cp.save }).click();
  await expect(page.getByText(cp.saved)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(edit, 'the focus returns to the button').toBeFocused();

  const presentation = page.getByRole('region', { name: t.presentation });
  await expect(presentation.getByText(description)).toBeVisible();
  await expect(
    presentation.getByRole('listitem').filter({ hasText: 'Primăvara Corurilor' }),
  ).toBeVisible();
  await expect(presentation.getByRole('img', { name: cp.logoAlt(CHOIR) })).toHaveAttribute(
    'src',
    /^\/media\/choirs\//,
  );
  const history = page.getByRole('region', { name: cp.history });
  await expect(
    history.getByText(
      CHOIR_HISTORY_ACTIONS.profile({
        actor: 'Ana Popescu',
        subject: null,
        fields: ['description', 'awards'],
      }),
    ),
  ).toBeVisible();
  await expect(
    history.getByText(
      CHOIR_HISTORY_ACTIONS.image({ actor: 'Ana Popescu', subject: null, fields: [] }),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Corul meu after the edit');
  await screenshot(page, 'corul-meu-1280-dupa');

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'corul-meu-390');
  await edit.click();
  await expect(modal).toBeVisible();
  await screenshot(page, 'editeaza-detalii-390', false);
});

test('the modal works from the keyboard and gives the focus back', async ({ page }) => {
  await openMyChoir(page, 'dirijor@example.com');
  const edit = page.getByRole('button', { name: cp.edit });
  await edit.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: cp.editTitle });
  await expect(modal).toBeVisible();

  // Tab walks into the awards list: its add button adds an entry and focuses it.
  const add = modal.getByRole('button', { name: cp.addAward });
  for (let i = 0; i < 30 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  // The awards saved so far (two seeded, one more if the first test ran): the new one comes after.
  const n = await modal.getByRole('textbox', { name: /^Premiul \d+$/ }).count();
  await page.keyboard.press('Enter');
  const added = modal.getByRole('textbox', { name: cp.awardItem(n + 1) });
  await expect(added).toBeFocused();
  await page.keyboard.type('Diplomă de excelență');
  // Its remove button is next, named after the entry; removing it focuses the entry before.
  await page.keyboard.press('Tab');
  const remove = modal.getByRole('button', { name: cp.removeItem(cp.awardItem(n + 1)) });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(added).toHaveCount(0);
  await expect(modal.getByRole('textbox', { name: cp.awardItem(n) })).toBeFocused();

  // A wrong year shows its message beside the field once left; saving keeps the modal open.
  const year = modal.getByRole('textbox', { name: labels.year });
  await year.fill('1700');
  await page.keyboard.press('Tab');
  await expect(modal.getByText(cp.yearInvalid)).toBeVisible();
  await modal.getByRole('button', { name: cp.save }).press('Enter');
  await expect(year, 'a failed save focuses the invalid field').toBeFocused();
  await expect(modal).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(edit).toBeFocused();
});

test('an edit saved meanwhile elsewhere answers the conflict message and loses nothing', async ({
  page,
  request,
}) => {
  await openMyChoir(page, 'dirijor@example.com');
  await page.getByRole('button', { name: cp.edit }).click();
  const modal = page.getByRole('dialog', { name: cp.editTitle });
  const voices = modal.getByRole('textbox', { name: labels.voices });
  await voices.fill('Sopran I, sopran II');

  // Another conductor's session saves first.
  const { token } = await (
    await request.post('/api/token-auth/', {
      data: { username: 'dirijor@example.com', password: 'parola-demo' },
    })
  ).json();
  const headers = { Authorization: `Token ${token}` };
  const choirs = (await (await request.get('/api/account/choirs/', { headers })).json()) as {
    id: number;
  }[];
  const path = `/api/choir/${choirs[0]?.id}/`;
  const current = (await (await request.get(path, { headers })).json()) as ChoirDetails;
  const saved = await request.patch(path, {
    headers,
    data: { ...current, voices: 'Sopran, alto, bariton' },
  });
  expect(saved.status()).toBe(200);

  await modal.getByRole('button', { name: cp.save }).click();
  await expect(modal.getByText(cp.conflict)).toBeVisible();
  await expect(voices, 'the edit stays on screen').toHaveValue('Sopran I, sopran II');
  await modal.getByRole('button', { name: cp.loadLatest }).click();
  await expect(voices).toHaveValue('Sopran, alto, bariton');
  await expect(modal.getByText(cp.conflict)).toHaveCount(0);
});

test('the singer sees the presentation, no edit button and the restricted columns', async ({
  page,
}) => {
  await openMyChoir(page, 'corist@example.com');
  const presentation = page.getByRole('region', { name: t.presentation });
  await expect(presentation.getByRole('heading', { name: cp.participation })).toBeVisible();
  await expect(page.getByRole('button', { name: cp.edit })).toHaveCount(0);
  await expect(page.getByRole('region', { name: cp.history })).toHaveCount(0);
  expect(await columnHeaders(page)).toEqual([t.name, t.city, t.county]);
  await expect(page.getByRole('row', { name: /Ana Popescu/ })).toContainText('Iași');
  await expectNoAxeViolations(page, 'Corul meu (singer)');
});
