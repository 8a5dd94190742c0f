/**
 * The members area as an installable app that works offline (issue #27), in Chromium at 390 px:
 * the manifest and the service worker are served as an app needs them, the worker is not registered
 * before it is needed, and another account's saved scores are dropped at sign-in; the demo singer saves a
 * demo score on the device, sees it listed with its size; the browser goes offline, and the saved
 * track answers a range (206) and plays, the PDF answers whole, from the cache, while an unsaved
 * track fails; the library page loads offline and says it is offline, and the practice view plays
 * the saved parts and draws the saved PDF; logging out empties every
 * saved cache. axe sweeps each state. `SCREENSHOTS=/dir` saves the pages at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Score } from '../../src/lib/api/library.ts';
import { account, members, network } from '../../src/lib/messages.ts';
import { offline } from '../../src/lib/messages-offline.ts';
import { practice } from '../../src/lib/messages-practice.ts';
import { scorePages } from '../../src/lib/messages-score-pages.ts';
import { practicePage } from '../../src/lib/paths/library.ts';
import { practiceCacheName } from '../../src/lib/practice-cache.ts';
import { expectNoAxeViolations, screenshots, signedIn } from './helpers.ts';
import { observePracticeAudio, sourceStarts } from './practice-audio.ts';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

const SINGER = 'corist@example.com';

/** The first demo scores with a PDF and tracks: the one to save, and one left unsaved. */
async function demoScores(page: Page): Promise<[Score, Score]> {
  const answer = await page.request.get('/api/song/?page=1');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Score[] };
  const withFiles = results.filter((score) => score.pdf && score.mp3s.length > 0);
  expect(withFiles.length).toBeGreaterThanOrEqual(2);
  return withFiles.slice(0, 2) as [Score, Score];
}

/** What the score's files weigh, as the server tells it. */
async function bytesOf(page: Page, score: Score): Promise<number> {
  let total = 0;
  for (const file of [score.pdf ?? '', ...score.mp3s.map((track) => track.file)]) {
    const answer = await page.request.head(file);
    total += Number(answer.headers()['content-length']);
  }
  return total;
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('the manifest and the service worker are served for an installable members app', async ({
  page,
}) => {
  await signedIn(page, SINGER, '/cont/librarie/');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/cont/manifest.webmanifest');
  const manifest = await page.request.get('/cont/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const app = (await manifest.json()) as {
    scope: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(app.scope).toBe('/cont/');
  expect(app.start_url.startsWith(app.scope)).toBe(true);
  for (const icon of app.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);

  const worker = await page.request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // The worker is registered only once a member saves a score or turns push on (issue #28): a
  // member who never does downloads none of its precache.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/cont/'))).toBeFalsy();
  // Another account's saved scores on this device (a session that ended without a logout): dropped
  // as soon as the signed-in user is known.
  const other = practiceCacheName(999_999);
  await page.evaluate(
    (name) => caches.open(name).then((cache) => cache.put('/x', new Response('x'))),
    other,
  );
  await page.reload();
  await expect.poll(() => cacheNames(page)).not.toContain(other);

  // Public pages neither link the manifest nor register the worker.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test('the singer saves a score, practises it offline, and logging out forgets it', async ({
  page,
  context,
}) => {
  await observePracticeAudio(page);
  await signedIn(page, SINGER, '/cont/librarie/');
  const [score, unsaved] = await demoScores(page);
  const bytes = await bytesOf(page, score);

  await page.goto(`/cont/librarie/partituri/?score=${score.id}`);
  await page.getByRole('button', { name: offline.saveLabel(score.name) }).click();
  const remove = page.getByRole('button', { name: offline.removeLabel(score.name) });
  await expect(remove).toBeFocused();
  // Saving registered the members' worker (scope /cont/), which now serves the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/cont/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // Shown beside the button, and said once by the polite status.
  await expect(page.locator('.save-offline__saved')).toHaveText(offline.saved(bytes));
  await expect(page.getByRole('status').filter({ hasText: offline.saved(bytes) })).toHaveCount(1);
  await expectNoAxeViolations(page, 'a saved score');
  await screenshots(page, 'offline-saved-score');

  await page.goto('/cont/librarie/');
  const list = page.getByRole('region', { name: offline.list.title });
  const item = list.getByRole('listitem').filter({ hasText: score.name });
  await expect(item).toContainText(offline.list.size(bytes));
  await expect(item.getByRole('link', { name: offline.list.practice(score.name) })).toBeVisible();
  await expectNoAxeViolations(page, 'the saved scores on the library page');
  const user = (await (await page.request.get('/api/account/details/')).json()) as { id: number };
  expect(await cacheNames(page)).toContain(practiceCacheName(user.id));

  await context.setOffline(true);
  const [track] = score.mp3s as [Score['mp3s'][number]];
  const [otherTrack] = unsaved.mp3s as [Score['mp3s'][number]];
  const answers = await page.evaluate(
    async ({ track, pdf, other }) => {
      const ranged = await fetch(track, { headers: { Range: 'bytes=0-99' } });
      const whole = await fetch(pdf);
      const unsaved = await fetch(other).then(
        (answer) => answer.status,
        () => 'failed',
      );
      return {
        status: ranged.status,
        range: ranged.headers.get('Content-Range'),
        length: (await ranged.arrayBuffer()).byteLength,
        pdf: whole.status,
        pdfType: whole.headers.get('Content-Type'),
        pdfStart: new TextDecoder().decode((await whole.arrayBuffer()).slice(0, 5)),
        unsaved,
      };
    },
    { track: track.file, pdf: score.pdf ?? '', other: otherTrack.file },
  );
  expect(answers).toMatchObject({
    status: 206,
    length: 100,
    pdf: 200,
    pdfType: 'application/pdf',
    pdfStart: '%PDF-',
    unsaved: 'failed',
  });
  expect(answers.range).toMatch(/^bytes 0-99\/\d+$/);
  // The player's <audio> asks for ranges too: the saved track plays with no network.
  const played = await page.evaluate(async (src) => {
    const audio = new Audio(src);
    audio.muted = true;
    await audio.play();
    await new Promise((resolve) => audio.addEventListener('timeupdate', resolve, { once: true }));
    audio.pause();
    return audio.currentTime > 0;
  }, track.file);
  expect(played).toBe(true);

  // A full load of the library offline: the precached shell, the saved session and the list.
  await page.goto('/cont/librarie/');
  await expect(page.getByRole('status').filter({ hasText: offline.notice })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: members.nav.library })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: score.name })).toBeVisible();
  // The notice says it; no red 'Eroare de server' toast for each request that cannot go out.
  await expect(page.getByText(network.title)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the library page offline');
  await screenshots(page, 'offline-library');

  // The practice view offline: its precached shell, the saved parts decoded and started on one
  // clock, the saved PDF drawn by the precached pdf.js.
  await page.goto(practicePage(score.id));
  await page.getByRole('button', { name: practice.play }).click();
  await expect(page.getByRole('button', { name: practice.pause })).toBeVisible();
  const parts = score.mp3s.filter((track) => track.voice_part !== null).length;
  await expect.poll(async () => (await sourceStarts(page)).length).toBeGreaterThanOrEqual(parts);
  await expect(
    page.getByRole('img', { name: scorePages.pageImage(score.name, 1, 1) }),
  ).toBeVisible();
  await expect(page.getByText(network.title)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the practice view offline');
  await screenshots(page, 'offline-practice');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: offline.notice })).toHaveCount(0);
  await page.getByRole('button', { name: account.accountMenu }).click();
  await page
    .getByRole('menuitem', { name: account.logout })
    .or(page.getByRole('button', { name: account.logout }))
    .click();
  await expect(page).toHaveURL(/\/cont\/login\/?$/);
  expect((await cacheNames(page)).filter((name) => name.startsWith('practice-'))).toEqual([]);
});
