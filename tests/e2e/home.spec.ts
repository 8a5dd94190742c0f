/**
 * The home page's parts of issue #22 in the built site: the hero's video loop (its poster, the
 * visitor's reduced motion and data saver, the pause button), the video gallery's carousel, the
 * figures asked for when they scroll into view, the scroll-to-top button above the cookie banner
 * and the lazily loaded parts' 120 s timeout.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { LAZY_LOAD_TIMEOUT_MS } from '../../src/lib/limits.ts';
import {
  carousel,
  homePage as m,
  network,
  publicNav,
  scrollToTop,
} from '../../src/lib/messages.ts';
import { publicPaths } from '../../src/lib/paths/public.ts';
import { chooseEssentialCookies, expectNoAxeViolations } from './helpers.ts';

const format = (n: number) => new Intl.NumberFormat('ro-RO').format(n);
const heroRequests = (page: Page) => {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (/\/videos\/hero\.(webm|mp4)/.test(r.url())) seen.push(r);
  });
  return seen;
};

test.describe('hero video', () => {
  test.beforeEach(({ page }) => chooseEssentialCookies(page));

  test('plays a muted loop over its poster once the page has painted; the button pauses it', async ({
    page,
  }) => {
    test.slow(); // the axe sweep of the whole home
    await page.goto('/');
    const video = page.locator('video[data-hero-video]');
    await expect(video).toHaveAttribute('poster', /\.webp$/);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('data-playing', '');
    // The video was asked for only after the first paint (the picture's).
    const [paint, videoStart] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      performance.getEntriesByType('resource').find((e) => /\/videos\/hero\./.test(e.name))
        ?.startTime ?? Number.NaN,
    ]);
    expect(videoStart).toBeGreaterThan(paint);

    const pause = page.getByRole('button', { name: m.heroPause });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(video).toHaveJSProperty('paused', true);
    const play = page.getByRole('button', { name: m.heroPlay });
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(video).toHaveJSProperty('paused', false);
    await expectNoAxeViolations(page, 'the home with its hero video');
  });

  test('pauses out of view and plays again when back, unless paused by the visitor', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('video[data-hero-video]');
    await expect(video).toHaveJSProperty('paused', false);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
    await expect(video).toHaveJSProperty('paused', true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(video).toHaveJSProperty('paused', false);
    await page.getByRole('button', { name: m.heroPause }).click();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: m.heroPlay })).toBeVisible();
    await expect(video).toHaveJSProperty('paused', true);
  });

  const stillFor: [string, (page: Page) => Promise<void>][] = [
    ['reduced motion', (page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    [
      'a data saver',
      async (page) => {
        await page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
        );
      },
    ],
  ];
  for (const [what, ask] of stillFor) {
    test(`stays a still picture for a visitor who asked for ${what}, until they press play`, async ({
      page,
    }) => {
      await ask(page);
      const requests = heroRequests(page);
      await page.goto('/', { waitUntil: 'load' });
      const play = page.getByRole('button', { name: m.heroPlay });
      await expect(play).toBeVisible();
      // The page script has run and decided; idle time comes and goes without a download.
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })),
      );
      expect(requests).toEqual([]);
      await expect(page.locator('video[data-hero-video] source')).toHaveCount(0);

      await play.click();
      await expect(page.locator('video[data-hero-video]')).toHaveJSProperty('paused', false);
      expect(requests.length).toBeGreaterThan(0);
    });
  }
});

test.describe('video gallery', () => {
  test.beforeEach(({ page }) => chooseEssentialCookies(page));

  test('is a carousel that wraps around by keyboard; a cover opens the overlay', async ({
    page,
  }) => {
    // One cover at a time, as on a phone (from 992 px three show side by side).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const region = page.locator(
      `[aria-roledescription="${carousel.roledescription}"][aria-label="${m.videosHeading}"]`,
    );
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
    const slides = region.locator(`[aria-roledescription="${carousel.slide}"]`);
    const total = await slides.count();
    expect(total).toBeGreaterThan(1);

    await region.getByRole('button', { name: carousel.next }).focus();
    for (let i = 1; i <= total; i++) {
      await page.keyboard.press('Enter');
      await expect(slides.nth(i % total)).toHaveAttribute('aria-current', 'true');
    }
    await region.getByRole('button', { name: carousel.previous }).focus();
    await page.keyboard.press('Space');
    await expect(slides.nth(total - 1)).toHaveAttribute('aria-current', 'true');

    const cover = slides.nth(total - 1).getByRole('link');
    const id = await cover.getAttribute('data-watch-video');
    await cover.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]watchVideo=${id}`));
    await expect(page.getByRole('dialog').locator('video')).toBeVisible();
  });
});

test.describe('figures', () => {
  test.beforeEach(({ page }) => chooseEssentialCookies(page));

  test('are asked for when they scroll into view and replace the snapshot', async ({
    page,
    request,
  }) => {
    const live = (await (await request.get(publicPaths.figures)).json()) as {
      children: number;
      choirs: number;
    };
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(publicPaths.figures)) asked.push(r.url());
    });
    await page.goto('/');
    const list = page.locator('[data-figures]');
    const choirs = list.locator('[data-figure="choirs"]');
    const snapshot = Number(await choirs.getAttribute('data-value'));
    // The demo database is not the build's snapshot, so a replacement shows.
    expect(live.choirs).not.toBe(snapshot);
    await expect(choirs).toHaveText(format(snapshot));
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute('data-source', 'live');
    await expect(choirs).toHaveText(format(live.choirs));
    await expect(list.locator('[data-figure="children"]')).toHaveText(format(live.children));
    expect(asked).toHaveLength(1);
  });

  test('keep the snapshot when the call fails', async ({ page }) => {
    await page.route(`**${publicPaths.figures}`, (route) => route.abort('connectionfailed'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const list = page.locator('[data-figures]');
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute('data-source', 'snapshot');
    for (const figure of await list.locator('[data-figure]').all())
      await expect(figure).toHaveText(format(Number(await figure.getAttribute('data-value'))));
    await expect(page.getByText(network.title)).toHaveCount(0);
  });
});

test('the scroll-to-top button rides above the cookie banner of a first visit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const banner = page.locator('[data-consent]');
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
  const button = page.getByRole('button', { name: scrollToTop.label });
  await expect(button).toBeVisible();
  const bannerTop = (await banner.boundingBox())?.y ?? 0;
  await expect.poll(async () => (await button.boundingBox())?.y ?? 0).toBeLessThan(bannerTop);
  const box = await button.boundingBox();
  const centre = {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
  };
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-scroll-top]') !== null,
    centre,
  );
  expect(hit).toBe(true);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
});

test('a lazily loaded part that has not arrived after 120 s shows an error', async ({ page }) => {
  await chooseEssentialCookies(page);
  await page.clock.install();
  // The dialog's code never arrives: a stalled network, not a fault of ours.
  await page.route('**/_astro/contact-root.*.js', () => {});
  await page.goto('/');
  await page.getByRole('button', { name: publicNav.contact, exact: true }).first().click();
  // The clock also runs on its own meanwhile: half the time is surely not yet the whole.
  await page.clock.runFor(LAZY_LOAD_TIMEOUT_MS / 2);
  await expect(page.getByText(network.text)).toHaveCount(0);
  await page.clock.runFor(LAZY_LOAD_TIMEOUT_MS / 2);
  await expect(page.getByText(network.text)).toBeVisible();
});
