/**
 * The back office's workshops and global events in Chromium (issue #12, "Done when"): the demo
 * staff member creates a workshop session date open from today with a workshop; a visitor signs
 * up for it on /ateliere; the staff member finds the sign-up among the workshop's sign-ups, with
 * the export links. Then the staff member creates a global event and the demo singer finds it in
 * /cont/evenimente. axe sweeps both pages, their modals and the sign-ups' table.
 */
import { parseDate } from '@internationalized/date';
import { expect, test } from '@playwright/test';
import { formatDate, todayInBucharest } from '../../src/lib/dates.ts';
import { signups, workshopSignup as ws } from '../../src/lib/messages.ts';
import { eventForm } from '../../src/lib/messages-calendar.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { staffWorkshops as m, staffEvents as se } from '../../src/lib/messages-staff-workshops.ts';
import {
  choose,
  chooseEssentialCookies,
  expectNoAxeViolations,
  screenshots,
  signedIn,
  staffOpens,
  typeDate,
} from './helpers.ts';
import { expectBotCheckSolved, waitForForm } from './signup-helpers.ts';

test.describe.configure({ timeout: 150_000 });

const today = parseDate(todayInBucharest());
const stamp = Date.now();

test('staff create a session date with a workshop; a visitor signs up; staff see the sign-up', async ({
  page,
  browser,
}) => {
  const title = `Atelier de canon ${stamp}`;
  await staffOpens(page, '/cont/administrare/ateliere');
  await expect(page.getByRole('list', { name: m.sessionsLabel })).toBeVisible();
  await expectNoAxeViolations(page, 'the workshops page');

  // A session date ten days ahead, open for sign-up from today (the form's default) to the day before.
  await page.getByRole('button', { name: m.addSession }).click();
  const sessionForm = page.getByRole('dialog', { name: m.newSessionTitle });
  await sessionForm.getByRole('button', { name: staff.save }).click();
  await expect(sessionForm.locator('.field__errors li').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the session form with its errors');
  await typeDate(sessionForm, m.date, today.add({ days: 10 }));
  await typeDate(sessionForm, m.availabilityEnd, today.add({ days: 11 }));
  await sessionForm.getByRole('button', { name: staff.save }).click();
  await expect(sessionForm.getByText(m.windowAfterDate)).toBeVisible();
  await typeDate(sessionForm, m.availabilityEnd, today.add({ days: 9 }));
  await sessionForm.getByRole('button', { name: staff.save }).click();
  await expect(page.getByText(m.sessionCreated)).toBeVisible();
  await expect(sessionForm).toBeHidden();

  const day = m.sessionHeading(formatDate(`${today.add({ days: 10 }).toString()}T12:00:00Z`));
  const card = page.getByRole('article', { name: day }).filter({ hasText: m.noWorkshops }).first();
  await expect(card).toContainText(m.open);
  await card.getByRole('button', { name: m.addWorkshop }).click();
  const workshopForm = page.getByRole('dialog', { name: m.newWorkshopTitle });
  await expect(workshopForm.getByLabel(m.workshopTitle)).toBeFocused();
  await workshopForm.getByLabel(m.workshopTitle).fill(title);
  await workshopForm.getByLabel(m.description).fill('Cântăm în canon, pe două și trei voci.');
  await workshopForm.getByLabel(m.hour).fill('10:30');
  await workshopForm.getByLabel(m.places).fill('0');
  await workshopForm.getByRole('button', { name: staff.save }).click();
  await expect(workshopForm.getByText(m.placesNumber)).toBeVisible();
  await expectNoAxeViolations(page, 'the workshop form with its error');
  await workshopForm.getByLabel(m.places).fill('12');
  await workshopForm.getByRole('button', { name: staff.save }).click();
  await expect(page.getByText(m.workshopCreated)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(m.taken(0, 12));

  // Edited: the form opens with the workshop's values.
  await row.getByRole('button', { name: m.editWorkshop(title) }).click();
  const editForm = page.getByRole('dialog', { name: m.editWorkshopTitle });
  await expect(editForm.getByLabel(m.places)).toHaveValue('12');
  await expectNoAxeViolations(page, 'the workshop edit form');
  await editForm.getByLabel(m.hour).fill('11:00');
  await editForm.getByRole('button', { name: staff.save }).click();
  await expect(editForm).toBeHidden();
  await expect(row).toContainText('11:00');
  await screenshots(page, 'staff-workshops');

  // A visitor, in a browser of their own, signs up for it on /ateliere.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await chooseEssentialCookies(visitor);
  await visitor.goto('/ateliere');
  await waitForForm(visitor);
  await visitor.getByRole('checkbox', { name: new RegExp(`^${title},`) }).check();
  await visitor.getByLabel(ws.name).fill('Irina Stoica');
  await visitor.getByLabel(signups.ageTyped(ws.age)).fill('10');
  await visitor.getByLabel(ws.email).fill(`irina.${stamp}@example.com`);
  await visitor.getByLabel(ws.phone).fill('0744111222');
  await visitor.getByLabel(ws.school).fill('Școala Gimnazială nr. 4 Brașov');
  await visitor.getByLabel(ws.workplace).fill('Acasă');
  await visitor.getByLabel(ws.knowledge).fill('Citește note.');
  await visitor.getByLabel(ws.experience).fill('Doi ani în corul școlii.');
  await visitor.getByRole('checkbox', { name: ws.agreed }).check();
  await expectBotCheckSolved(visitor);
  await visitor.getByRole('button', { name: ws.submit }).click();
  await expect(visitor.getByRole('heading', { name: signups.signupSaved })).toBeFocused();
  await visitorContext.close();

  // The staff member: one place taken, and the sign-up among the workshop's.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(m.taken(1, 12));
  await page.getByRole('link', { name: m.showSignUps(title) }).click();
  await expect(page).toHaveURL(/[?&]workshop=\d+/);
  const signUps = page.getByRole('table', { name: m.signUpsLabel });
  await expect(signUps.getByRole('row', { name: /Irina Stoica/ })).toContainText(
    `irina.${stamp}@example.com`,
  );
  const exports = page.getByRole('navigation', { name: staff.exportLabel(m.signUpsLabel) });
  await expect(exports.getByRole('link', { name: staff.exportXlsx })).toHaveAttribute(
    'href',
    /\/api\/staff\/workshops\/\d+\/sign-ups\/\?format=xlsx/,
  );
  await expectNoAxeViolations(page, "the workshop's sign-ups");
  await screenshots(page, 'staff-workshop-sign-ups');

  // Back; deleting the workshop is refused: it has a sign-up.
  await page.getByRole('button', { name: m.backToSessions }).click();
  await page.getByRole('button', { name: m.deleteWorkshop(title) }).click();
  const confirm = page.getByRole('alertdialog', { name: m.deleteWorkshop(title) });
  await expectNoAxeViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: staff.confirmDelete }).click();
  await expect(confirm.getByText(m.workshopHasSignUps)).toBeVisible();
  await confirm.getByRole('button', { name: staff.cancel }).click();
  await expect(confirm).toBeHidden();
});

test('staff create a global event; the demo singer finds it in the calendar', async ({
  page,
  browser,
}) => {
  const title = `Concertul național de colinde ${stamp}`;
  // The staff page shows 'Modifică' only before the event starts (its browser's clock): held at
  // noon of today in Bucharest, so a run after 23:00 there still finds today's 23:00 event ahead.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
    new Date(),
  );
  await page.clock.setFixedTime(new Date(`${today}T10:00:00Z`));
  await staffOpens(page, '/cont/administrare/evenimente');
  await expect(page.getByRole('button', { name: se.add })).toBeVisible();
  await expectNoAxeViolations(page, 'the global events page');

  await page.getByRole('button', { name: se.add }).click();
  const form = page.getByRole('dialog', { name: eventForm.createTitle });
  await form.getByLabel(eventForm.title).fill(title);
  // Today, late: the singer's calendar opens on today.
  await choose(form, eventForm.startTime, '23:00');
  await choose(form, eventForm.endTime, '23:45');
  await choose(form, eventForm.type, 'Concert');
  await form.getByLabel(eventForm.location).fill('Ateneul Român, București');
  await form.getByLabel(eventForm.description).fill('Toate corurile programului, în direct.');
  await expectNoAxeViolations(page, 'the global event form');
  await form.getByRole('button', { name: eventForm.save }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Ateneul Român');
  await expect(row.getByRole('button', { name: se.edit(title) })).toBeVisible();
  await screenshots(page, 'staff-events');

  const singerContext = await browser.newContext();
  const singer = await singerContext.newPage();
  await signedIn(singer, 'corist@example.com');
  await singer.goto('/cont/evenimente');
  // On the day's list (the phone's month list and the answer buttons' legends name it too).
  await expect(singer.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await singerContext.close();
});
