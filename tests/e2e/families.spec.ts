/**
 * Families (issue #25), in Chromium at 390 and 1280 px with axe: the demo parent switches in the
 * toolbar between her two children (Luca, in no choir; Matei, in the demo choir) and answers an
 * event of the demo choir for Matei; 'Copiii mei' lists them, with its dialogs.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { families, members } from '../../src/lib/messages.ts';
import { quickAnswer } from '../../src/lib/messages-calendar.ts';
import { EVENT_ANSWERS } from '../../src/lib/messages-events.ts';
import {
  expectNoAxeViolations,
  logIn,
  mailFromOutbox,
  mailMark,
  NEW_MEMBER_PASSWORD,
  newMember,
  signedIn,
} from './helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const TITLE = `Repetiție pentru familii ${Date.now()}`;
const PARENT = 'parinte@example.com';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const switcher = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${families.switcher.label}:`) });

/** Opens the child switcher and picks `name`; the page reloads acting for them. */
async function actFor(page: Page, name: string) {
  await switcher(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(switcher(page)).toHaveAccessibleName(`${families.switcher.label}: ${name}`);
}

test('the conductor adds a rehearsal of the demo choir', async ({ page }) => {
  await logIn(page, 'dirijor@example.com');
  const day = parseDate(todayInBucharest()).add({ days: 2 }).toString();
  const made = await page.request.post('/api/event/', {
    data: {
      title: TITLE,
      startDate: day,
      startTime: '17:00',
      endDate: day,
      endTime: '18:30',
      type: 2,
      location: 'Sala de muzică',
      description: 'Repetăm canonul nou.',
      cor: (await (await page.request.get('/api/account/choirs/')).json())[0].id,
    },
  });
  expect(made.status()).toBe(201);
});

test('on a phone, the parent switches to each child and answers for Matei', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, PARENT);
  await expect(switcher(page)).toHaveAccessibleName(
    `${families.switcher.label}: ${families.switcher.me}`,
  );
  await expectNoAxeViolations(page, 'dashboard with the child switcher (390 px)');
  await switcher(page).click();
  await expect(page.getByRole('menuitemradio', { name: 'Luca Ionescu' })).toBeVisible();
  await expectNoAxeViolations(page, 'the child switcher open (390 px)');
  await page.keyboard.press('Escape');

  await actFor(page, 'Luca Ionescu');
  // Luca is in no choir: the dashboard says so, for him.
  await expect(page.getByText(members.notices.noChoirTitle)).toBeVisible();

  await actFor(page, 'Matei Ionescu');
  const box = page.getByRole('region', { name: members.boxes.futureEvents });
  const item = box.getByRole('listitem').filter({ hasText: TITLE });
  const yes = item
    .getByRole('group', { name: quickAnswer.group(TITLE) })
    .getByRole('button', { name: EVENT_ANSWERS.yes, exact: true });
  await yes.click();
  await expect(page.getByText(quickAnswer.saved(EVENT_ANSWERS.yes))).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard acting for Matei (390 px)');

  // The answer is Matei's: signed in as him, he sees it given.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signedIn(page, 'corist@example.com');
  const own = page
    .getByRole('region', { name: members.boxes.futureEvents })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  await expect(
    own
      .getByRole('group', { name: quickAnswer.group(TITLE) })
      .getByRole('button', { name: EVENT_ANSWERS.yes, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('on a wide screen, Copiii mei lists the children and its dialogs pass axe', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signedIn(page, PARENT, '/cont/copiii-mei/');
  await expect(page.getByRole('heading', { name: families.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Luca Ionescu', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Matei Ionescu', level: 3 })).toBeVisible();
  await expectNoAxeViolations(page, 'Copiii mei (1280 px)');

  await page.getByRole('button', { name: families.addChild }).click();
  const dialog = page.getByRole('dialog', { name: families.addChild });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(families.firstName)).toBeVisible();
  await expectNoAxeViolations(page, 'the add-child dialog (1280 px)');
  await dialog.getByRole('button', { name: families.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: families.addChild })).toBeFocused();

  await page.getByRole('button', { name: families.linkAccount }).click();
  await expect(page.getByRole('dialog', { name: families.linkAccount })).toBeVisible();
  await expectNoAxeViolations(page, 'the link dialog (1280 px)');
});

test('a parent links an existing account; the child confirms from the mail’s page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const child = await newMember(page.request, {
    prefix: 'copil-legat',
    firstName: 'Ilinca',
    lastName: 'Ionescu',
    birthDate: '2014-06-01',
    sex: 'F',
    judet: 'IS',
    localitate: 'Iași',
  });
  await page.context().clearCookies();
  await signedIn(page, PARENT, '/cont/copiii-mei/');
  await page.getByRole('button', { name: families.linkAccount }).click();
  const dialog = page.getByRole('dialog', { name: families.linkAccount });
  await dialog.getByLabel(families.email).fill(child.email);
  await dialog.getByRole('radio', { name: families.linkAsParent }).check();
  const mark = mailMark();
  await dialog.getByRole('button', { name: families.send }).click();
  await expect(page.getByText(families.requestSent)).toBeVisible();
  await expect(page.getByText(families.sentTo('Ilinca Ionescu'))).toBeVisible();

  const mail = await mailFromOutbox(mark, child.email, '/cont/familie/confirma/');
  const link = new URL(/https?:\/\/\S+\/cont\/familie\/confirma\/#\S+/.exec(mail)?.[0] ?? '');
  await page.context().clearCookies();
  await logIn(page, child.email, NEW_MEMBER_PASSWORD);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText(families.confirm.asksAsParent('Elena Ionescu'))).toBeVisible();
  await expectNoAxeViolations(page, 'the family link page (390 px)');
  await page.getByRole('button', { name: families.confirm.accept }).click();
  await expect(page.getByText(families.confirm.done)).toBeVisible();
});
