/**
 * The singer's week (issue #23), in Chromium at 390 and 1280 px: the conductor announces a
 * rehearsal for tomorrow morning; the singer answers it in one tap from the dashboard (its day,
 * hours and 'Nu ai răspuns încă' shown first), then from the mail's link with no login, and from
 * the calendar's lists; the calendar's keyboard help stays with keyboards and its day's list
 * follows the month. axe sweeps each screen.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { members } from '../../src/lib/messages.ts';
import { calendar, quickAnswer } from '../../src/lib/messages-calendar.ts';
import { EVENT_ANSWERS, eventAnswerLink } from '../../src/lib/messages-events.ts';
import { expectNoAxeViolations, logIn, mailFromOutbox, mailMark, screenshots } from './helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const TITLE = `Repetiție de dimineață ${Date.now()}`;
const tomorrow = parseDate(todayInBucharest()).add({ days: 1 });
let eventId = 0;
let mark = 0;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The one-tap buttons of the test's event inside `scope`. */
const answers = (scope: ReturnType<Page['locator']> | Page) =>
  scope.getByRole('group', { name: quickAnswer.group(TITLE) });
/** The button of `answer` among them. */
const answerButton = (scope: ReturnType<Page['locator']> | Page, answer: string) =>
  answers(scope).getByRole('button', { name: answer, exact: true });

/** Taps `answer` in `scope`: the page says `saved`, and the button shows as pressed. */
async function tapAnswer(
  page: Page,
  scope: ReturnType<Page['locator']> | Page,
  answer: string,
  saved: string,
) {
  await answerButton(scope, answer).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(answerButton(scope, answer)).toHaveAttribute('aria-pressed', 'true');
}

test('the conductor announces a rehearsal for tomorrow morning', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  const made = await page.request.post('/api/event/', {
    data: {
      title: TITLE,
      startDate: tomorrow.toString(),
      startTime: '07:00',
      endDate: tomorrow.toString(),
      endTime: '08:30',
      type: 2,
      location: 'Sala de muzică a școlii',
      description: 'Încălzire vocală și canonul nou.',
      cor: (await (await page.request.get('/api/account/choirs/')).json())[0].id,
    },
  });
  expect(made.status()).toBe(201);
  eventId = (await made.json()).id;
  mark = await mailMark();
  expect((await page.request.post(`/api/event/${eventId}/notify/`)).status()).toBe(200);
});

test('the singer answers from the dashboard in one tap, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'corist@example.com');
  const box = page.getByRole('region', { name: members.boxes.futureEvents });
  const item = box.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('07:00–08:30');
  await expect(item.getByText(quickAnswer.notAnswered)).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with one-tap answers (390 px)');
  await screenshots(page, 'dashboard-events');
  await page.setViewportSize(PHONE);

  await tapAnswer(page, item, EVENT_ANSWERS.yes, quickAnswer.saved(EVENT_ANSWERS.yes));
  await expect(item.getByText(quickAnswer.notAnswered)).toHaveCount(0);

  // Saved: the next visit shows it.
  await page.reload();
  await expect(answerButton(box, EVENT_ANSWERS.yes)).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize(DESKTOP);
  await expect(answers(box)).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with one-tap answers (1280 px)');
});

test("the mail's link answers with no login and offers the other answers", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const mail = await mailFromOutbox(mark, 'corist@example.com', TITLE);
  const link = new RegExp(
    `${EVENT_ANSWERS.no}: (https?://\\S*/cont/raspuns-eveniment\\?t=\\S+&raspuns=no)`,
  ).exec(mail)?.[1];
  expect(link, 'the mail holds the "Nu particip" link').toBeTruthy();
  const url = new URL(link ?? '');
  await page.goto(url.pathname + url.search);
  await expect(page.getByText(eventAnswerLink.greeting('Matei'))).toBeVisible();
  await expect(page.getByText(eventAnswerLink.recorded(EVENT_ANSWERS.no))).toBeVisible();
  await expect(page.getByText('Ionescu')).toHaveCount(0);
  await expect(page.getByText(TITLE, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'answer link page (390 px)');
  await screenshots(page, 'answer-link');
  await page.setViewportSize(PHONE);

  await tapAnswer(page, page, EVENT_ANSWERS.maybe, eventAnswerLink.recorded(EVENT_ANSWERS.maybe));
  // The same link again records the same answer (idempotent).
  await page.reload();
  await expect(page.getByText(eventAnswerLink.recorded(EVENT_ANSWERS.maybe))).toBeVisible();

  const forged = new URL(url);
  forged.searchParams.set('t', `${forged.searchParams.get('t')?.slice(0, -3)}abc`);
  await page.goto(forged.pathname + forged.search);
  await expect(page.getByText(eventAnswerLink.invalid)).toBeVisible();
  await expectNoAxeViolations(page, 'answer link page refused (390 px)');
  await screenshots(page, 'answer-link-refused');
});

test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: PHONE });

  test("the calendar lists the month's events, answers in one tap, hides keyboard help", async ({
    page,
  }) => {
    await logIn(page, 'corist@example.com');
    await page.goto('/cont/evenimente');
    const list = page.getByRole('region', { name: /^Evenimentele din / });
    await expect(list).toBeVisible();
    await expect(page.getByText(calendar.keyboardHint)).toBeHidden();
    await expectNoAxeViolations(page, 'calendar with the month list (390 px, touch)');

    // Tomorrow may be next month's first day: the list follows the month shown.
    if (tomorrow.month !== parseDate(todayInBucharest()).month) {
      await page.getByRole('button', { name: calendar.nextMonth }).click();
    }
    const item = list.getByRole('listitem').filter({ hasText: TITLE });
    await tapAnswer(page, item, EVENT_ANSWERS.no, quickAnswer.saved(EVENT_ANSWERS.no));
    await expect(page.getByText(calendar.keyboardHint)).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: `${process.env.SCREENSHOTS ?? '/tmp'}/calendar-touch-390.png`,
      fullPage: true,
    });
  });
});

test("at 1280 px the day's list answers in one tap and follows the month", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, 'corist@example.com');
  await page.goto(`/cont/evenimente?event=${eventId}`);
  const details = page.getByRole('dialog', { name: TITLE });
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  const day = page.getByRole('region', { name: /^Programul zilei/ });
  await answerButton(day, EVENT_ANSWERS.yes).click();
  await expect(page.getByText(quickAnswer.saved(EVENT_ANSWERS.yes))).toBeVisible();
  await expect(page.getByText(calendar.keyboardHint)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Evenimentele din / })).toBeHidden();
  await expectNoAxeViolations(page, 'calendar day list (1280 px)');
  await screenshots(page, 'calendar');

  // The next month: the day's list moves to its first day with events (the weekly rehearsal).
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: calendar.nextMonth }).click();
  const next = parseDate(todayInBucharest()).add({ months: 1 });
  const monthName = new Intl.DateTimeFormat('ro-RO', { month: 'long' }).format(
    new Date(Date.UTC(next.year, next.month - 1, 15)),
  );
  await expect(page.getByRole('heading', { name: /^Programul zilei/ })).toContainText(monthName);
  await expect(day.getByRole('listitem').first()).toBeVisible();
});
