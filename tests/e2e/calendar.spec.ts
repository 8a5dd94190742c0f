/**
 * The calendar in Chromium (issue #9, 'Done when'): the demo conductor creates a rehearsal for
 * next week through the modal, after the schema refuses an end before the start and a past start;
 * the demo singer reaches its day by keyboard, opens it and answers Particip; the conductor sees
 * the answer and the counts; the dashboard lists it and counts it; the private feed answers a
 * valid iCalendar holding it. axe sweeps the page and each modal.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { monthWindow } from '../../src/islands/members/calendar/month-window.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { EVENT_TYPES } from '../../src/lib/limits.ts';
import { account, members } from '../../src/lib/messages.ts';
import {
  calendar,
  calendarFeed,
  eventAnswersPanel,
  eventDetails,
  eventForm,
  eventSignup,
  quickAnswer,
} from '../../src/lib/messages-calendar.ts';
import { EVENT_ANSWERS, events as em } from '../../src/lib/messages-events.ts';
import { choose, expectNoAxeViolations, logIn, typeDate } from './helpers.ts';

// Serial: each step uses the event of the one before. Two axe sweeps and a whole form per test
// pass the default 60 s on a loaded two-core machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const TITLE = `Repetiție pentru concertul de Crăciun ${Date.now()}`;
const today = parseDate(todayInBucharest());
const nextWeek = today.add({ days: 7 });
/** '/cont/evenimente?event={id}', as the singer's address bar shows it once the event is open. */
let eventPath = '';

async function openCalendar(page: Page) {
  await page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.events })
    .click();
  await expect(page).toHaveURL(/\/cont\/evenimente/);
  await expect(page.getByRole('button', { name: calendar.create })).toBeVisible();
}

test('the conductor creates a rehearsal for next week, after the refusals of the schema', async ({
  page,
}) => {
  await logIn(page, 'dirijor@example.com');
  await openCalendar(page);
  await expect(page.getByRole('heading', { level: 1, name: calendar.title })).toBeVisible();
  await expectNoAxeViolations(page, 'calendar page (conductor)');

  await page.getByRole('button', { name: calendar.create }).click();
  const form = page.getByRole('dialog', { name: eventForm.createTitle });
  await expect(form.getByLabel(eventForm.title)).toBeFocused();
  await expectNoAxeViolations(page, 'create-event modal');

  await form.getByLabel(eventForm.title).fill(TITLE);
  await typeDate(form, eventForm.startDate, today.subtract({ days: 1 }));
  await typeDate(form, eventForm.endDate, nextWeek);
  await choose(form, eventForm.startTime, '18:00');
  await choose(form, eventForm.endTime, '20:00');
  await choose(form, eventForm.type, EVENT_TYPES[2]);
  await form.getByLabel(eventForm.location).fill('Sala de festivități a școlii');
  await form.getByLabel(eventForm.description).fill('Aduceți partiturile și apă.');
  await form.getByRole('button', { name: eventForm.save }).click();
  await expect(form.getByText(em.startInPast)).toBeVisible();

  await typeDate(form, eventForm.startDate, nextWeek);
  await typeDate(form, eventForm.endDate, nextWeek.subtract({ days: 1 }));
  await form.getByRole('button', { name: eventForm.save }).click();
  await expect(form.getByText(em.endBeforeStart)).toBeVisible();
  await expect(form.getByText(em.startInPast)).toHaveCount(0);

  await typeDate(form, eventForm.endDate, nextWeek);
  await form.getByRole('button', { name: eventForm.save }).click();
  await expect(page.getByText(eventForm.created)).toBeVisible();
  await expect(form).toBeHidden();
});

test('the singer finds the rehearsal by keyboard and answers Particip', async ({ page }) => {
  await logIn(page, 'corist@example.com');
  await openCalendar(page);
  await expectNoAxeViolations(page, 'calendar page (singer)');

  // Today's cell holds the focus stop of the grid; a week down is the rehearsal's day.
  await page.getByRole('grid').locator('[data-today]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('grid').locator('[data-focused]')).toHaveAccessibleDescription(
    /eveniment/,
  );
  await page.keyboard.press('Enter');
  const item = page.getByRole('button', { name: new RegExp(TITLE) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(EVENT_TYPES[2]);
  await item.focus();
  await page.keyboard.press('Enter');

  const details = page.getByRole('dialog', { name: TITLE });
  await expect(details.getByText('18:00 – 20:00')).toBeVisible();
  await expect(details.getByRole('button', { name: eventDetails.edit, exact: true })).toHaveCount(
    0,
  );
  await expect(page).toHaveURL(/\?event=\d+$/);
  eventPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expectNoAxeViolations(page, 'event details modal (singer)');

  await details.getByRole('button', { name: eventDetails.answer }).click();
  const signup = page.getByRole('dialog', { name: eventSignup.title });
  await expect(signup.getByText(eventSignup.noAnswer)).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up modal');
  await signup.getByRole('radio', { name: EVENT_ANSWERS.yes, exact: true }).check();
  await signup.getByRole('button', { name: eventSignup.save }).click();
  await expect(page.getByText(eventSignup.saved)).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: quickAnswer.group(TITLE) })
      .getByRole('button', { name: EVENT_ANSWERS.yes, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the conductor opens the link of the event and sees the answer and the counts', async ({
  page,
}) => {
  expect(eventPath, 'the singer opened the event').toMatch(/\?event=\d+$/);
  await logIn(page, 'dirijor@example.com');
  await page.goto(eventPath);
  const details = page.getByRole('dialog', { name: TITLE });
  const answers = details.getByRole('region', { name: eventAnswersPanel.heading });
  await expect(answers.getByRole('listitem').filter({ hasText: 'Matei Ionescu' })).toContainText(
    EVENT_ANSWERS.yes,
  );
  await expect(answers.getByRole('term').first()).toHaveText(EVENT_ANSWERS.yes);
  await expect(answers.getByRole('definition').first(), 'Particip: 1').toHaveText('1');
  await expect(answers.getByRole('term').nth(3)).toHaveText(eventAnswersPanel.none);
  await expect(answers.getByText(eventAnswersPanel.notAnsweredHeading)).toBeVisible();
  await expect(details.getByRole('button', { name: eventDetails.edit, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'event details modal (conductor)');
  await details.getByRole('button', { name: account.close }).click();
  await expect(page).toHaveURL(/\/cont\/evenimente\/?$/);
  await expect(page.getByRole('grid').locator('[data-selected]')).toHaveAccessibleDescription(
    /eveniment/,
  );
});

test('the dashboard lists and counts the event and links to its details', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  const summary = page.getByRole('region', { name: members.boxes.summary });
  await expect(summary.getByText(members.boxes.events)).toBeVisible();
  await expect(summary.locator('dd').nth(2)).not.toHaveText(/^(0|–)$/);
  const box = page.getByRole('region', { name: members.boxes.futureEvents });
  await box.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
});

test('the private feed of the calendar page answers a calendar holding the event', async ({
  page,
  context,
  request,
}) => {
  await logIn(page, 'corist@example.com');
  await openCalendar(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: calendarFeed.copy }).click();
  await expect(page.getByText(calendarFeed.copied)).toBeVisible();
  const url = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const answer = await request.get(url.pathname);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  const vcalendar = new ICAL.Component(ICAL.parse(await answer.text()));
  const summaries = vcalendar
    .getAllSubcomponents('vevent')
    .map((vevent) => vevent.getFirstPropertyValue('summary'));
  expect(summaries).toContain(TITLE);
});

test('moving a month asks for its grid once, and a month seen again comes from memory', async ({
  page,
}) => {
  await logIn(page, 'corist@example.com');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/event/') asked.push(url.search);
  });
  await openCalendar(page);
  await expect.poll(() => asked.length, 'the month of today').toBe(1);

  await page.getByRole('grid').locator('[data-today]').focus();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('grid').locator('[data-today]')).toBeHidden();
  const next = monthWindow(today.add({ months: 1 }));
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toContain(`from=${next.from}&to=${next.to}`);

  await page.keyboard.press('PageUp');
  await expect(page.getByRole('grid').locator('[data-focused]')).toHaveAttribute('aria-label', /./);
  await expect(page.getByRole('grid').locator('[data-today]')).toBeVisible();
  expect(asked, 'the first month again: no request').toHaveLength(2);
});
