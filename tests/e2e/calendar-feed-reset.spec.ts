/**
 * A password reset ends the calendar feed's address (issue #19): a new member of the demo choir
 * copies the address from the calendar page, resets the password, and the old address answers
 * 404 while the calendar page, signed in again, shows a new one that works. A fresh account, so
 * the demo accounts keep their password for the other browser tests.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { members } from '../../src/lib/messages.ts';
import { calendarFeed } from '../../src/lib/messages-calendar.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { linkFromOutbox, logIn, mailMark, NEW_MEMBER_PASSWORD, newMember } from './helpers.ts';

test.describe.configure({ timeout: 150_000 });

const NEW_PASSWORD = 'parola-dupa-resetare';

/** A session token of a demo account, for the API calls that set the scene. */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/token-auth/', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).token;
}

/** The feed's address as the calendar page gives it (the copy button, read from the clipboard). */
async function feedAddress(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.events })
    .click();
  await page.getByRole('button', { name: calendarFeed.copy }).click();
  await expect(page.getByText(calendarFeed.copied)).toBeVisible();
  return new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname;
}

test('after a password reset the old feed address answers 404 and the page shows a new one', async ({
  page,
  context,
  request,
}) => {
  const { email, headers } = await newMember(request, {
    prefix: 'calendar.resetare',
    firstName: 'Ioana',
    lastName: 'Marin',
    birthDate: '2012-05-04',
    sex: 'F',
    judet: 'IS',
    localitate: 'Iași',
  });
  // The demo conductor approves the new member's request to join the demo choir.
  const conductor = { Authorization: `Token ${await apiToken(request, 'dirijor@example.com')}` };
  const details = (who: Record<string, string>) =>
    request.get('/api/account/details/', { headers: who }).then((res) => res.json());
  const [choirId] = (await details(conductor)).conductor_in as number[];
  const joined = await request.post('/api/account/join_choir/', {
    headers,
    data: { choir: choirId },
  });
  expect(joined.ok()).toBe(true);
  const approved = await request.post(`/api/choir/${choirId}/approve-member/`, {
    headers: conductor,
    data: { user_id: (await details(headers)).id },
  });
  expect(approved.ok()).toBe(true);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, email, NEW_MEMBER_PASSWORD);
  const before = await feedAddress(page);
  expect((await request.get(before)).status()).toBe(200);

  const mark = mailMark();
  expect((await request.post('/api/auth/reset_password/', { data: { email } })).ok()).toBe(true);
  const token = (await linkFromOutbox(mark, email, '/cont/reseteaza-parola/'))
    .split('/')
    .filter(Boolean)
    .pop();
  const reset = await request.post('/api/auth/reset_password_confirm/', {
    data: { password: NEW_PASSWORD, token },
  });
  expect(reset.ok()).toBe(true);
  expect((await request.get(before)).status()).toBe(404);

  await logIn(page, email, NEW_PASSWORD);
  const after = await feedAddress(page);
  expect(after).not.toBe(before);
  expect((await request.get(after)).status()).toBe(200);
});
