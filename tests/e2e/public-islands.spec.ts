/**
 * The public islands in the built site: cookie consent, contact dialog, video overlay, choir map,
 * scroll-to-top and carousels, on the pages that carry them (PublicLayout, home, news).
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, test } from '@playwright/test';
import { CONSENT_COOKIE } from '../../src/lib/limits.ts';
import {
  carousel,
  consent,
  contact,
  map,
  scrollToTop,
  validation,
  video,
} from '../../src/lib/messages.ts';
import { homePage } from '../../src/lib/messages-public.ts';
import { mailMark, rawMailFromOutbox } from '../helpers/outbox-files.ts';
import { outbox } from './helpers.ts';

/** Visitors who already chose: the banner stays out of the way of the other tests. */
async function chooseEssential(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent('["essential"]'), url: baseURL ?? '' },
  ]);
}

test.describe('cookie consent', () => {
  test('shows the banner on a first visit; a choice saves the cookie, reloads, loads nothing', async ({
    page,
    context,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url() || 'http://localhost').origin))
        thirdParty.push(request.url());
    });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: consent.title });
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('.consent').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: consent.statistics }).click(),
    ]);
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual([
      'essential',
      'statistics',
    ]);
    // 30 days, give or take the test's own duration.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);
    // No analytics id in this build: nothing is loaded, even with statistics chosen.
    expect(thirdParty.filter((url) => url.includes('googletagmanager'))).toEqual([]);
  });
});

test.describe('contact dialog', () => {
  test.beforeEach(async ({ context, baseURL }) => chooseEssential(context, baseURL));

  test('validates, sends, closes and mails the team', async ({ page }) => {
    await page.goto('/');
    await page.locator('header [data-open-contact]').first().click();
    const dialog = page.getByRole('dialog', { name: contact.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: contact.submit }).click();
    // Each empty field names what to write (issue #23).
    for (const text of [contact.nameMissing, validation.emailMissing, contact.messageMissing]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(validation.agreementRequired)).toBeVisible();
    await expect(dialog.getByLabel(contact.name)).toBeFocused();

    await dialog.getByLabel(contact.name).fill('Ana');
    await dialog.getByLabel(contact.email).fill('ana@');
    await dialog.getByLabel(contact.message).fill('Prea scurt');
    await expect(dialog.getByText(validation.minLength(5))).toBeVisible();
    await expect(dialog.getByText(validation.email)).toBeVisible();
    await expect(dialog.getByText(validation.minLength(30))).toBeVisible();

    const stamp = `Mesaj de test ${Date.now()}: vrem să înființăm un cor la școala noastră.`;
    await dialog.getByLabel(contact.name).fill('Ana Ionescu');
    await dialog.getByLabel(contact.email).fill('ana.ionescu@example.com');
    await dialog.getByLabel(contact.message).fill(stamp);
    await dialog.getByRole('checkbox').check({ force: true });
    const sent = mailMark();
    await dialog.getByRole('button', { name: contact.submit }).click();
    await expect(dialog).toHaveCount(0);
    const mail = await rawMailFromOutbox(outbox, {
      after: sent,
      matches: (raw) => raw.includes('Ana Ionescu'),
    });
    expect(mail).toContain('To: admin@example.com');
    expect(mail).toContain('ana.ionescu@example.com');
  });

  test('the API answers bad input with the field messages', async ({ request }) => {
    const res = await request.post('/api/messaging/contact/', {
      data: { name: 'Ana', email: 'x', message: 'scurt', gdpr: false },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({
      name: [validation.minLength(5)],
      email: [validation.email],
      message: [validation.minLength(30)],
      gdpr: [validation.agreementRequired],
    });
  });
});

test.describe('video overlay', () => {
  test.beforeEach(async ({ context, baseURL }) => chooseEssential(context, baseURL));

  test('a cover sets ?watchVideo and opens the video; closing and Back remove it', async ({
    page,
  }) => {
    await page.goto('/evenimente/stiri/');
    const cover = page.locator('a[data-watch-video]').first();
    const id = await cover.getAttribute('data-watch-video');
    await cover.click();
    await expect(page).toHaveURL(new RegExp(`[?&]watchVideo=${id}`));
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('video')).toBeVisible();
    await expect(dialog.getByText(video.failed)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/watchVideo/);

    await cover.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/watchVideo/);
  });

  test('a link with ?watchVideo opens the overlay; an unknown id shows the failure text', async ({
    page,
  }) => {
    await page.goto('/evenimente/stiri/');
    const id = await page.locator('a[data-watch-video]').first().getAttribute('data-watch-video');
    await page.goto(`/evenimente/stiri/?watchVideo=${id}`);
    await expect(page.getByRole('dialog').locator('video')).toBeVisible();
    await page.goto('/evenimente/stiri/?watchVideo=nu-exista');
    await expect(page.getByText(video.failed)).toBeVisible();
  });
});

test.describe('home page islands', () => {
  test.beforeEach(async ({ context, baseURL }) => chooseEssential(context, baseURL));

  test('the choir map colours every county; a click on the map or the list expands it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByText(map.mapNote).scrollIntoViewIfNeeded();
    await expect(page.locator('.choir-map__county-shape')).toHaveCount(42);
    await expect(page.getByText(map.attribution)).toBeVisible();

    const cluj = page.getByRole('button', { name: /^Cluj/ });
    await page.locator('.choir-map__shape-CJ').click({ force: true });
    await expect(cluj).toHaveAttribute('aria-expanded', 'true');
    await expect(cluj).toBeInViewport();

    const iasi = page.getByRole('button', { name: /^Iași/ });
    await iasi.click();
    await expect(iasi).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await iasi.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await iasi.click();
    await expect(iasi).toHaveAttribute('aria-expanded', 'false');
  });

  test('the scroll-to-top button fades in over the second half of the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.locator('button.scroll-top');
    await expect(button).toHaveAttribute('aria-label', scrollToTop.label);
    await expect(button).toBeHidden();
    const height = await page.evaluate(() => window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), height * 0.75);
    await expect
      .poll(() => button.evaluate((b) => Number((b as HTMLElement).style.opacity)))
      .toBeCloseTo(0.5, 1);
    await page.evaluate((y) => window.scrollTo(0, y), height * 2);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
  });

  test('carousels are labelled regions with Romanian buttons that wrap around', async ({
    page,
  }) => {
    await page.goto('/');
    // The objectives: the video gallery above them shows its three covers side by side at 1280 px.
    const region = page.locator(
      `[aria-roledescription="${carousel.roledescription}"][aria-label="${homePage.objectivesHeading}"]`,
    );
    await region.scrollIntoViewIfNeeded();
    // Its buttons answer once the island (client:visible) has hydrated.
    await expect(region.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
    const slides = region.locator(`[aria-roledescription="${carousel.slide}"]`);
    const total = await slides.count();
    expect(total).toBeGreaterThan(1);
    await region.getByRole('button', { name: carousel.previous }).click();
    await expect(slides.nth(total - 1)).toHaveAttribute('aria-current', 'true');
    await region.getByRole('button', { name: carousel.next }).click();
    await expect(slides.nth(0)).toHaveAttribute('aria-current', 'true');
  });
});
