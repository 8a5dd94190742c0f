import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MAIL_RETRY_SECONDS } from '../../src/lib/limits.ts';
import { mail as mailTexts } from '../../src/lib/messages.ts';
import type { Database } from '../../src/server/db/client.ts';
import { outbox } from '../../src/server/db/schema.ts';
import { type Log, silentLog } from '../../src/server/log.ts';
import { createMailer, type Mailer } from '../../src/server/services/mail.ts';
import { queueMail } from '../../src/server/services/outbox.ts';
import { testDatabase } from '../helpers/db.ts';
import { parseMessage, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const from = 'Programul Corurilor <no-reply@example.com>';
const link = 'http://localhost:4321/cont/activate/cod-de-activare-123';
const activation = {
  to: 'ana.popescu@example.com',
  subject: mailTexts.activationSubject,
  text: mailTexts.activationBody('Ana', link),
};

let database: Database;
let smtp: TestSmtpServer;
let outboxDir: string;
const mailers: Mailer[] = [];

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
  smtp = await startSmtpServer();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.stop()));
  await smtp.close();
  await rm(outboxDir, { recursive: true, force: true });
});

function mailer(options: { smtpUrl?: string; now?: () => Date; log?: Log } = {}): Mailer {
  const created = createMailer({
    db: database.db,
    listen: database.listen,
    from,
    outboxDir,
    log: silentLog,
    ...options,
  });
  created.start();
  mailers.push(created);
  return created;
}

/**
 * A mailer whose deliveries happen only when the test calls deliverDue: once stopped, it ignores
 * the outbox notifications.
 */
async function manualMailer(options: Parameters<typeof mailer>[0] = {}): Promise<Mailer> {
  const created = mailer(options);
  await created.stop();
  return created;
}

async function rows() {
  return database.db.select().from(outbox).orderBy(outbox.id);
}

describe('createMailer', () => {
  test('delivers an enqueued mail over SMTP in the background', async () => {
    const sender = mailer({ smtpUrl: smtp.url });
    await queueMail(database.db, [activation]);
    const [received] = await smtp.waitFor(1);
    await sender.stop(); // waits for the in-flight delivery to record itself

    expect(received?.to).toEqual([activation.to]);
    expect(received?.subject).toBe('Activează-ți contul');
    expect(received?.text).toContain(link);
    expect(received?.text).toContain('Bună, Ana!');
    expect(received?.text.trimEnd().endsWith(`— ${mailTexts.signature}`)).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  test('queueMail resolves and keeps the mail when the SMTP server cannot be reached', async () => {
    // Nothing listens on port 1: the connection is refused.
    const sender = await manualMailer({ smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(queueMail(database.db, [activation])).resolves.toBeUndefined();
    expect(await sender.deliverDue()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ to: activation.to, attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  test('keeps a mail in the outbox while SMTP fails', async () => {
    let clock = new Date('2030-03-01T08:00:00Z');
    const sender = await manualMailer({ smtpUrl: smtp.url, now: () => clock });
    smtp.setFailing(true);
    await queueMail(database.db, [activation]);

    // Each failure waits longer, then keeps retrying at the last interval.
    const attempts = MAIL_RETRY_SECONDS.length + 2;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      expect(await sender.deliverDue()).toBe(0);
      const [row] = await rows();
      const pause = MAIL_RETRY_SECONDS[Math.min(attempt - 1, MAIL_RETRY_SECONDS.length - 1)] ?? 0;
      expect(row).toMatchObject({ attempts: attempt, sentAt: null });
      expect(row?.lastError).toContain('451');
      expect(row?.nextAttemptAt.getTime()).toBe(clock.getTime() + pause * 1000);

      // Not due yet: nothing is tried before the pause is over.
      clock = new Date(clock.getTime() + pause * 1000 - 1000);
      expect(await sender.deliverDue()).toBe(0);
      expect((await rows())[0]?.attempts).toBe(attempt);
      clock = new Date(clock.getTime() + 1000);
    }
    expect(smtp.messages).toHaveLength(0);

    smtp.setFailing(false);
    expect(await sender.deliverDue()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: attempts + 1, lastError: null });
    expect(row?.sentAt?.getTime()).toBe(clock.getTime());
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.subject).toBe(activation.subject);
    // Once sent, a mail is never sent again.
    clock = new Date(clock.getTime() + 24 * 3600_000);
    expect(await sender.deliverDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  test('sends the other due mails when one is refused', async () => {
    const sender = await manualMailer({ smtpUrl: smtp.url });
    smtp.failNext(1);
    await queueMail(database.db, [{ ...activation, subject: 'Primul' }]);
    await queueMail(database.db, [{ ...activation, subject: 'Al doilea' }]);
    expect(await sender.deliverDue()).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Al doilea']);
    const stored = await rows();
    expect(stored.map((r) => [r.subject, r.attempts, r.sentAt === null])).toEqual([
      ['Primul', 1, true],
      ['Al doilea', 1, false],
    ]);
  });

  test('writes an .eml file and logs its link without SMTP', async () => {
    const logged: { msg: string; fields?: Record<string, unknown> }[] = [];
    const log: Log = { ...silentLog, info: (msg, fields) => logged.push({ msg, fields }) };
    const sender = await manualMailer({ log });
    await queueMail(database.db, [activation]);
    expect(await sender.deliverDue()).toBe(1);

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(outboxDir, files[0] ?? '');
    const raw = await readFile(file, 'utf8');
    const message = parseMessage(raw);
    expect(message.subject).toBe('Activează-ți contul');
    expect(message.text).toContain(link);
    expect(message.text).toContain('Bună, Ana!');
    expect(message.headers.get('to')).toBe(activation.to);
    expect(message.headers.get('from')).toContain('no-reply@example.com');
    expect(message.headers.get('content-type')).toMatch(/text\/plain; charset=utf-8/i);
    expect(message.headers.get('mime-version')).toBe('1.0');
    expect(raw).toContain('\r\n'); // RFC 822 line ends

    expect(logged).toContainEqual({
      msg: expect.any(String),
      fields: expect.objectContaining({ file, links: [link] }),
    });
    expect((await rows())[0]?.sentAt).toBeInstanceOf(Date);
  });

  test('two concurrent deliverDue calls do not send a mail twice', async () => {
    // Two mailers on one database stand for two server processes.
    const first = await manualMailer({ smtpUrl: smtp.url });
    const second = await manualMailer({ smtpUrl: smtp.url });
    const count = 8;
    for (let i = 1; i <= count; i++) {
      await queueMail(database.db, [{ ...activation, subject: `Mesajul ${i}` }]);
    }
    const sent = await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(count);
    expect(smtp.messages).toHaveLength(count);
    expect(new Set(smtp.messages.map((m) => m.subject)).size).toBe(count);
    const stored = await rows();
    expect(stored.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });

  test('sends a transactional mail before a backlog of bulk mails', async () => {
    const sender = await manualMailer({ smtpUrl: smtp.url });
    await queueMail(
      database.db,
      Array.from({ length: 5 }, (_, i) => ({ ...activation, subject: `Anunț ${i}` })),
      'bulk',
    );
    await queueMail(database.db, [{ ...activation, subject: 'Resetarea parolei' }]);
    await sender.deliverDue();
    expect(smtp.messages[0]?.subject).toBe('Resetarea parolei');
    expect(smtp.messages).toHaveLength(6);
  });

  test('sends the same Message-ID on every attempt at one mail', async () => {
    let clock = new Date('2030-03-01T08:00:00Z');
    const sender = await manualMailer({ smtpUrl: smtp.url, now: () => clock });
    await queueMail(database.db, [activation]);
    await sender.deliverDue();
    // Sent, then (as after a crash before it was recorded) due again.
    await database.db.update(outbox).set({ sentAt: null, nextAttemptAt: clock });
    clock = new Date(clock.getTime() + 1000);
    await sender.deliverDue();
    const ids = smtp.messages.map((m) => parseMessage(m.raw).headers.get('message-id'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^<outbox-\d+-\d+@example\.com>$/);
    expect(ids[1]).toBe(ids[0]);
  });

  test('stop waits for the delivery in flight', async () => {
    const sender = await manualMailer({ smtpUrl: smtp.url });
    await queueMail(database.db, [activation]);
    sender.start(); // starts a delivery at once
    await sender.stop();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.to, activation.to));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(smtp.messages).toHaveLength(1);
  });
});
