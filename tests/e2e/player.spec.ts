/**
 * The members' player in Chromium (issue #10, document 2 §4): the demo singer plays a score's
 * tracks; the player shows and announces the first, previous and next stop at the ends, the track
 * really plays, speed 0.75 (shown among the controls, issue #27) keeps the pitch, the A–B loop holds playback between its marks, the
 * lock screen's metadata is set; moving to Corul meu through the side menu keeps the same element
 * playing; the playlist toggles and marks the current item; close removes it all; every control
 * works by keyboard; at 390 px the bar starts compact (play/pause, title, 'Comenzile playerului')
 * and opens to every control; axe with the player open. Screenshots at 390 and 1280 px go to test-results/.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { library, members } from '../../src/lib/messages.ts';
import { player as m, plyrLabels } from '../../src/lib/messages-player.ts';
import { expectNoAxeViolations, logIn, waitForHydration } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** Opens the scores and answers the first score with tracks: its name and its 'Ascultă' button. */
async function firstScore(page: Page): Promise<{ name: string; listen: Locator }> {
  await page.goto('/cont/librarie/partituri');
  const listen = page.getByRole('button', { name: new RegExp(`^${library.listenTo('')}`) }).first();
  await expect(listen).toBeVisible();
  const label = (await listen.getAttribute('aria-label')) ?? '';
  return { name: label.slice(library.listenTo('').length), listen };
}

const bar = (page: Page) => page.getByRole('region', { name: m.region });
const media = (page: Page) => bar(page).locator('video');
const mediaState = (page: Page) =>
  media(page).evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    rate: v.playbackRate,
    pitch: v.preservesPitch,
  }));

/** Waits until the element's time has moved past `after` while playing. */
async function expectPlayingPast(page: Page, after: number) {
  await expect
    .poll(async () => {
      const { time, paused } = await mediaState(page);
      return !paused && time > after;
    })
    .toBe(true);
}

test('the demo singer plays a score: ends, speed, loop, Media Session, moving pages, playlist, close', async ({
  page,
}) => {
  await logIn(page, 'corist@example.com');
  await waitForHydration(page);
  const { name, listen } = await firstScore(page);
  await expect(bar(page)).toHaveCount(0);
  await listen.click();

  // The bar shows and announces the first track.
  await expect(bar(page)).toBeVisible();
  const status = bar(page).getByRole('status');
  await expect(status).toHaveText(new RegExp(`^Se redă: .+ — ${name}$`));
  await expectPlayingPast(page, 0.2);

  // At the first track there is no previous; there is a next.
  const previous = bar(page).getByRole('button', { name: m.previous });
  const next = bar(page).getByRole('button', { name: m.next });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // On a desktop every control shows at once: no button to open them.
  await expect(bar(page).getByRole('button', { name: m.controls })).toBeHidden();
  await expect(bar(page).getByRole('button', { name: plyrLabels.settings })).toHaveCount(0);

  // The lock screen shows the track.
  const title = await page.evaluate(() => navigator.mediaSession.metadata?.title);
  const artist = await page.evaluate(() => navigator.mediaSession.metadata?.artist);
  expect(artist).toBe(name);
  await expect(status).toHaveText(m.nowPlaying(title ?? '', name));

  // Next moves on and plays; previous is then enabled.
  await next.click();
  await expect(previous).toBeEnabled();
  await expect(status).not.toHaveText(m.nowPlaying(title ?? '', name));
  await expectPlayingPast(page, 0.2);

  // The playlist: toggled, the current item marked, each item starts its track.
  const toggle = bar(page).getByRole('button', { name: m.playlist });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = bar(page).getByRole('listitem').getByRole('button');
  const count = await items.count();
  expect(count).toBeGreaterThan(2);
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
  // The last item: next is disabled at the end.
  await items.nth(count - 1).click();
  await expect(items.nth(count - 1)).toHaveAttribute('aria-current', 'true');
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Speed 0.75 among the controls (no gear to open): the rate changes, the pitch is kept.
  await bar(page)
    .getByLabel(m.speed)
    .selectOption({ label: m.speedOption(0.75) });
  await expect.poll(async () => (await mediaState(page)).rate).toBe(0.75);
  expect((await mediaState(page)).pitch).toBe(true);

  // Repeat one: the last track starts again instead of pausing at its end.
  const repeat = bar(page).getByRole('button', { name: m.repeatOne });
  await repeat.click();
  await expect(repeat).toHaveAttribute('aria-pressed', 'true');

  // The A–B loop: marked while paused at 0.5 s and 1.5 s, so the marks are exact; playback
  // then wraps from B to A and stays between them (timeupdate comes every quarter second).
  const setTime = (time: number) =>
    media(page).evaluate((v: HTMLVideoElement, t) => {
      v.pause();
      v.currentTime = t;
    }, time);
  await setTime(0.5);
  await bar(page).getByRole('button', { name: m.markStart }).click();
  await setTime(1.5);
  await bar(page).getByRole('button', { name: m.markEnd }).click();
  await expect(bar(page).getByRole('button', { name: `${m.markStart} 0:00` })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: `${m.markEnd} 0:01` })).toBeVisible();
  await expect(bar(page).getByText(m.loopOn('0:00', '0:01'))).toBeVisible();
  await setTime(0.6);
  await media(page).evaluate((v: HTMLVideoElement) => v.play());
  const times: number[] = [];
  await expect
    .poll(
      async () => {
        times.push((await mediaState(page)).time);
        return times.some((t, i) => i > 0 && t < (times[i - 1] ?? 0));
      },
      { intervals: [100] },
    )
    .toBe(true);
  expect(Math.min(...times)).toBeGreaterThanOrEqual(0.5);
  expect(Math.max(...times)).toBeLessThan(1.5 + 0.4);

  await page.screenshot({ path: 'test-results/player-1280.png' });
  await expectNoAxeViolations(page, 'the scores page with the player open');
  await bar(page).getByRole('button', { name: m.stopLoop }).click();
  await expect(bar(page).getByText(/^Bucla se repetă/)).toHaveCount(0);

  // Corul meu through the side menu: the same element keeps playing (repeat one keeps it going).
  await media(page).evaluate((v: HTMLVideoElement) => {
    Object.assign(v, { e2eMarker: true });
    return v.play();
  });
  await page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.myChoir })
    .click();
  await expect(page).toHaveURL(/\/cont\/corul-meu\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await media(page).evaluate((v) => 'e2eMarker' in v)).toBe(true);
  const { time: then } = await mediaState(page);
  await expect
    .poll(async () => {
      const { time, paused } = await mediaState(page);
      return !paused && time !== then;
    })
    .toBe(true);
  await expect(status).toHaveText(/^Se redă: /);

  // Close removes the media and the playlist, and hands the focus to the page.
  await bar(page).getByRole('button', { name: m.close }).click();
  await expect(bar(page)).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  const closed = await page.evaluate(() => {
    const v = document.querySelector('video.plyr-react');
    return v instanceof HTMLVideoElement ? { paused: v.paused, sources: v.children.length } : null;
  });
  expect(closed).toEqual({ paused: true, sources: 0 });
  expect(await page.evaluate(() => navigator.mediaSession.metadata)).toBeNull();
});

test('every control works by keyboard, at 390 px, with nothing loaded from elsewhere', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) foreign.push(request.url());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'corist@example.com');
  const { name, listen } = await firstScore(page);
  await listen.focus();
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('status')).toHaveText(new RegExp(`— ${name}$`));
  await expectPlayingPast(page, 0.2);

  // Compact at first (issue #27): play/pause, the title and 'Comenzile playerului' on one row;
  // no loop, no speed, no playlist until it is opened.
  const controls = bar(page).getByRole('button', { name: m.controls });
  await expect(controls).toHaveAttribute('aria-expanded', 'false');
  for (const hidden of [m.markStart, m.next, m.playlist, m.close])
    await expect(bar(page).getByRole('button', { name: hidden })).toBeHidden();
  await expect(bar(page).getByLabel(m.speed)).toBeHidden();
  expect((await bar(page).boundingBox())?.height ?? 844).toBeLessThan(844 / 8);
  await page.screenshot({ path: 'test-results/player-390-compact.png' });
  await expectNoAxeViolations(page, 'the compact player at 390 px');

  // Plyr's play button by Space, Tab to 'Comenzile playerului', Enter opens every control.
  await bar(page).getByRole('button', { name: plyrLabels.pause }).focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await mediaState(page)).paused).toBe(true);
  await page.keyboard.press('Tab');
  await expect(controls).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(controls).toHaveAttribute('aria-expanded', 'true');
  await expect(bar(page).getByRole('button', { name: m.markStart })).toBeVisible();
  await bar(page).getByRole('button', { name: m.next }).focus();
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('button', { name: m.previous })).toBeEnabled();
  await expectPlayingPast(page, 0.2);
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('button', { name: m.repeatOne })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bar(page).getByRole('button', { name: m.repeatOne })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The speed shows among them, chosen by the keyboard too.
  await page.keyboard.press('Tab');
  await expect(bar(page).getByLabel(m.speed)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await mediaState(page)).rate).toBe(0.75);
  await page.keyboard.press('Tab');
  const toggle = bar(page).getByRole('button', { name: m.playlist });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const first = bar(page).getByRole('listitem').getByRole('button').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(bar(page).getByRole('button', { name: m.previous })).toBeDisabled();

  // The bar fits 390 px without scrolling sideways, and leaves room for the page above it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/player-390.png' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: 'test-results/player-390-bottom.png' });
  const footer = await page.locator('.site-footer').boundingBox();
  const barBox = await bar(page).boundingBox();
  expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
  await expectNoAxeViolations(page, 'the player with its playlist open, at 390 px');

  await bar(page).getByRole('button', { name: m.close }).focus();
  await page.keyboard.press('Enter');
  await expect(bar(page)).toBeHidden();
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});

test('a conductor plays a video lesson in the same player; another video on the page pauses it', async ({
  page,
}) => {
  await logIn(page, 'dirijor@example.com');
  await page.goto('/cont/librarie/video-lectii');
  const play = page
    .getByRole('button', { name: new RegExp(`^${library.videoLessons.playLabel('')}`) })
    .first();
  await play.click();
  await expect(bar(page)).toHaveClass(/player--video/);
  await expectPlayingPast(page, 0.2);
  const small = await media(page).boundingBox();
  const enlarge = bar(page).getByRole('button', { name: m.enlargeVideo });
  await enlarge.click();
  await expect(enlarge).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await media(page).boundingBox())?.width ?? 0)
    .toBeGreaterThan(small?.width ?? 0);
  await page.screenshot({ path: 'test-results/player-video-1280.png' });
  await expectNoAxeViolations(page, 'the video lessons with a video in the player');

  // One sound at a time: another <video> on the page that starts pauses the player.
  const src = await media(page).evaluate((v: HTMLVideoElement) => v.currentSrc);
  await page.evaluate((url) => {
    const other = document.createElement('video');
    other.src = url;
    other.muted = true;
    document.body.append(other);
    return other.play();
  }, src);
  await expect.poll(async () => (await mediaState(page)).paused).toBe(true);
});
