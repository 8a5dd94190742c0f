/**
 * /ateliere in Chromium on a phone's window: the open session dates with their workshops (the
 * full one disabled and saying 'complet' in words), an empty send shows every required message
 * and the error summary, the form is filled and sent with the bot check solved, the success text
 * of document 2 §8 replaces it, the confirmation and the team's mail arrive in the outbox and the
 * workshop has one place fewer. A workshop that fills while the form is open is refused on send
 * and then shows 'complet'. With no session open, the page says so. axe on every state.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import type { WorkshopSessions } from '../../src/lib/api/workshops.ts';
import { workshopSignup as m, signups, validation } from '../../src/lib/messages.ts';
import { DEMO_WORKSHOP_LOCATION, DEMO_WORKSHOPS } from '../../src/server/db/seed/workshops.ts';
import { solveChallengeJson } from '../helpers/captcha.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  mailFromOutbox,
  screenshots,
} from './helpers.ts';
import { expectBotCheckSolved, openForm, PHONE, sendFilled } from './signup-helpers.ts';

test.use({ viewport: PHONE });

const API = '/api/sign-ups/workshops/';
const email = `atelier.${Date.now()}@example.com`;

/** The recorder workshop's places left, as the server counts them now. */
async function recorderPlaces(request: APIRequestContext) {
  const sessions = (await (await request.get(API)).json()) as WorkshopSessions;
  const all = sessions.flatMap((s) => s.workshops);
  return all.find((w) => w.title === DEMO_WORKSHOPS.recorder)?.places_left;
}

test('a parent signs a child up for two workshops', async ({ page, request }) => {
  const placesBefore = await recorderPlaces(request);
  await openForm(page, '/ateliere');

  const choir = page.getByRole('checkbox', { name: new RegExp(`^${DEMO_WORKSHOPS.choir},`) });
  const recorder = page.getByRole('checkbox', { name: new RegExp(`^${DEMO_WORKSHOPS.recorder},`) });
  const percussion = page.getByRole('checkbox', { name: new RegExp(DEMO_WORKSHOPS.percussion) });
  await expect(choir).toBeVisible();
  await expect(page.getByText(/ora 10:00/).first()).toBeVisible();
  // Full: disabled, and said in words.
  await expect(percussion).toBeDisabled();
  await expect(
    page.locator('.workshop-picker__item', { hasText: DEMO_WORKSHOPS.percussion }),
  ).toContainText(m.full);
  await expectNoAxeViolations(page, 'empty workshop form');

  const send = page.getByRole('button', { name: m.submit });
  await send.click();
  const summary = page.getByRole('region', { name: signups.summaryHeading });
  await expect(summary).toBeFocused();
  for (const label of [m.workshops, m.name, m.age, m.phone, m.agreedShort]) {
    await expect(summary.getByRole('link', { name: new RegExp(`^${label}:`) })).toBeVisible();
  }
  // Each empty field says what to write (issue #23); the age keeps the general message.
  for (const missing of [
    m.nameMissing,
    validation.emailMissing,
    validation.phoneMissing,
    m.schoolMissing,
    m.workplaceMissing,
    m.knowledgeMissing,
    m.experienceMissing,
  ]) {
    await expect(page.locator('.field__errors li', { hasText: missing })).toHaveCount(1);
  }
  await expect(page.locator('.field__errors li', { hasText: validation.required })).toHaveCount(1);
  await expect(page.locator('.field__errors li', { hasText: m.chooseWorkshop })).toHaveCount(1);
  await expect(
    page.locator('.field__errors li', { hasText: validation.agreementRequired }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, 'workshop form with errors');
  await screenshots(page, 'workshops-errors');

  await summary.getByRole('link', { name: new RegExp(`^${m.workshops}:`) }).click();
  await expect(choir).toBeFocused();
  await page.keyboard.press('Space');
  await expect(choir).toBeChecked();
  await recorder.check();
  await page.getByLabel(m.name).fill('Ștefan Țurcanu');
  await page.getByLabel(signups.ageTyped(m.age)).fill('8');
  await page.getByLabel(m.email).fill(email);
  const phone = page.getByLabel(m.phone);
  await phone.fill('07221234');
  await phone.blur();
  await expect(
    page.locator('.field__errors li', { hasText: validation.exactDigits(10) }),
  ).toBeVisible();
  // Typed as people write it (issue #23): accepted, kept as its ten digits.
  await phone.fill('0722 123 456');
  await page.getByLabel(m.school).fill('Școala Gimnazială nr. 2 Iași');
  await page.getByLabel(m.workplace).fill('Universitatea din Iași');
  await page.getByLabel(m.knowledge).fill('Citește puțin notele.');
  await page.getByLabel(m.experience).fill('Cântă în corul clasei.');
  await page.getByRole('checkbox', { name: m.agreed }).check();
  await expect(summary).toHaveCount(0);
  const sent = await sendFilled(page, m.submit, 'filled workshop form', signups.signupSaved);
  await expect(page.getByRole('button', { name: m.submit })).toHaveCount(0);
  // The success says what, when and where, and where the confirmation went (issue #23).
  const success = page.locator('.signup-success');
  for (const title of [DEMO_WORKSHOPS.choir, DEMO_WORKSHOPS.recorder]) {
    await expect(success.getByRole('listitem').filter({ hasText: title })).toContainText(
      DEMO_WORKSHOP_LOCATION,
    );
  }
  await expect(
    success.getByRole('listitem').filter({ hasText: DEMO_WORKSHOPS.choir }),
  ).toContainText('ora 10:00');
  await expect(success).toContainText(m.successMailed(email));
  await expectNoAxeViolations(page, 'workshop sign-up success');
  await screenshots(page, 'workshops-success');

  const confirmation = await mailFromOutbox(sent, email, 'Participant: Ștefan Țurcanu');
  // What, when and where (with the calendar file: tests/api/workshop-confirmation.test.ts).
  expect(confirmation).toContain(DEMO_WORKSHOP_LOCATION);
  expect(confirmation).toContain(m.icsFilename);
  expect(confirmation).toContain('ora 10:00');
  expect(confirmation).toContain('ora 12:00');
  const team = await mailFromOutbox(sent, 'admin@example.com', email);
  for (const answer of ['Ștefan Țurcanu', '8 ani', '0722123456', 'Universitatea din Iași']) {
    expect(team).toContain(answer);
  }
  // The sign-up is stored: the server counts it against the recorder workshop's places.
  expect(await recorderPlaces(request)).toBe((placesBefore ?? 0) - 1);
});

/** Fills every field but the workshops. */
async function fillPerson(page: Page, name: string, address: string) {
  await page.getByLabel(m.name).fill(name);
  await page.getByLabel(signups.ageTyped(m.age)).fill('11');
  await page.getByLabel(m.email).fill(address);
  await page.getByLabel(m.phone).fill('0744555666');
  await page.getByLabel(m.school).fill('Școala Gimnazială nr. 7 Iași');
  await page.getByLabel(m.workplace).fill('Acasă');
  await page.getByLabel(m.knowledge).fill('Niciuna încă.');
  await page.getByLabel(m.experience).fill('Niciuna încă.');
  await page.getByRole('checkbox', { name: m.agreed }).check();
}

test('a workshop filled while the form was open is refused, then shows complet', async ({
  page,
  request,
}) => {
  await openForm(page, '/ateliere');
  const recorder = page.getByRole('checkbox', { name: new RegExp(`^${DEMO_WORKSHOPS.recorder},`) });
  await recorder.check();
  await fillPerson(page, 'Ilinca Munteanu', `ultimul.${Date.now()}@example.com`);
  await expectBotCheckSolved(page);

  // Meanwhile other parents take every place left.
  const left = (await recorderPlaces(request)) ?? 0;
  for (let i = 0; i < left; i++) {
    const challenge = (await (await request.get('/api/captcha/challenge/')).json()) as Challenge;
    const res = await request.post(API, {
      data: {
        name: `Alt copil ${i}`,
        email: `alt.parinte.${i}.${Date.now()}@example.com`,
        phone: '0733444555',
        age: 9,
        school: 'Școala nr. 1',
        workplace: 'Spital',
        knowledge: 'Nu',
        experience: 'Nu',
        workshops: [await recorderId(request)],
        agreed: true,
        altcha: await solveChallengeJson(challenge),
        submission_id: crypto.randomUUID(),
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.getByRole('button', { name: m.submit }).click();
  await expect(
    page.locator('.field__errors li', { hasText: m.workshopFull(DEMO_WORKSHOPS.recorder) }),
  ).toBeVisible();
  // The list was read again: the workshop says so, and stays free to untick.
  await expect(
    page.locator('.workshop-picker__item', { hasText: DEMO_WORKSHOPS.recorder }),
  ).toContainText(m.full);
  await expectNoAxeViolations(page, 'workshop form refused for a full workshop');
  await recorder.uncheck();
  await expect(recorder).toBeDisabled();
  await page.getByRole('checkbox', { name: new RegExp(`^${DEMO_WORKSHOPS.choir},`) }).check();
  await expectBotCheckSolved(page);
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByRole('heading', { name: signups.signupSaved })).toBeFocused();
});

async function recorderId(request: APIRequestContext) {
  const sessions = (await (await request.get(API)).json()) as WorkshopSessions;
  return sessions.flatMap((s) => s.workshops).find((w) => w.title === DEMO_WORKSHOPS.recorder)?.id;
}

test('with no session date open the page says so and shows no form', async ({ page }) => {
  await chooseEssentialCookies(page);
  // The answer of a server whose session dates are all closed (the API tests cover the windows).
  await page.route(`**${API}`, (route) => route.fulfill({ json: [] }));
  await page.goto('/ateliere');
  await expect(page.getByText(m.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: m.submit })).toHaveCount(0);
  await expectNoAxeViolations(page, 'workshops page with none open');
});
