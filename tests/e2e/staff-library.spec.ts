/**
 * The back office's library in Chromium (issue #12, "Done when"): the demo staff member adds a
 * score with a PDF and two MP3s (real files of the demo library), sees each upload's progress,
 * saves (the first track with its part and its starting note); the demo singer then finds it in the library by its name, its PDF opens and its tracks
 * play. axe sweeps every tab, the form modal and the delete confirmation. `SCREENSHOTS=/dir`
 * saves the pages at 390 and 1280 px.
 */
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { library } from '../../src/lib/messages.ts';
import { player } from '../../src/lib/messages-player.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { lib } from '../../src/lib/messages-staff-library.ts';
import { choose, expectNoAxeViolations, screenshots, signedIn, staffOpens } from './helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const FILES = fileURLToPath(new URL('../../src/server/db/seed/library-files/', import.meta.url));
const NAME = `Colindul clopoțeilor ${Date.now()}`;

/** Picks `file` in the file field labelled `label` and waits for its upload to end. */
async function uploadInto(page: Page, label: string, file: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByLabel(`${lib.chooseFile} ${label}`).setInputFiles(`${FILES}${file}`);
  await expect(group.getByText(file)).toBeVisible();
}

test('the staff member adds a score with a PDF and two MP3s; the singer finds it, opens and plays it', async ({
  page,
}) => {
  await staffOpens(page, '/cont/administrare/librarie');
  await expect(page.getByRole('tab', { name: lib.tabs.scores })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('table', { name: lib.tabs.scores })).toBeVisible();
  await expectNoAxeViolations(page, 'the scores tab');
  await screenshots(page, 'staff-library-scores');

  await page.getByRole('button', { name: lib.add.scores }).click();
  const form = page.getByRole('dialog', { name: lib.add.scores });
  await expect(form).toBeVisible();
  await form.getByLabel(lib.fields.name).fill(NAME);
  await form.getByLabel(lib.fields.author).fill('Tudor Gheorghe');
  await form
    .getByRole('group', { name: lib.termKinds.voice })
    .getByRole('checkbox', { name: 'Sopran' })
    .check();

  // The PDF: the progress bar shows while it uploads (slowed down so the bar can be seen).
  await page.route('**/api/staff/library/files/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const pdfGroup = form.getByRole('group', { name: lib.fields.pdf, exact: true });
  await pdfGroup
    .getByLabel(`${lib.chooseFile} ${lib.fields.pdf}`)
    .setInputFiles(`${FILES}partitura.pdf`);
  await expect(pdfGroup.getByRole('progressbar')).toBeVisible();
  await expect(pdfGroup.getByText(/^Se încarcă: \d+%$/)).toBeVisible();
  await expect(pdfGroup.getByText('partitura.pdf')).toBeVisible();
  await expect(pdfGroup.getByRole('progressbar')).toHaveCount(0);

  // Two tracks, titled, each uploaded.
  await form.getByRole('button', { name: lib.addTrack }).click();
  await form.getByRole('textbox', { name: lib.fields.trackTitle(1), exact: true }).fill('Sopran');
  await uploadInto(page, lib.fields.trackFile(1), 'sopran.mp3');
  // Its part and its starting note (issue #27), a note name saved as its MIDI number.
  await choose(form, lib.fields.trackPart(1), 'Sopran');
  await choose(form, lib.fields.trackStartingNote(1), 'Sol4');
  await form.getByRole('button', { name: lib.addTrack }).click();
  await form.getByRole('textbox', { name: lib.fields.trackTitle(2), exact: true }).fill('Cor');
  await uploadInto(page, lib.fields.trackFile(2), 'cor.mp3');
  await expectNoAxeViolations(page, 'the score form');
  await screenshots(page, 'staff-library-form');

  // A wrong file is refused before it is sent.
  await form.getByRole('button', { name: lib.addTrack }).click();
  const third = form.getByRole('group', { name: lib.fields.trackFile(3), exact: true });
  await third
    .getByLabel(`${lib.chooseFile} ${lib.fields.trackFile(3)}`)
    .setInputFiles(`${FILES}sigla.png`);
  await expect(third.getByText(lib.wrongType('audio'))).toBeVisible();
  await form
    .getByRole('button', { name: `${lib.remove}${lib.trackSuffix(lib.fields.trackTitle(3))}` })
    .click();

  await form.getByRole('button', { name: staff.save }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(lib.created)).toBeVisible();

  // The list finds it by its name, without diacritics.
  await page.getByRole('searchbox', { name: lib.searchLabel }).fill('colindul clopoteilor');
  await page.getByRole('button', { name: staff.search, exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('PDF, 2 piste');
  const found = await page.request.get(`/api/staff/library/scores/?q=${encodeURIComponent(NAME)}`);
  const [saved] = (await found.json()).results as { id: number }[];
  const score = await (await page.request.get(`/api/staff/library/scores/${saved?.id}/`)).json();
  expect(score.tracks.map((t: { starting_note: number | null }) => t.starting_note)).toEqual([
    67,
    null,
  ]);

  // The delete confirmation (answered no).
  await row.getByRole('button', { name: `${lib.remove} ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: lib.confirmDeleteTitle });
  await expect(confirm).toContainText(NAME);
  await expectNoAxeViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: staff.cancel }).click();
  await expect(confirm).toHaveCount(0);

  // The other tabs.
  for (const tab of [lib.tabs.audiobooks, lib.tabs.videos, lib.tabs.resources] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('table', { name: tab })).toBeVisible();
    await expectNoAxeViolations(page, `the ${tab} tab`);
  }
  await page.getByRole('tab', { name: lib.tabs.terms }).click();
  await expect(page.getByRole('heading', { name: lib.termKinds.voice })).toBeVisible();
  await expectNoAxeViolations(page, 'the vocabularies tab');
  await screenshots(page, 'staff-library-terms');

  // The singer finds it, opens its PDF and plays it.
  await page.context().clearCookies();
  await signedIn(page, 'corist@example.com');
  await page.goto('/cont/librarie/partituri');
  await page.getByRole('searchbox', { name: library.scores.search }).fill('clopoteilor');
  const card = page.getByRole('article', { name: NAME });
  await expect(card).toBeVisible();
  const pdf = card.getByRole('link', { name: library.scores.pdfLabel(NAME) });
  const answer = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await card.getByRole('button', { name: library.listenTo(NAME) }).click();
  const bar = page.getByRole('region', { name: player.region });
  await expect(bar.getByRole('status')).toHaveText(player.nowPlaying('Sopran', NAME));
  await expect
    .poll(() =>
      bar.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2),
    )
    .toBe(true);
});
