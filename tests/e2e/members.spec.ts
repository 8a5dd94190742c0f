/**
 * The members area in Chromium (issue: private layout, dashboard, choosing, joining, founding):
 * the demo conductor's dashboard with the pending request of nou@example.com, the demo singer's
 * dashboard without conductor boxes, and a new member who joins three choirs, is refused a fourth,
 * founds a choir in the two-step form and finds it among the unconfirmed choirs of the dropdown.
 * axe sweeps the dashboard, the selection modal and both steps of the form.
 */
import { expect, type Locator, test } from '@playwright/test';
import type { ChoirPage } from '../../src/lib/api/choirs.ts';
import { DASHBOARD_LIST_SIZE } from '../../src/lib/limits.ts';
import { account, choirs, members } from '../../src/lib/messages.ts';
import { DEMO_VIDEO_LESSONS } from '../../src/server/db/seed/library-data.ts';
import { fillChoirStep1 } from './choir-form.ts';
import {
  expectNoAxeViolations,
  logIn,
  newMember,
  NEW_MEMBER_PASSWORD as PASSWORD,
} from './helpers.ts';

/** A child of Pașcani, as the members' tests make them. */
const member = (firstName: string, sex: 'F' | 'M' = 'F') => ({
  prefix: firstName.toLowerCase(),
  firstName,
  lastName: 'Popescu',
  birthDate: '2012-05-17',
  sex,
  judet: 'IS',
  localitate: 'Pașcani',
});

test('the conductor sees the summary and the pending request of nou@example.com', async ({
  page,
}) => {
  await logIn(page, 'dirijor@example.com');
  await expect(page.getByRole('heading', { name: account.greeting('Ana') })).toBeVisible();
  await expect(page.getByText(account.conductorGreeting)).toBeVisible();

  const summary = page.getByRole('region', { name: members.boxes.summary });
  await expect(summary.getByText(members.boxes.members)).toBeVisible();
  await expect(summary.getByText(members.boxes.conductors)).toBeVisible();
  const pending = page.getByRole('region', { name: members.boxes.pending });
  await expect(pending.getByText('Ioana Marin')).toBeVisible();
  // The demo has more children waiting (seed/pending.ts): the box is full and approves in bulk.
  const requests = pending.getByRole('group', { name: members.boxes.pendingGroup });
  await expect(requests.getByRole('checkbox')).toHaveCount(DASHBOARD_LIST_SIZE);
  await expect(pending.getByRole('button', { name: members.boxes.approveSelected })).toBeVisible();
  await expect(pending.getByRole('link', { name: members.boxes.pendingLink })).toHaveAttribute(
    'href',
    '/cont/corul-meu?members=pending',
  );
  // The demo library's video lessons, each opening its lesson.
  const lessons = page.getByRole('region', { name: members.boxes.videoLessons });
  await expect(lessons.getByRole('link', { name: DEMO_VIDEO_LESSONS[0]?.[0] })).toHaveAttribute(
    'href',
    /^\/cont\/librarie\/video-lectii\?lesson=\d+$/,
  );
  await expectNoAxeViolations(page, 'conductor dashboard');
});

test('the singer sees no pending accounts and no video lessons', async ({ page }) => {
  await logIn(page, 'corist@example.com');
  await expect(page.getByRole('region', { name: members.boxes.summary })).toBeVisible();
  await expect(page.getByRole('region', { name: members.boxes.scores })).toBeVisible();
  await expect(page.getByText(members.boxes.messagesEmpty)).toBeVisible();
  await expect(page.getByRole('region', { name: members.boxes.pending })).toHaveCount(0);
  await expect(page.getByRole('region', { name: members.boxes.videoLessons })).toHaveCount(0);
  await expect(page.getByRole('link', { name: members.nav.library })).toBeVisible();
  await expectNoAxeViolations(page, 'singer dashboard');
});

test('a new member joins three choirs, is refused a fourth, founds a choir and finds it in the dropdown', async ({
  page,
  request,
}) => {
  const { email } = await newMember(request, member('Sofia'));
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: members.notices.noChoirTitle })).toBeVisible();
  await expect(page.getByText(members.nav.library), 'the library is locked').toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page, 'dashboard without a choir');

  await page.getByRole('button', { name: members.notices.chooseChoir }).click();
  const modal = page.getByRole('dialog', { name: choirs.selectTitle });
  await expect(modal).toBeVisible();
  const rows = modal.getByRole('row');
  await expect(rows).toHaveCount(10); // the header row and 9 choirs
  await expectNoAxeViolations(page, 'choir selection modal');

  for (let i = 0; i < 3; i++) {
    await modal.getByRole('button', { name: choirs.join }).first().click();
    await expect(modal.getByText(choirs.pending)).toHaveCount(i + 1);
  }
  await modal.getByRole('button', { name: choirs.join }).first().click();
  await expect(modal.getByText(choirs.joinLimit)).toBeVisible();
  await expect(modal.getByText(choirs.pending)).toHaveCount(3);

  await modal.getByRole('button', { name: choirs.newChoir }).click();
  const form = page.getByRole('dialog', { name: choirs.addTitle });
  await expect(form.getByText(choirs.step(1))).toBeVisible();
  await expectNoAxeViolations(page, 'add-choir form, step 1');
  await form.getByRole('button', { name: choirs.next }).click();
  await expect(form.getByText(choirs.step(1)), 'an empty step 1 does not advance').toBeVisible();

  const name = `Corul „Ciocârlia” ${Date.now()}`;
  await fillChoirStep1(form, { name, school: 3, street: 12, members: 24 });
  await form.getByRole('button', { name: choirs.next }).click();

  await expect(form.getByText(choirs.step(2))).toBeVisible();
  await expectNoAxeViolations(page, 'add-choir form, step 2');
  await form.getByLabel(choirs.contact).fill('Prof. Maria Ionescu');
  await form.getByLabel(choirs.phone).fill('0722123456');
  await form.getByLabel(choirs.email).fill('cor.ciocarlia@example.com');
  await form.getByRole('button', { name: choirs.save }).click();
  await expect(page.getByText(choirs.created)).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: new RegExp(members.switcher.label) }).click();
  const unconfirmed = page.getByRole('group', { name: members.switcher.unconfirmed });
  await expect(unconfirmed.getByRole('menuitemradio', { name: new RegExp(name) })).toBeVisible();
});

test('moving between members pages keeps the frame and loads the session once', async ({
  page,
}) => {
  // The scripts' requests: the preload link that the dashboard's head adds after the login page
  // is not taken by them (src/components/EarlySession.astro).
  const detailsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/account/details') && request.resourceType() === 'fetch')
      detailsCalls.push(request.url());
  });
  await logIn(page, 'corist@example.com');
  await expect(page.getByRole('region', { name: members.boxes.summary })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'still here';
  });

  const nav = page.getByRole('navigation', { name: members.nav.label });
  await nav.getByRole('link', { name: members.nav.events }).click();
  await expect(page).toHaveURL(/\/cont\/evenimente\/?$/);
  await expect(page.getByRole('heading', { name: members.nav.events })).toBeVisible();
  await expect(nav.getByRole('link', { name: members.nav.events })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: members.nav.dashboard }).click();
  await expect(page.getByRole('region', { name: members.boxes.summary })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { marker?: string }).marker),
    'no full page load between members pages',
  ).toBe('still here');
  expect(detailsCalls, 'login loads the details once; navigation reuses them').toHaveLength(1);
});

test('members pages send a member not yet confirmed back to the dashboard', async ({ page }) => {
  await logIn(page, 'nou@example.com');
  await expect(
    page.getByRole('heading', { name: members.notices.notConfirmedTitle }),
  ).toBeVisible();
  await expect(page.getByText(members.nav.library)).toHaveAttribute('aria-disabled', 'true');
  await page.goto('/cont/evenimente');
  await expect(page).toHaveURL(/\/cont\/dashboard\/?$/);
  await expect(
    page.getByRole('heading', { name: members.notices.notConfirmedTitle }),
  ).toBeVisible();
});

test('the toolbar, the drawer and the selection modal work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'corist@example.com');
  // The frame is drawn before the islands hydrate (issue #21): a key pressed on the HTML's button
  // before then does nothing, as it would for a visitor.
  const hydrated = (control: Locator) =>
    expect(control.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  const toggle = page.getByRole('button', { name: members.nav.toggle });
  await hydrated(toggle);
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: members.nav.label });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'menu drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle, 'focus returns to the menu button').toBeFocused();

  const switcher = page.getByRole('button', { name: new RegExp(members.switcher.label) });
  await hydrated(switcher);
  await switcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { checked: true })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: choirs.selectTitle });
  await expect(modal).toBeVisible();
  await page.keyboard.type('Vocile');
  await expect(modal.getByRole('row')).toHaveCount(2);
  await expect(modal.getByRole('button', { name: choirs.leave })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    modal.getByRole('searchbox', { name: choirs.filterName }),
    'Escape first clears the filter',
  ).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(switcher, 'focus returns to the choir dropdown').toBeFocused();
});

test('the conductor approves a request on Corul meu and the new singer gets the choir', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { email, headers } = await newMember(request, member('Luca', 'M'));
  const found = (await (
    await request.get('/api/choir/', { headers, params: { name: 'Vocile Iașului' } })
  ).json()) as ChoirPage;
  const choir = found.results[0]?.id;
  expect((await request.post('/api/account/join_choir', { headers, data: { choir } })).ok()).toBe(
    true,
  );

  await logIn(page, 'dirijor@example.com');
  await page
    .getByRole('region', { name: members.boxes.pending })
    .getByRole('link', { name: members.boxes.pendingLink })
    .click();
  await expect(page).toHaveURL(/\/cont\/corul-meu\/?\?members=pending$/);
  await expect(page.getByRole('tab', { selected: true })).toContainText(members.myChoir.tabPending);
  const row = page.getByRole('row', { name: /Luca Popescu/ });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, 'Corul meu, pending requests');

  await row.getByRole('button', { name: members.myChoir.checkLabel('Luca Popescu') }).click();
  const modal = page.getByRole('dialog', { name: members.myChoir.memberTitle('Luca Popescu') });
  await expect(modal.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page, 'member modal');
  await modal.getByRole('button', { name: members.myChoir.approve }).click();
  await expect(page.getByText(members.myChoir.approved('Luca Popescu', 'M'))).toBeVisible();
  await expect(
    modal.getByRole('button', { name: members.myChoir.makeConductor('M') }),
    'an approved singer may be made conductor',
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row, 'no longer among the requests').toHaveCount(0);

  const singerContext = await browser.newContext({ baseURL });
  const singer = await singerContext.newPage();
  await logIn(singer, email, PASSWORD);
  await expect(singer.getByRole('region', { name: members.boxes.summary })).toBeVisible();
  await singer
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.myChoir })
    .click();
  await expect(singer.getByRole('row', { name: /Ana / })).toBeVisible();
  await expect(
    singer.getByRole('tab', { name: new RegExp(members.myChoir.tabPending) }),
  ).toHaveCount(0);
  await expect(singer.getByRole('button', { name: /Verifică/ })).toHaveCount(0);
  await singerContext.close();
});
