/**
 * The home's choir map on a phone and a desktop (issue #23): a county chosen on the map is
 * expanded and scrolled to just below the sticky header, not under it; the legend reads as a
 * colour scale and the list's colour tags are no tick boxes. axe at each width, before and after
 * the scroll.
 */
import { expect, type Page, test } from '@playwright/test';
import { map } from '../../src/lib/messages.ts';
import { chooseEssentialCookies, expectNoAxeViolations } from './helpers.ts';

const SHOTS = process.env.SCREENSHOTS;

/** The top of the county's entry and the bottom of the sticky header, in the viewport. */
const positions = (page: Page, abbrev: string) =>
  page.evaluate((county) => {
    const entry = document.querySelector(`[data-county="${county}"]`);
    const header = document.querySelector('.site-header');
    return {
      entry: entry?.getBoundingClientRect().top ?? Number.NaN,
      header: header?.getBoundingClientRect().bottom ?? Number.NaN,
    };
  }, abbrev);

for (const width of [390, 1280]) {
  test(`at ${width} px a county chosen on the map stops below the sticky header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await chooseEssentialCookies(page);
    await page.goto('/');
    await page.getByText(map.mapNote).scrollIntoViewIfNeeded();
    await expect(page.locator('.choir-map__county-shape')).toHaveCount(42);
    await expectNoAxeViolations(page, `home with the map at ${width} px`);

    // Vaslui: far down the list, so the page (or the list, on a desktop) has to scroll to it.
    await page.locator('.choir-map__shape-VS').click({ force: true });
    const vaslui = page.getByRole('button', { name: /^Vaslui/ });
    await expect(vaslui).toHaveAttribute('aria-expanded', 'true');
    await expect(vaslui).toBeInViewport();
    // Once the scroll has ended: the entry's top is below the header, and close to it.
    await expect
      .poll(async () => {
        const { entry, header } = await positions(page, 'VS');
        return width < 992 ? entry >= header && entry - header < 48 : entry >= header;
      })
      .toBe(true);
    // After the scroll too: the entry above keeps at least 24 px of its toggle in view (WCAG 2.2
    // target size), none of it a sliver under the sticky header.
    await expectNoAxeViolations(page, `home with a county revealed at ${width} px`);

    // The legend: one bar of colours, each wider than tall; the list's tags taller than wide.
    const legendSwatch = await page
      .locator('.county-map__legend .county-map__swatch')
      .first()
      .boundingBox();
    expect(legendSwatch && legendSwatch.width > 2 * legendSwatch.height).toBe(true);
    const tag = await vaslui.locator('.county-map__swatch').boundingBox();
    expect(tag && tag.height > 2 * tag.width).toBe(true);

    if (SHOTS) await page.screenshot({ path: `${SHOTS}/map-county-${width}.png` });
    if (SHOTS) {
      await page
        .locator('.choir-map__map')
        .screenshot({ path: `${SHOTS}/map-legend-${width}.png` });
    }
  });
}
