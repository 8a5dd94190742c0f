/**
 * Notifications where people are (issue #28): the routes' permission matrix, each member's choice
 * per kind respected (mail only: no push; push only: no mail), and Web Push for real: the server's
 * encrypted message reaches a push service on loopback and is decrypted with the subscription's
 * private key; a subscription the push service calls gone (404, 410) is removed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { madrigalist } from '../../src/lib/messages.ts';
import { notifications as nm, notificationTexts } from '../../src/lib/messages-notifications.ts';
import { NOTIFICATION_DEFAULTS } from '../../src/lib/notifications.ts';
import { notificationPaths as paths } from '../../src/lib/paths/notifications.ts';
import {
  familyLinks,
  madrigalistMessages,
  notificationPreferences,
  outbox,
  pushOutbox,
  pushSubscriptions,
  users,
} from '../../src/server/db/schema.ts';
import { MANAGED_PASSWORD_HASH } from '../../src/server/families/links.ts';
import { silentLog } from '../../src/server/log.ts';
import { createPushSender } from '../../src/server/notifications/push-sender.ts';
import { saveSubscription } from '../../src/server/notifications/subscriptions.ts';
import { actingAs } from '../helpers/acting.ts';
import { TEST_VAPID, type TestApp, testApp } from '../helpers/app.ts';
import { api, eventBody } from '../helpers/events.ts';
import { createMember, demoAccounts } from '../helpers/members.ts';
import { browserKeys, loopbackPushService } from '../helpers/push.ts';

const vapid = TEST_VAPID;
let t: TestApp;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let service: Awaited<ReturnType<typeof loopbackPushService>>;
beforeAll(async () => {
  t = await testApp();
  ({ tokens, ids } = await demoAccounts(t));
  service = await loopbackPushService((path) =>
    path.startsWith('/gone') ? 410 : path.startsWith('/busy') ? 503 : 201,
  );
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const as = (role?: string) => api(t.app, role ? tokens[role] : undefined);
const send = (role: string | undefined, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(role ? { authorization: `Token ${tokens[role]}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const subscription = (endpoint: string) => ({ endpoint, keys: browserKeys().keys });
const sender = () => createPushSender({ db: t.db, vapid, log: silentLog });
const pushRowsFor = (endpoint: string) =>
  t.db
    .select({ message: pushOutbox.message })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, endpoint));

describe('the routes', () => {
  test.each([
    ['GET', paths.pushKey, undefined],
    ['POST', paths.subscriptions, subscription('https://push.example.com/a')],
    ['DELETE', paths.subscriptions, { endpoint: 'https://push.example.com/a' }],
    ['GET', paths.preferences, undefined],
    ['PATCH', paths.preferences, { event_new: 'mail' }],
  ])('%s %s answers 401 to a visitor', async (method, path, body) => {
    expect((await send(undefined, method, path, body)).status).toBe(401);
  });

  test('GET push-key answers the VAPID public key', async () => {
    const res = await as('singer').get(paths.pushKey);
    expect(await res.json()).toEqual({ public_key: vapid.publicKey });
  });

  test('POST subscriptions refuses an endpoint that is not https, or keys that are not base64url', async () => {
    for (const body of [
      subscription('http://127.0.0.1:9/x'),
      { endpoint: 'https://push.example.com/b', keys: { p256dh: 'a b', auth: 'x' } },
    ]) {
      const res = await as('singer').post(paths.subscriptions, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(nm.invalidSubscription);
    }
  });

  test('DELETE subscriptions removes only the caller’s own', async () => {
    const endpoint = 'https://push.example.com/own';
    expect((await as('singer').post(paths.subscriptions, subscription(endpoint))).status).toBe(201);
    expect((await send('conductor', 'DELETE', paths.subscriptions, { endpoint })).status).toBe(404);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
    const before = await (await as('singer').get(paths.preferences)).json();
    expect(before.push_subscriptions).toBe(1);
    expect((await send('singer', 'DELETE', paths.subscriptions, { endpoint })).status).toBe(204);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);
  });

  test('PATCH preferences refuses an unknown channel, and keeps a valid choice', async () => {
    const wrongChannel = await as('singer').patch(paths.preferences, { event_new: 'fax' });
    expect(wrongChannel.status).toBe(400);
    expect(await wrongChannel.json()).toEqual({ event_new: [nm.invalidChannel] });
    // A kind that does not exist is left out, as any unknown field.
    const unknown = await as('singer').patch(paths.preferences, { gossip: 'push' });
    expect(unknown.status).toBe(200);
    const first = await unknown.json();
    expect(first.preferences).toEqual(NOTIFICATION_DEFAULTS);
    const saved = await as('singer').patch(paths.preferences, { reminder: 'none' });
    expect((await saved.json()).preferences).toEqual({
      ...NOTIFICATION_DEFAULTS,
      reminder: 'none',
    });
    // Another member's choices are theirs.
    const other = await (await as('conductor').get(paths.preferences)).json();
    expect(other.preferences).toEqual(NOTIFICATION_DEFAULTS);
    await as('singer').patch(paths.preferences, { reminder: 'both' });
  });
});

describe('delivery', () => {
  test('a new event reaches the singer’s browser encrypted, and only the subscription’s keys read it', async () => {
    const browser = browserKeys();
    const endpoint = service.endpoint('/push/singer');
    // A push service on loopback speaks http: saved as the route would, past its https rule.
    await saveSubscription(t.db, ids.singer ?? 0, { endpoint, keys: browser.keys });
    const mark = await t.mailMark();
    const made = await as('conductor').post(
      '/api/event/',
      eventBody(t.choirId, { title: 'Repetiție cu pian' }),
    );
    expect(made.status).toBe(201);
    // event_new goes by push only by default: no mail to the singer.
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'corist@example.com'));
    expect(mails.filter((m) => m.id > mark)).toHaveLength(0);

    expect(await sender().deliverDue()).toBeGreaterThanOrEqual(1);
    const request = service.received.find((r) => r.path === '/push/singer');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const message = JSON.parse(browser.decrypt(request?.body ?? Buffer.alloc(0)));
    expect(message.title).toContain('Repetiție cu pian');
    expect(message.body).toContain('Sala de festivități');
    expect(message.url).toMatch(/^http:\/\/localhost:4321\/cont\/evenimente\?event=\d+$/);
    // Another key pair cannot read it.
    expect(() => browserKeys().decrypt(request?.body ?? Buffer.alloc(0))).toThrow();
    const [kept] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(kept?.lastUsedAt).not.toBeNull();
    expect(await pushRowsFor(endpoint)).toHaveLength(0);
  });

  test('a subscription the push service calls gone (410) is removed with its messages', async () => {
    const endpoint = service.endpoint('/gone/singer');
    await saveSubscription(t.db, ids.singer ?? 0, { endpoint, keys: browserKeys().keys });
    await as('conductor').post(
      '/api/event/',
      eventBody(t.choirId, { title: 'Repetiție pierdută' }),
    );
    expect(await pushRowsFor(endpoint)).toHaveLength(1);
    await sender().deliverDue();
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);
  });

  test('a push service that is busy (503) gets the message again later; the subscription stays', async () => {
    const endpoint = service.endpoint('/busy/singer');
    await saveSubscription(t.db, ids.singer ?? 0, { endpoint, keys: browserKeys().keys });
    await as('conductor').post('/api/event/', eventBody(t.choirId, { title: 'Repetiție amânată' }));
    await sender().deliverDue();
    const [waiting] = await t.db
      .select({ attempts: pushOutbox.attempts, due: pushOutbox.nextAttemptAt })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.due.getTime()).toBeGreaterThan(Date.now());
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  });

  test('mail only: a madrigal singers’ reply is mailed and no push is queued; push only: the reverse', async () => {
    const endpoint = service.endpoint('/push/singer-2');
    await saveSubscription(t.db, ids.singer ?? 0, { endpoint, keys: browserKeys().keys });
    const thread = await (
      await as('singer').post('/api/messaging/madrigalist/', {
        message: 'Cum respir corect pe frază?',
      })
    ).json();
    const reply = () =>
      as('staff').post(`/api/messaging/madrigalist/${thread.id}/reply/`, {
        message: 'Rar și adânc.',
      });

    await as('singer').patch(paths.preferences, { madrigal_reply: 'mail' });
    let mark = await t.mailMark();
    expect((await reply()).status).toBe(201);
    const mail = await t.lastMail(mark, 'corist@example.com', madrigalist.replyMailSubject);
    expect(mail.text).toContain('Rar și adânc.');
    expect(await pushRowsFor(endpoint)).toHaveLength(0);

    await as('singer').patch(paths.preferences, { madrigal_reply: 'push' });
    mark = await t.mailMark();
    expect((await reply()).status).toBe(201);
    const pushed = await pushRowsFor(endpoint);
    expect(pushed.map((row) => row.message.body)).toEqual([notificationTexts.madrigalReplyBody]);
    // The push never carries the texts themselves.
    expect(JSON.stringify(pushed)).not.toContain('Rar și adânc.');
    const after = await t.db.select().from(outbox).where(eq(outbox.to, 'corist@example.com'));
    expect(after.filter((m) => m.id > mark)).toHaveLength(0);
  });

  test('a cancelled event tells the members who chose mail, not the conductor who cancelled it', async () => {
    const made = await (
      await as('conductor').post('/api/event/', eventBody(t.choirId, { title: 'Concert anulat' }))
    ).json();
    const mark = await t.mailMark();
    expect((await as('conductor').delete(`/api/event/${made.id}/`)).status).toBe(204);
    const mail = await t.lastMail(mark, 'corist@example.com');
    expect(mail.subject).toContain('anulat, Concert anulat');
    const conductor = await t.db.select().from(outbox).where(eq(outbox.to, 'dirijor@example.com'));
    expect(conductor.filter((m) => m.id > mark)).toHaveLength(0);
  });
});

describe('a parent and a managed child', () => {
  test('the parent sets the child’s choices, keeps the browser, and gets the child’s push titled for the child', async () => {
    const parent = await createMember(t, 'mama-push@example.com', { firstName: 'Ioana' });
    const [child] = await t.db
      .insert(users)
      .values({
        email: null,
        passwordHash: MANAGED_PASSWORD_HASH,
        firstName: 'Ilinca',
        lastName: 'Mic',
        birthDate: `${new Date().getUTCFullYear() - 10}-05-05`,
        activatedAt: sql`now()`,
      })
      .returning({ id: users.id });
    const childId = child?.id ?? 0;
    await t.db.insert(familyLinks).values({
      parentId: parent.id,
      childId,
      requestedBy: parent.id,
      confirmedAt: sql`now()`,
    });
    const forChild = actingAs(t, '10.0.5.1', parent.token, childId);
    const endpoint = 'https://push.example.com/parent-browser';
    expect((await forChild.post(paths.subscriptions, subscription(endpoint))).status).toBe(201);
    const [kept] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(kept?.userId).toBe(parent.id);

    const patch = await t.app.request(paths.preferences, {
      method: 'PATCH',
      headers: {
        authorization: `Token ${parent.token}`,
        'content-type': 'application/json',
        'x-acting-for': String(childId),
      },
      body: JSON.stringify({ madrigal_reply: 'push' }),
    });
    expect(patch.status).toBe(200);
    expect((await patch.json()).push_subscriptions).toBe(1);
    const rows = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, childId));
    expect(rows.map((row) => [row.kind, row.channel])).toEqual([['madrigal_reply', 'push']]);

    const [message] = await t.db
      .insert(madrigalistMessages)
      .values({ userId: childId, message: 'Cum cânt mai sus?' })
      .returning();
    const reply = await as('staff').post(`/api/messaging/madrigalist/${message?.id}/reply/`, {
      message: 'Cu răbdare, din diafragmă.',
    });
    expect(reply.status).toBe(201);
    const pushed = await pushRowsFor(endpoint);
    expect(pushed.map((row) => row.message.title)).toEqual([
      notificationTexts.forChild('Ilinca', madrigalist.replyMailSubject),
    ]);
  });
});
