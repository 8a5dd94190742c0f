/**
 * The calendar's keyboard help on a touch phone (issue #23): a singer who taps a day of the grid
 * and then an answer in the day's list never sees 'Page Up și Page Down', and the tap leaves the
 * focus on the answer; a keyboard user of the same phone (a tablet's keyboard) still gets it.
 * Chromium with touch (taps, not clicks) at 390 px; axe after the tap.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { calendar, quickAnswer } from '../../src/lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../src/lib/messages-events.ts';
import { chooseEssentialCookies, expectNoAxeViolations, logIn } from './helpers.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const TITLE = `Repetiție pe telefon ${Date.now()}`;
const day = parseDate(todayInBucharest()).add({ days: 2 });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page, 'dirijor@example.com');
  const choirs = await (await page.request.get('/api/account/choirs/')).json();
  const made = await page.request.post('/api/event/', {
    data: {
      title: TITLE,
      startDate: day.toString(),
      startTime: '17:00',
      endDate: day.toString(),
      endTime: '18:30',
      type: 2,
      location: 'Sala de muzică a școlii',
      description: 'Repetiție pentru concertul de iarnă.',
      cor: choirs[0].id,
    },
  });
  expect(made.status()).toBe(201);
  await page.close();
});

/** The singer on the calendar, the grid on the event's month. */
async function openCalendar(page: Page) {
  await chooseEssentialCookies(page);
  await logIn(page, 'corist@example.com');
  await page.goto('/cont/evenimente');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  if (day.month !== parseDate(todayInBucharest()).month) {
    await page.getByRole('button', { name: calendar.nextMonth }).tap();
  }
  const month = new Intl.DateTimeFormat('ro-RO', { month: 'long' }).format(
    new Date(Date.UTC(day.year, day.month - 1, 15)),
  );
  await expect(page.getByRole('heading', { name: new RegExp(month, 'i') }).first()).toBeVisible();
  return grid;
}

test('a tap on a day and on an answer shows no keyboard help and keeps the focus', async ({
  page,
}) => {
  const grid = await openCalendar(page);
  const hint = page.getByText(calendar.keyboardHint);
  await expect(hint).toBeHidden();

  await grid
    .getByRole('button', { name: new RegExp(`\\b${day.day}\\b`) })
    .first()
    .tap();
  const list = page.getByRole('region', { name: /^Programul zilei/ });
  const item = list.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toBeVisible();
  await expect(hint).toBeHidden();

  const maybe = item
    .getByRole('group', { name: quickAnswer.group(TITLE) })
    .getByRole('button', { name: EVENT_ANSWERS.maybe, exact: true });
  await maybe.tap();
  await expect(page.getByText(quickAnswer.saved(EVENT_ANSWERS.maybe))).toBeVisible();
  await expect(maybe).toHaveAttribute('aria-pressed', 'true');
  await expect(maybe, 'the tap leaves the focus where it was').toBeFocused();
  await expect(hint).toBeHidden();

  // The same from the month's list above the grid (phones only).
  const inMonth = page
    .getByRole('region', { name: /^Evenimentele din / })
    .getByRole('group', { name: quickAnswer.group(TITLE) })
    .getByRole('button', { name: EVENT_ANSWERS.yes, exact: true });
  await inMonth.tap();
  await expect(page.getByText(quickAnswer.saved(EVENT_ANSWERS.yes))).toBeVisible();
  await expect(inMonth).toBeFocused();
  await expect(hint).toBeHidden();
  await expectNoAxeViolations(page, 'calendar after a tap on an answer (390 px, touch)');
});

test('a keyboard on the same phone still gets the help', async ({ page }) => {
  const grid = await openCalendar(page);
  const hint = page.getByText(calendar.keyboardHint);
  await expect(hint).toBeHidden();
  await page.getByRole('button', { name: calendar.nextMonth }).focus();
  // Tab from the month's arrow reaches the grid's focused day; an arrow moves it.
  await page.keyboard.press('Tab');
  await expect(grid.locator('[data-focus-visible]')).toHaveCount(1);
  await expect(hint).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(hint).toBeVisible();
});
