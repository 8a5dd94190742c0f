/**
 * The library and resources pages in Chromium (issue #10): the demo singer filters the scores by
 * a voice and a file type, pages, reloads and walks back with the list kept in the address,
 * searches without diacritics, downloads a score (the zip holds its files), reads the audiobooks
 * in Romanian order and gets no video lessons; the keyboard reaches every filter; the conductor
 * sees the video lessons and opens a score from the dashboard; the resources page downloads a
 * whole box; a visitor and a pending member are refused every list, file and download. axe
 * sweeps every page. `SCREENSHOTS=/dir` saves each page at 390 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import * as v from 'valibot';
import {
  resourcesSchema,
  type Score,
  type ScoreFilters,
  scoreSchema,
  videoLessonSchema,
} from '../../src/lib/api/library.ts';
import { pageSchema } from '../../src/lib/api/page.ts';
import { library, members } from '../../src/lib/messages.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { DEMO_AUDIOBOOKS, DEMO_VIDEO_LESSONS } from '../../src/server/db/seed/library-data.ts';
import { unzip } from '../helpers/zip.ts';
import { expectNoAxeViolations, logIn, screenshots } from './helpers.ts';

// Serial: one signed-in page per test; axe sweeps on a loaded two-core machine need the time.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const s = library.scores;
const parts = members.sections.library;

/** The names of the scores the list shows, in order (the opened one, if any, is apart). */
const listedNames = (page: Page) => page.locator('.library-list article h3').allTextContents();

/** What GET /api/song/ answers for `query`: the list must show exactly these. */
async function apiScores(page: Page, query: string) {
  const answer = await page.request.get(`/api/song/?${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { count: number; results: Score[] };
}

const countStatus = (page: Page) => page.locator('.library-count');

test('the singer filters, pages, reloads, goes back, searches and downloads a score', async ({
  page,
}) => {
  await logIn(page, 'corist@example.com');
  await page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.library })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: members.nav.library })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(parts.partituri) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(parts.audiobooks) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(parts['video-lectii']) })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Librărie');
  await screenshots(page, 'librarie');

  await page.getByRole('link', { name: new RegExp(parts.partituri) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${members.nav.library} ${parts.partituri}` }),
  ).toBeVisible();
  const all = await apiScores(page, '');
  await expect(countStatus(page)).toHaveText(s.count(all.count));
  await expect(countStatus(page)).toHaveAttribute('role', 'status');

  const filters = (await (await page.request.get('/api/song/filters')).json()) as ScoreFilters;
  const soprano = filters.voices.find((term) => term.name === 'Sopran');
  if (!soprano) throw new Error('the demo voices have no Sopran');
  await page
    .getByRole('group', { name: s.voices })
    .getByRole('checkbox', { name: 'Sopran', exact: true })
    .click();
  await page
    .getByRole('group', { name: s.files })
    .getByRole('checkbox', { name: s.fileTypes.pdf })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?voices=${soprano.id}&files=pdf$`));
  const first = await apiScores(page, `voices=${soprano.id}&files=pdf`);
  expect(first.count).toBeGreaterThan(10);
  await expect(countStatus(page)).toHaveText(s.count(first.count));
  await expect.poll(() => listedNames(page)).toEqual(first.results.map((score) => score.name));
  await expectNoAxeViolations(page, 'Partituri filtrate');
  await screenshots(page, 'partituri');

  await page
    .getByRole('navigation', { name: s.pager })
    .getByRole('button', { name: /următoare/ })
    .click();
  await expect(page).toHaveURL(/&page=2$/);
  const second = await apiScores(page, `voices=${soprano.id}&files=pdf&page=2`);
  await expect.poll(() => listedNames(page)).toEqual(second.results.map((score) => score.name));

  await page.reload();
  await expect.poll(() => listedNames(page)).toEqual(second.results.map((score) => score.name));
  await expect(page.getByRole('checkbox', { name: 'Sopran' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: s.fileTypes.pdf })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?voices=${soprano.id}&files=pdf$`));
  await expect.poll(() => listedNames(page)).toEqual(first.results.map((score) => score.name));

  // Without diacritics, the way a phone keyboard types it.
  await page.getByRole('button', { name: s.clearFilters }).click();
  await page.getByRole('searchbox', { name: s.search }).fill('cantec de leagan');
  await expect(page).toHaveURL(/\?search=cantec\+de\+leagan$/);
  await expect(countStatus(page)).toHaveText(s.count(1));
  await expect.poll(() => listedNames(page)).toEqual(['Cântec de leagăn']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: library.download.labelFor('Cântec de leagăn') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Cântec de leagăn.zip');
  const files = await unzip(await readFile(await download.path()));
  expect(files.length).toBeGreaterThan(1);
  expect(files.some((file) => file.name.endsWith('.pdf'))).toBe(true);
  expect(files.some((file) => file.name.endsWith('.mp3'))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'a fost descărcat' })).toHaveText(
    library.download.done('Cântec de leagăn.zip'),
  );
});

test('the keyboard reaches the search, every filter group and the list', async ({ page }) => {
  await logIn(page, 'corist@example.com');
  await page.goto('/cont/librarie/partituri');
  const search = page.getByRole('searchbox', { name: s.search });
  await search.focus();
  await page.keyboard.type('ciocarlia');
  await expect(page).toHaveURL(/\?search=ciocarlia$/);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/partituri$/);
  // Tab goes from the search to the first voice; Space ticks it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Sopran' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?voices=\d+$/);
  for (const label of [
    'Alto',
    'Tenor',
    'Bas',
    'Voci egale',
    'Vocea I',
    'Vocea a II-a',
    'Colinde',
  ]) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: label })).toBeFocused();
  }
  await page.getByRole('checkbox', { name: s.fileTypes.mp3 }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/&files=mp3$/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: s.clearFilters })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/partituri$/);
});

test('the audiobooks follow the Romanian order and the singer gets no video lessons', async ({
  page,
}) => {
  await logIn(page, 'corist@example.com');
  await page.goto('/cont/librarie/audiobooks');
  await expect(
    page.getByRole('heading', { level: 1, name: `${members.nav.library} ${parts.audiobooks}` }),
  ).toBeVisible();
  // The demo titles are written in the order a Romanian reader expects (Ă after A, Ș after S…).
  await expect
    .poll(() => page.locator('.library-list article h2').allTextContents())
    .toEqual(DEMO_AUDIOBOOKS.slice(0, 10));
  await expect(
    page.getByRole('button', { name: library.listenTo(DEMO_AUDIOBOOKS[0] ?? '') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Audio Book');
  await screenshots(page, 'audiobooks');

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/video-lessons')) asked.push(request.url());
  });
  await page.goto('/cont/librarie/video-lectii');
  await expect(
    page.getByRole('heading', { name: library.videoLessons.conductorsOnlyTitle }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Lecții video (corist)');
  expect(asked).toEqual([]);
  expect((await page.request.get('/api/video-lessons/')).status()).toBe(403);
});

test('the conductor sees the video lessons and opens a score from the dashboard', async ({
  page,
}) => {
  await logIn(page, 'dirijor@example.com');
  const box = page.getByRole('region', { name: members.boxes.scores });
  const link = box.getByRole('listitem').first().getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/cont\/librarie\/partituri\?score=\d+$/);
  await expect(page.getByRole('heading', { level: 3, name })).toBeFocused();
  await expectNoAxeViolations(page, 'Partituri, deschisă din sumar');

  await page.goto('/cont/librarie');
  await page.getByRole('link', { name: new RegExp(parts['video-lectii']) }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `${members.nav.library} ${parts['video-lectii']}`,
    }),
  ).toBeVisible();
  const titles = DEMO_VIDEO_LESSONS.map(([title]) => title);
  await expect
    .poll(async () => (await page.locator('.library-list article h2').allTextContents()).sort())
    .toEqual([...titles].sort());
  await expect(
    page.getByRole('button', { name: library.videoLessons.playLabel(titles[0] ?? '') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Lecții video');
  await screenshots(page, 'video-lectii');
});

test('the resources page lists its three boxes and downloads a whole box', async ({ page }) => {
  await logIn(page, 'corist@example.com');
  await page.goto('/cont/resurse');
  const r = library.resources;
  for (const title of Object.values(r.boxes))
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const posters = page.getByRole('region', { name: r.boxes.posters });
  await expect(
    posters.getByRole('link', { name: library.download.labelFor('Afiș: Concert de colinde') }),
  ).toHaveAttribute('href', /^\/api\/library\/resource\/\d+\/?$/);
  await expect(posters.getByText(/PNG · .*\d+(,\d)? (B|kB|MB)$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'Resurse');
  await screenshots(page, 'resurse');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    posters.getByRole('button', { name: r.downloadAllLabel(r.boxes.posters) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${r.boxes.posters}.zip`);
  const files = await unzip(await readFile(await download.path()));
  expect(files).toHaveLength(2);
});

test('a visitor gets 401 and a pending member 403 on every library list and file', async ({
  playwright,
  baseURL,
}) => {
  /** A browser-like client: the session cookie from the login answer, the site as origin. */
  const signedIn = async (email?: string) => {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL ?? '' },
    });
    if (email) {
      const res = await context.post('/api/token-auth/', {
        data: { username: email, password: DEMO_PASSWORD },
      });
      expect(res.status()).toBe(200);
    }
    return context;
  };
  // The paths the library hands out, as the conductor (who sees everything) gets them.
  const conductor = await signedIn('dirijor@example.com');
  const answer = async <T extends v.GenericSchema>(path: string, schema: T) =>
    v.parse(schema, await (await conductor.get(path)).json());
  const scores = await answer('/api/song/?files=pdf,mp3', pageSchema(scoreSchema));
  const score = scores.results.find((one) => one.pdf && one.mp3s.length);
  const lesson = (await answer('/api/video-lessons/', pageSchema(videoLessonSchema))).results[0];
  const resources = await answer('/api/resources/', resourcesSchema);
  const files = [
    score?.pdf,
    score?.mp3s[0]?.file,
    lesson?.mp4,
    lesson?.poster,
    resources.posters[0]?.file,
  ];
  expect(files.every(Boolean)).toBe(true);
  const reads = [
    '/api/song/',
    '/api/song/filters',
    `/api/song/${score?.id}/`,
    '/api/audio-books/',
    '/api/video-lessons/',
    '/api/resources/',
    '/api/dashboard/scores/',
    '/api/dashboard/audiobook/',
    '/api/dashboard/videolessons/',
    ...(files as string[]),
  ];
  const downloads = [`/api/download/score/${score?.id}/`, '/api/download/resources/posters/'];

  for (const [who, status] of [
    [undefined, 401],
    ['nou@example.com', 403],
  ] as const) {
    const client = await signedIn(who);
    for (const path of reads)
      expect((await client.get(path)).status(), `${who} ${path}`).toBe(status);
    for (const path of downloads)
      expect((await client.post(path)).status(), `${who} ${path}`).toBe(status);
    await client.dispose();
  }
  await conductor.dispose();
});
