/**
 * Notifications where people are (issue #28), in Chromium at 390 px: the demo singer opens
 * 'Notificări' from the account menu (axe clean), chooses per kind with the keyboard and the
 * pointer, and the choices survive a reload; no service worker is registered before push is turned
 * on; turning it on registers the members' worker, which, given a push payload through the
 * DevTools protocol (ServiceWorker.deliverPushMessage), shows the notification. A browser that
 * refuses the permission gets the words to allow it.
 */
import { expect, test } from '@playwright/test';
import { account } from '../../src/lib/messages.ts';
import { notifications as m } from '../../src/lib/messages-notifications.ts';
import type { PushMessage } from '../../src/lib/notifications.ts';
import { expectNoAxeViolations, signedIn } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, permissions: ['notifications'] });

test('the singer chooses how to be told, turns push on, and the worker shows a pushed message', async ({
  page,
  context,
}) => {
  await signedIn(page, 'corist@example.com', '/cont/dashboard/');
  // The menu loads on first use: a press before its script arrives is asked again.
  const item = page.getByRole('menuitem', { name: m.title });
  await expect(async () => {
    if (!(await item.isVisible()))
      await page.getByRole('button', { name: account.accountMenu }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await item.click();
  await expect(page).toHaveURL(/\/cont\/notificari\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  // The members' worker is not registered for a member who never needed it.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/cont/'))).toBeFalsy();

  const reminder = page.getByRole('radiogroup', { name: m.kinds.reminder });
  await expect(reminder.getByRole('radio', { name: m.channels.both })).toBeChecked();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, 'Notificări');

  // The pointer on one kind, the keyboard on another (arrows move the choice within a group).
  await reminder.getByRole('radio', { name: m.channels.none }).click();
  await expect(page.getByText(m.saved).first()).toBeVisible();
  const fresh = page.getByRole('radiogroup', { name: m.kinds.event_new });
  await fresh.getByRole('radio', { name: m.channels.push }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(fresh.getByRole('radio', { name: m.channels.both })).toBeChecked();
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/notifications/preferences/')).json()).preferences,
    )
    .toMatchObject({ reminder: 'none', event_new: 'both' });

  await page.reload();
  await expect(
    page
      .getByRole('radiogroup', { name: m.kinds.reminder })
      .getByRole('radio', { name: m.channels.none }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('radiogroup', { name: m.kinds.event_new })
      .getByRole('radio', { name: m.channels.both }),
  ).toBeChecked();

  // Turning push on registers the worker; a headless browser may have no push service to
  // subscribe with, and then the page says so in words.
  await page.getByRole('button', { name: m.turnOn }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).last()).toHaveText(
    new RegExp(`${m.turnedOn}|${m.failed}`),
  );
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/cont/');
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, 'Notificări after turning push on');

  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find(
        (r) => new URL(r.scopeURL).pathname === '/cont/' && !r.isDeleted,
      );
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  const origin = new URL(page.url()).origin;
  const message: PushMessage = {
    title: 'Corul Demo: eveniment nou, Repetiție cu pian',
    body: 'vineri, 5 decembrie 2026, 18:00–20:00 · Sala de festivități',
    url: `${origin}/cont/evenimente?event=1`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(message),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([message]);
});

test('a browser that refuses notifications gets the words to allow them', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signedIn(page, 'corist@example.com', '/cont/notificari/');
  // Headless Chromium grants notifications unasked: refused here as a person would refuse them.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await page.getByRole('button', { name: m.turnOn }).click();
  await expect(page.locator('.notification-settings__status')).toHaveText(m.denied);
  await expect(page.getByRole('button', { name: m.turnOn })).toBeFocused();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, 'Notificări, refused');
  await context.close();
});
