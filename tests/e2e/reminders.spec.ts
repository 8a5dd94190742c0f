/**
 * Answer deadlines and reminders (issue #28) in Chromium at 390 px: the demo conductor creates an
 * event with 'Răspunde până la' and finds it in the details; announces it (the dialog lists who
 * gets the mail and sends once); sends a reminder (its dialog lists those who have not answered);
 * the demo singer ticks 'Mă socotiți prezent dacă nu răspund' on the Evenimente page and then reads
 * the unanswered event as 'Particip (implicit)'. axe sweeps the form, both dialogs and the page.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import type { CalendarEvent } from '../../src/lib/api/events.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { EVENT_TYPES } from '../../src/lib/limits.ts';
import { calendar, eventAnswersPanel, eventForm } from '../../src/lib/messages-calendar.ts';
import { reminders as rm } from '../../src/lib/messages-reminders.ts';
import { choose, expectNoAxeViolations, logIn, screenshots, typeDate } from './helpers.ts';

// Serial: the singer reads the event the conductor made.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const TITLE = `Concert de primăvară ${Date.now()}`;
const today = parseDate(todayInBucharest());
const day = today.add({ days: 10 });
const answerBy = today.add({ days: 6 });
let eventId = 0;

async function openEvent(page: Page) {
  await page.goto(`/cont/evenimente?event=${eventId}`);
  const details = page.getByRole('dialog', { name: TITLE });
  await expect(details).toBeVisible();
  return details;
}

test('the conductor sets a deadline on a new event', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  await page.goto('/cont/evenimente');
  await page.getByRole('button', { name: calendar.create }).click();
  const form = page.getByRole('dialog', { name: eventForm.createTitle });
  await form.getByLabel(eventForm.title).fill(TITLE);
  await typeDate(form, eventForm.startDate, day);
  await typeDate(form, eventForm.endDate, day);
  await choose(form, eventForm.startTime, '18:00');
  await choose(form, eventForm.endTime, '20:00');
  await choose(form, eventForm.type, EVENT_TYPES[1]);
  await form.getByLabel(eventForm.location).fill('Sala mare');
  await form.getByLabel(eventForm.description).fill('Ținută de concert.');
  // A deadline on the event's own day is refused on its field.
  await typeDate(form, rm.answerBy, day);
  await form.getByRole('button', { name: eventForm.save }).click();
  await expect(form.getByText(rm.answerByNotBeforeStart)).toBeVisible();
  await typeDate(form, rm.answerBy, answerBy);
  await expectNoAxeViolations(page, 'event form with its answer-by day');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/event/',
  );
  await form.getByRole('button', { name: eventForm.save }).click();
  const event = (await (await created).json()) as CalendarEvent;
  expect(event.answer_by).toBe(answerBy.toString());
  eventId = event.id;

  const details = await openEvent(page);
  await expect(details.getByText(rm.answerBy, { exact: true })).toBeVisible();
  await expect(details.getByText(rm.lateAnswersTaken, { exact: false })).toBeVisible();
});

test('the conductor announces it once, then sends a reminder', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  const details = await openEvent(page);
  await details.getByRole('button', { name: eventAnswersPanel.notify }).click();
  const preview = details.getByRole('region', { name: eventAnswersPanel.previewHeading });
  await expect(preview.getByRole('listitem').first()).toBeVisible();
  const count = await preview.getByRole('listitem').count();
  await expectNoAxeViolations(page, 'announcement preview');
  await preview.getByRole('button', { name: eventAnswersPanel.send(count) }).click();
  await expect(page.getByText(eventAnswersPanel.notified(count))).toBeVisible();
  // Sent: the confirmation is gone, 'Anunță corul' again would say it was already done.
  await expect(details.getByRole('button', { name: eventAnswersPanel.send(count) })).toHaveCount(0);

  await details.getByRole('button', { name: rm.remind }).click();
  const remind = details.getByRole('region', { name: rm.remindHeading });
  await expect(remind.getByRole('listitem').first()).toBeVisible();
  const waiting = await remind.getByRole('listitem').count();
  await expect(remind.getByText(rm.remindRecipients(waiting))).toBeVisible();
  await expectNoAxeViolations(page, 'reminder preview');
  await screenshots(page, 'reminders-preview');
  await page.setViewportSize({ width: 390, height: 844 });
  await remind.getByRole('button', { name: rm.remindSend(waiting) }).click();
  await expect(page.getByText(rm.reminded(waiting))).toBeVisible();

  // A second one within 24 hours: the preview says why and offers no sending.
  await details.getByRole('button', { name: rm.remind }).click();
  await expect(details.getByText(/^Ai trimis deja o reamintire/)).toBeVisible();
  await expect(details.getByRole('button', { name: /^Trimite reamintirea/ })).toHaveCount(0);
});

test('the singer chooses to be counted present by default', async ({ page }) => {
  await logIn(page, 'corist@example.com');
  await page.goto('/cont/evenimente');
  const box = page.getByRole('checkbox', { name: rm.countedPresent });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText(rm.countedPresentSaved(true))).toBeVisible();
  await expectNoAxeViolations(page, 'Evenimente with counted-present');
  await screenshots(page, 'reminders-events');
  await page.setViewportSize({ width: 390, height: 844 });

  const details = await openEvent(page);
  await expect(details.getByText(`Răspunsul tău: ${rm.byDefault}`)).toBeVisible();
  await details.press('Escape');

  // Back as it was, for the specs that follow on the same demo data.
  await box.uncheck();
  await expect(page.getByText(rm.countedPresentSaved(false))).toBeVisible();
});
