import { type APIRequestContext, expect, test } from '@playwright/test';
import type { MadrigalistInboxPage } from '../../src/lib/api/messaging.ts';
import { MADRIGALIST_MESSAGE_MIN_LENGTH } from '../../src/lib/limits.ts';
import { madrigalist as m, members, validation } from '../../src/lib/messages.ts';
import { expectNoAxeViolations, screenshots, signedIn } from './helpers.ts';

const QUESTION = 'Cum respir înainte de refrenul lung din „Ciocârlia”?';
const ANSWER =
  'Inspiră adânc pe nas la sfârșitul strofei, cu umerii jos, și cântă refrenul pe o singură respirație.';
const box = members.boxes;

/** Staff answer the newest message of the inbox, as the team would through the API. */
async function staffReply(request: APIRequestContext) {
  const { token } = await (
    await request.post('/api/token-auth/', {
      data: { username: 'admin@example.com', password: 'parola-demo' },
    })
  ).json();
  const headers = { Authorization: `Token ${token}` };
  const inbox = (await (
    await request.get('/api/messaging/madrigalist/inbox/', { headers })
  ).json()) as MadrigalistInboxPage;
  const newest = inbox.results[0];
  expect(newest?.message).toBe(QUESTION);
  expect(newest?.sender.email).toBe('corist@example.com');
  const res = await request.post(`/api/messaging/madrigalist/${newest?.id}/reply/`, {
    headers,
    data: { message: ANSWER },
  });
  expect(res.status()).toBe(201);
}

test('the singer writes by keyboard, staff reply, and the reply reaches the dashboard and the page', async ({
  page,
  request,
}) => {
  await signedIn(page, 'corist@example.com');
  const messages = page.getByRole('region', { name: box.messages });
  await expect(messages.getByText(box.messagesEmpty)).toBeVisible();
  await messages.getByRole('link', { name: box.messagesLink }).click();

  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  const history = page.getByRole('region', { name: m.history });
  await expect(history.getByText(m.historyEmpty)).toBeVisible();
  await expectNoAxeViolations(page, 'the contact page, empty');

  // By keyboard only: an empty send shows the error and puts the focus on the text area.
  const field = page.getByRole('textbox', { name: m.message });
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: m.submit })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(page.getByText(validation.required)).toBeVisible();
  await page.keyboard.type('Bună!');
  await page.keyboard.press('Tab');
  await expect(page.getByText(validation.minLength(MADRIGALIST_MESSAGE_MIN_LENGTH))).toBeVisible();
  await expectNoAxeViolations(page, 'the contact page with a field error');

  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(QUESTION);
  await expect(page.getByText(m.counter([...QUESTION].length, 2000))).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.sent)).toBeVisible();
  await expect(field).toHaveValue('');
  const thread = history.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(thread.getByText(m.awaitingReply)).toBeVisible();

  await staffReply(request);

  await page
    .getByRole('navigation', { name: members.nav.label })
    .getByRole('link', { name: members.nav.dashboard })
    .click();
  await expect(messages.getByText(ANSWER.slice(0, 60))).toBeVisible();
  await expect(messages.getByText(m.team)).toBeVisible();
  await expect(messages.getByText(box.daysAgo(0))).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard with an unread reply');
  await screenshots(page, 'dashboard-unread-reply');

  const marked = page.waitForResponse((r) => r.url().endsWith('/api/messaging/madrigalist/read/'));
  await messages.getByRole('link', { name: box.messagesLink }).click();
  const reply = history
    .getByRole('list', { name: m.replyCount(1) })
    .getByRole('listitem')
    .filter({ hasText: ANSWER });
  await expect(reply.getByText(m.unread, { exact: true })).toBeVisible();
  await expect(reply.getByText(m.team)).toBeVisible();
  await expectNoAxeViolations(page, 'the contact page with an unread reply');
  await screenshots(page, 'contact-madrigalist');

  // Seen once, the reply has left the dashboard's box.
  expect((await marked).status()).toBe(200);
  await page.reload();
  await expect(reply).toBeVisible();
  await expect(reply.getByText(m.unread, { exact: true })).toHaveCount(0);
  await page.goto('/cont/dashboard');
  await expect(messages.getByText(box.messagesEmpty)).toBeVisible();
});
