/**
 * Rehearsals that repeat (issue #28, 'Done when') in Chromium at 390 px: the demo conductor
 * creates a weekly rehearsal series for the next two months through the form, cancels one
 * occurrence from its details ('Doar acest eveniment'), and the demo singer's private feed, read
 * with ical.js, holds the series as one rule with that occurrence as its EXDATE. axe sweeps the
 * form with its repeat fields, the delete confirmation and the edit form with their scope choice.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import type { CalendarEvent } from '../../src/lib/api/events.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { EVENT_TYPES } from '../../src/lib/limits.ts';
import {
  calendar,
  calendarFeed,
  eventDetails,
  eventForm,
} from '../../src/lib/messages-calendar.ts';
import { series as ms } from '../../src/lib/messages-series.ts';
import { feedSeries } from '../helpers/ical-series.ts';
import { choose, expectNoAxeViolations, logIn, screenshots, typeDate } from './helpers.ts';

// Serial: the singer reads the series the conductor made and cut.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const TITLE = `Repetiție de miercuri ${Date.now()}`;
const today = parseDate(todayInBucharest());
const first = today.add({ days: 1 });
const until = today.add({ months: 2 });
/** The occurrences the conductor made, by start; the one cancelled. */
let made: CalendarEvent[] = [];
let cancelled: CalendarEvent | undefined;

/** At 390 px the account's menu is folded: the calendar by its address. */
async function openCalendar(page: Page) {
  await page.goto('/cont/evenimente');
  await expect(page.getByRole('button', { name: calendar.create })).toBeVisible();
}

test('the conductor creates a weekly series for the next two months', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  await openCalendar(page);
  await page.getByRole('button', { name: calendar.create }).click();
  const form = page.getByRole('dialog', { name: eventForm.createTitle });
  await form.getByLabel(eventForm.title).fill(TITLE);
  await typeDate(form, eventForm.startDate, first);
  await typeDate(form, eventForm.endDate, first);
  await choose(form, eventForm.startTime, '16:00');
  await choose(form, eventForm.endTime, '17:30');
  await choose(form, eventForm.type, EVENT_TYPES[2]);
  await form.getByLabel(eventForm.location).fill('Sala de muzică');
  await form.getByLabel(eventForm.description).fill('Repetăm colindele pe voci.');
  // 'Răspunde până la' (issue #28) holds the words too: the series' own field, by its start.
  const untilName = new RegExp(`^${ms.until}`);
  await expect(form.getByRole('group', { name: untilName })).toHaveCount(0);
  await choose(form, ms.repeat, ms.repeatOptions.weekly);
  // Saved without its last day: the schema asks for it on its field.
  await form.getByRole('button', { name: eventForm.save }).click();
  await expect(form.getByText(ms.untilRequired)).toBeVisible();
  await typeDate(form, untilName, until);
  await expectNoAxeViolations(page, 'create-event modal with its repeat fields');
  await screenshots(page, 'event-series-form');
  await page.setViewportSize(PHONE);

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/event/',
  );
  await form.getByRole('button', { name: eventForm.save }).click();
  const answer = (await (await created).json()) as CalendarEvent;
  await expect(page.getByText(eventForm.created)).toBeVisible();
  expect(answer.series).toEqual({
    id: answer.series?.id,
    repeat: 'weekly',
    until: until.toString(),
  });

  const window = `choir_id=${answer.cor}&from=${first.toString()}&to=${first.add({ days: 61 }).toString()}`;
  const listed = (await (
    await page.request.get(`/api/event/?${window}`)
  ).json()) as CalendarEvent[];
  made = listed.filter((e) => e.series?.id === answer.series?.id);
  // Weekly from tomorrow to two months (59 to 62 days) ahead: days 1, 8, … 57.
  expect(made).toHaveLength(9);
  expect(made.map((e) => e.startTime)).toEqual(made.map(() => '16:00'));
});

test('the conductor cancels one occurrence, the rest of the series stays', async ({ page }) => {
  cancelled = made[2];
  expect(cancelled, 'the series was made').toBeDefined();
  await logIn(page, 'dirijor@example.com');
  await page.goto(`/cont/evenimente?event=${cancelled?.id}`);
  const details = page.getByRole('dialog', { name: TITLE });

  // The edit form asks what changes; left as it was, nothing is sent.
  await details.getByRole('button', { name: eventDetails.edit, exact: true }).click();
  const edit = page.getByRole('dialog', { name: eventForm.editTitle });
  const scope = edit.getByRole('radiogroup', { name: ms.scope });
  await expect(scope.getByRole('radio', { name: ms.scopeOptions.one })).toBeChecked();
  await expect(edit.getByRole('button', { name: new RegExp(ms.repeat) })).toHaveCount(0);
  await expectNoAxeViolations(page, 'edit-event modal with its scope');
  await edit.getByRole('button', { name: eventForm.cancel }).click();

  await page.goto(`/cont/evenimente?event=${cancelled?.id}`);
  await details.getByRole('button', { name: eventDetails.delete }).click();
  const choice = details.getByRole('radiogroup', { name: ms.deleteScope });
  await expect(choice.getByRole('radio', { name: ms.scopeOptions.one })).toBeChecked();
  // By keyboard: the arrows move between the two choices, back to 'Doar acest eveniment'.
  await choice.getByRole('radio', { name: ms.scopeOptions.one }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(choice.getByRole('radio', { name: ms.scopeOptions.following })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(choice.getByRole('radio', { name: ms.scopeOptions.one })).toBeChecked();
  await expectNoAxeViolations(page, 'delete confirmation with its scope');
  await screenshots(page, 'event-series-delete');
  await page.setViewportSize(PHONE);
  await details.getByRole('button', { name: eventDetails.deleteYes }).click();
  await expect(page.getByText(eventDetails.deleted)).toBeVisible();

  expect((await page.request.get(`/api/event/${cancelled?.id}/`)).status()).toBe(404);
  expect((await page.request.get(`/api/event/${made[3]?.id}/`)).status()).toBe(200);
});

test("the singer's feed holds the series as one rule with the cancelled one excepted", async ({
  page,
  context,
  request,
}) => {
  expect(cancelled, 'an occurrence was cancelled').toBeDefined();
  await logIn(page, 'corist@example.com');
  await openCalendar(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: calendarFeed.copy }).click();
  await expect(page.getByText(calendarFeed.copied)).toBeVisible();
  const url = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const answer = await request.get(url.pathname);
  expect(answer.ok()).toBe(true);

  const found = feedSeries(await answer.text()).filter((s) => s.summary === TITLE);
  expect(found, 'one VEVENT with a rule for the series').toHaveLength(1);
  const [series] = found;
  const starts = made.map((e) => new Date(e.start).getTime());
  const cut = new Date(cancelled?.start ?? 0).getTime();
  expect(series?.exdates.map((d) => d.getTime())).toEqual([cut]);
  expect(series?.occurrences.map((o) => o.start.getTime())).toEqual(
    starts.filter((t) => t !== cut),
  );
});
