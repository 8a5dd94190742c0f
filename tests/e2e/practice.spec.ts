/**
 * The practice view (issue #27) in Chromium at 390 and 1280 px: the demo singer (Alto) opens a
 * four-part demo score from the library's 'Exersează'; the mixer starts with their part loud and
 * the others low; they play with a real click, mute a part, solo another, loop A–B, set 80 %
 * tempo; the page's audio graph (observed from outside, practice-audio.ts) shows every part
 * started together at each start, and the mix's dominant frequency at 80 % matching the one at
 * 100 % over the same loop (the pitch kept). Space and the arrows drive playback; the lock
 * screen shows the score; axe finds nothing.
 */
import { expect, type Page, test } from '@playwright/test';
import { noteFrequency } from '../../src/islands/members/practice/mix.ts';
import type { Score } from '../../src/lib/api/library.ts';
import { PRACTICE_OTHERS_VOLUME } from '../../src/lib/limits.ts';
import { player as pm } from '../../src/lib/messages-player.ts';
import { practice as m } from '../../src/lib/messages-practice.ts';
import { noteName } from '../../src/lib/notes.ts';
import { PRACTICE_PAGE, practicePage } from '../../src/lib/paths/library.ts';
import { chooseEssentialCookies, expectNoAxeViolations, logIn, screenshots } from './helpers.ts';
import {
  dominantFrequency,
  observePracticeAudio,
  sourceStarts,
  startGroups,
} from './practice-audio.ts';

test.describe.configure({ timeout: 180_000 });

const PARTS = ['Alto', 'Sopran', 'Tenor', 'Bas'];

const volume = (page: Page, part: string) => page.getByRole('slider', { name: m.volume(part) });
const timeText = (page: Page) => page.locator('.practice-time');

/** Seconds shown by the position slider. */
const position = async (page: Page) =>
  Number(await page.getByRole('slider', { name: m.position }).inputValue());

/** Opens the first four-part score of the library through its 'Exersează' link; its name. */
async function openFourPartScore(page: Page): Promise<string> {
  await page.goto('/cont/librarie/partituri?files=mp3');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Ascultă Tenor/ }) })
    .first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: m.openLabel(name) }).click();
  await expect(page).toHaveURL(/\/cont\/librarie\/exersare\?partitura=\d+$/);
  await expect(page.getByRole('heading', { name: m.heading(name) })).toBeVisible();
  return name;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the singer practises a score: their part loud, mute, solo, A–B, 80 % at the same pitch`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await chooseEssentialCookies(page);
    await observePracticeAudio(page);
    await logIn(page, 'corist@example.com');
    const name = await openFourPartScore(page);

    // Loaded: 'Vocea mea' is the default, their part first and marked, the others low.
    const play = page.getByRole('button', { name: m.play });
    await expect(play).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`(${m.mine})`)).toBeVisible();
    await expect(volume(page, 'Alto')).toHaveValue('1');
    for (const part of PARTS.slice(1)) {
      await expect(volume(page, part)).toHaveValue(String(PRACTICE_OTHERS_VOLUME));
    }
    await expectNoAxeViolations(page, `the practice view at ${width} px`);

    // A real click starts every part together.
    await play.click();
    await expect(page.getByRole('button', { name: m.pause })).toBeVisible();
    await expect.poll(() => position(page)).toBeGreaterThan(0.3);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(name);

    // Mute one part, solo another: only the soloed one sounds.
    const mute = page.getByRole('button', { name: `${m.mute} Sopran` });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    const solo = page.getByRole('button', { name: `${m.solo} Tenor` });
    await solo.click();
    await expect(solo).toHaveAttribute('aria-pressed', 'true');

    // A–B over a phrase, marked while paused at known places: Space pauses (focus on no control).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(' ');
    await expect(play).toBeVisible();
    const seekTo = (at: number) => page.getByRole('slider', { name: m.position }).fill(String(at));
    await seekTo(1);
    await page.getByRole('button', { name: pm.markStart }).click();
    await seekTo(1.8);
    await page.getByRole('button', { name: new RegExp(`^${pm.markEnd}`) }).click();
    await expect(page.getByText(pm.loopOn('0:01', '0:01'))).toBeVisible();
    await play.click();
    // Looping: the position stays within A–B well past B's time.
    await expect
      .poll(async () => (await sourceStarts(page)).filter((s) => s.loop).length, {
        message: 'the looped parts started',
      })
      .toBeGreaterThan(0);
    // Read once the tone is steady: two readings in a row agree (in a full run, one reading once
    // caught the moment the loop started, a note away from the loop's own).
    let at100 = 0;
    await expect
      .poll(
        async () => {
          const reading = await dominantFrequency(page);
          const steady = Math.abs(reading - at100) < 2;
          at100 = reading;
          return steady;
        },
        { message: 'a steady tone at 100 %' },
      )
      .toBe(true);
    expect(at100, 'the soloed part sounds').toBeGreaterThan(60);
    const during = await position(page);
    expect(during).toBeGreaterThanOrEqual(1);
    expect(during).toBeLessThan(1.8);

    // 80 %: the same loop, slower, at the same pitch (a few hertz).
    await page.getByRole('slider', { name: m.tempo }).fill('0.8');
    await expect(page.locator('output')).toHaveText(m.tempoValue(0.8));
    await expect.poll(async () => (await sourceStarts(page)).at(-1)?.rate).toBeCloseTo(0.8, 5);
    const at80 = await dominantFrequency(page);
    // Unshifted, 80 % would sound 20 % lower (196 Hz → 157 Hz).
    expect(Math.abs(at80 - at100), `${at80} Hz at 80 % vs ${at100} Hz at 100 %`).toBeLessThan(2);

    // Every start started every part on one clock: same when, offset, rate and loop.
    const starts = await sourceStarts(page);
    expect(starts.length % PARTS.length).toBe(0);
    for (const group of startGroups(starts, PARTS.length)) {
      expect(group).toHaveLength(PARTS.length);
      const [first] = group;
      for (const s of group) {
        expect(s).toEqual({ ...first, calledAt: s.calledAt });
      }
      expect(first && first.when >= first.calledAt, 'each start is ahead of the clock').toBe(true);
    }
    expect(starts.at(-1)).toMatchObject({
      rate: expect.closeTo(0.8, 5),
      loop: true,
      loopStart: 1,
      loopEnd: 1.8,
    });

    // Space pauses, Home goes to A, Space plays again, Left stays within the loop.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(' ');
    await expect(play).toBeVisible();
    await page.keyboard.press('Home');
    expect(await position(page)).toBe(1);
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: m.pause })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    expect(await position(page)).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page, `the practice view while looping at ${width} px`);
    await screenshots(page, 'practice');
    await expect(timeText(page)).toHaveText(/^\d+:\d\d din \d+:\d\d$/);
  });
}

test('the dashboard leads a singer with a part to practise; a score without parts offers the player', async ({
  page,
}) => {
  await chooseEssentialCookies(page);
  await logIn(page, 'corist@example.com');
  await page.getByRole('link', { name: m.dashboardLink }).click();
  await expect(page).toHaveURL(/\/cont\/librarie\/partituri\?files=mp3$/);
  await expect(page.getByRole('link', { name: /^Exersează / }).first()).toBeVisible();

  // A demo score with a PDF and no tracks: no 'Exersează', and its practice view says why.
  let silent: Score | undefined;
  for (let n = 1; !silent && n <= 5; n++) {
    const list = (await (await page.request.get(`/api/song/?files=pdf&page=${n}`)).json()) as {
      results: Score[];
    };
    silent = list.results.find((s) => s.mp3s.length === 0);
  }
  expect(silent, 'a demo score without tracks').toBeDefined();
  await page.goto(practicePage(silent?.id ?? 0));
  await expect(page.getByText(m.noParts)).toBeVisible();
  await expectNoAxeViolations(page, 'the practice view of a score without parts');

  // Without a score, the view sends to the library.
  await page.goto(PRACTICE_PAGE);
  await expect(page.getByText(m.chooseScore)).toBeVisible();
  await expect(page.getByRole('link', { name: m.toScores })).toHaveAttribute(
    'href',
    '/cont/librarie/partituri',
  );
});

test('a part’s starting note sounds on a tap, at its pitch', async ({ page }) => {
  await chooseEssentialCookies(page);
  await observePracticeAudio(page);
  await logIn(page, 'corist@example.com');
  // A demo score in parts whose tracks have their starting notes (seed/library.ts).
  let score: Score | undefined;
  for (let n = 1; !score && n <= 5; n++) {
    const list = (await (await page.request.get(`/api/song/?files=mp3&page=${n}`)).json()) as {
      results: Score[];
    };
    score = list.results.find((s) => s.mp3s.some((track) => track.starting_note !== null));
  }
  const part = score?.mp3s.find((track) => track.starting_note !== null);
  expect(part, 'a demo part with its starting note').toBeDefined();
  const midi = part?.starting_note ?? 0;
  await page.goto(practicePage(score?.id ?? 0));
  const note = page.getByRole('button', {
    name: m.startingNote(part?.title ?? '', noteName(midi)),
  });
  await note.click();
  await expect
    .poll(() => dominantFrequency(page, 3, 60), { message: 'the tone sounds' })
    .toBeGreaterThan(0);
  expect(Math.abs((await dominantFrequency(page, 3, 60)) - noteFrequency(midi))).toBeLessThan(2);
  await expectNoAxeViolations(page, 'the practice view with starting notes');
  await screenshots(page, 'practice-notes');
});
