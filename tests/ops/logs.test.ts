/**
 * The logs (issue #24): JSON lines with a request id the answer carries too, levels by
 * configuration, and never personal data. A broad run of the API (logins, a registration and its
 * activation, sign-ups, a parental consent, contact and madrigalist messages, a password reset,
 * a member approved, every GET route as someone allowed to read it, refused bodies, mails refused by
 * the SMTP server) logs into a buffer at the debug level; the log must hold no e-mail nor name of
 * any person in the database, and none of the passwords, session tokens or codes used.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { contactMessages, outbox, users } from '../../src/server/db/schema.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { readEnv } from '../../src/server/env.ts';
import { createLog, requestIds } from '../../src/server/log.ts';
import type { Operation } from '../../src/server/openapi/operation.ts';
import { operations } from '../../src/server/openapi/registry.ts';
import { createMailer } from '../../src/server/services/mail.ts';
import { client, linkIn, login, type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { giveConsent } from '../helpers/consent.ts';
import { contentDist } from '../helpers/content-dist.ts';
import {
  examplePath as demoPath,
  type ReadableDemo,
  readableDemo,
  staffExamplePath,
} from '../helpers/readable-demo.ts';
import { auditionBody, campaignBody } from '../helpers/signup-bodies.ts';
import { signupSender } from '../helpers/signups.ts';

/** A destination that keeps the lines. */
function buffer() {
  const lines: string[] = [];
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  return { lines, stream, text: () => lines.join('') };
}

const NEW_PASSWORD = 'o-parola-noua-pentru-jurnal';
let t: TestApp;
/** The app with a built site's content files, for the content routes. */
let app: TestApp['app'];
let dist: ReturnType<typeof contentDist>;
let logged: ReturnType<typeof buffer>;
let demo: ReadableDemo;
/** Every secret the run used: passwords, session tokens, codes of links. */
const secrets: string[] = [DEMO_PASSWORD, NEW_PASSWORD];
let ip = 0;
const api = (token?: string) => client(app, token, `10.9.${Math.floor(++ip / 250)}.${ip % 250}`);

/** Refuses every recipient, quoting the address as real servers do. */
async function refusingSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const error = new Error(`<${address.address}>: Recipient address rejected`);
      Object.assign(error, { responseCode: 550 });
      callback(error);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Who may read a route: the staff for the back office and the team's views, else the conductor. */
const askerOf = (op: Operation) =>
  op.path.startsWith('/api/staff/') ||
  op.path === '/api/messaging/madrigalist/inbox/' ||
  op.path.startsWith('/api/sign-ups/consent/')
    ? demo.tokens.staff
    : demo.tokens.conductor;

beforeAll(async () => {
  logged = buffer();
  t = await testApp({ log: createLog(logged.stream, 'debug') });
  dist = contentDist();
  app = createApp(t.deps, dist);
  const smtp = await refusingSmtp();
  const mailer = createMailer({
    db: t.db,
    smtpUrl: smtp.url,
    from: 'Programul Corurilor <no-reply@example.com>',
    outboxDir: join(await mkdtemp(join(tmpdir(), 'logs-')), 'outbox'),
    log: createLog(logged.stream, 'debug'),
  });

  demo = await readableDemo(t, 'singer');
  secrets.push(...Object.values(demo.tokens), demo.feedToken);

  // Every GET route, as someone allowed to read it.
  for (const op of operations.filter((o) => o.method === 'get')) {
    const path = op.path.startsWith('/api/staff/')
      ? await staffExamplePath(t, demo, op.path)
      : demoPath(t, demo, op.path);
    expect((await api(askerOf(op)).get(path)).status, path).toBeLessThan(500);
  }

  // A registration, its activation and a first login; a wrong password.
  const email = 'elena.dumitrescu@example.com';
  let mark = await t.mailMark();
  const registered = await api().post('/api/auth/register/', {
    email,
    first_name: 'Elena',
    last_name: 'Dumitrescu',
    password: NEW_PASSWORD,
    repeat_password: NEW_PASSWORD,
    agreed: true,
    altcha: await solveCaptcha(t.deps.captcha),
  });
  expect(registered.status).toBe(201);
  const code = linkIn((await t.lastMail(mark, email)).text)
    .split('/')
    .at(-1);
  secrets.push(code ?? '');
  expect((await api().post(`/api/auth/${code}/activate/`)).status).toBe(200);
  secrets.push(await login(t.app, email, NEW_PASSWORD));
  const wrong = await api().post('/api/token-auth/', { username: email, password: 'gresita-123' });
  expect(wrong.status).toBe(400);

  // A password reset asked and its link.
  mark = await t.mailMark();
  const reset = await api().post('/api/auth/reset_password/', { email: 'corist@example.com' });
  expect(reset.status).toBe(200);
  const resetLink = linkIn((await t.lastMail(mark, 'corist@example.com')).text);
  secrets.push(resetLink.split('/').at(-1) ?? '');

  // Sign-ups of the public forms, and refused bodies that carry personal data.
  const auditions = signupSender(() => t, '/api/signup/auditions/');
  expect((await auditions.post(auditionBody())).status).toBeLessThan(300);
  const campaign = signupSender(() => t, '/api/sign-ups/campaign/');
  expect((await campaign.post(campaignBody())).status).toBeLessThan(300);
  const refused = await auditions.postBare(auditionBody({ age: 'nouă', agreed: false }));
  expect(refused.status).toBe(400);

  // The conductor approves the waiting member; the staff reads the people.
  const [pending] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'nou@example.com'));
  // She is 12: her parent's consent first (issue #25).
  await giveConsent(t, pending?.id ?? 0);
  const approved = await api(demo.tokens.conductor).post(
    `/api/choir/${t.choirId}/approve-member/`,
    { user_id: pending?.id },
  );
  expect(approved.status).toBeLessThan(300);

  // The SMTP server refuses every mail: the failures are logged.
  expect(await mailer.deliverDue()).toBe(0);
  await smtp.close();
}, 600_000);
afterAll(async () => {
  await t.close();
  dist.remove();
});

describe('the log of a broad API run', () => {
  test('is JSON lines, each request with its id', () => {
    const lines = logged.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThan(100);
    for (const line of requests) expect(line.requestId).toMatch(/^[\w.:-]{8,128}$/);
    expect(lines.some((line) => line.msg === 'mail delivery failed')).toBe(true);
  });

  test('holds no e-mail nor name of anyone in the database', async () => {
    const people = await t.db
      .select({ email: users.email, first: users.firstName, last: users.lastName })
      .from(users);
    const contacts = await t.db
      .select({ email: contactMessages.email, name: contactMessages.name })
      .from(contactMessages);
    const recipients = await t.db.selectDistinct({ email: outbox.to }).from(outbox);
    const needles = [
      ...people.flatMap((p) => [p.email ?? '', `${p.first} ${p.last}`, p.last]),
      ...contacts.flatMap((c) => [c.email, c.name]),
      ...recipients.map((r) => r.email),
      ...[auditionBody(), campaignBody()].flatMap((body) =>
        ['firstName', 'lastName', 'name', 'email', 'phone', 'school', 'workplace'].map((key) =>
          String((body as Record<string, unknown>)[key] ?? ''),
        ),
      ),
    ].filter((needle) => needle.length >= 5 && !/^(true|false|\d+)$/.test(needle));
    expect(people.length).toBeGreaterThan(4);
    const text = logged.text().toLowerCase();
    expect(needles.filter((needle) => text.includes(needle.toLowerCase()))).toEqual([]);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  test('holds none of the passwords, tokens and codes used', () => {
    const text = logged.text();
    expect(secrets.filter((secret) => secret.length >= 8 && text.includes(secret))).toEqual([]);
  });
});

describe('request ids', () => {
  test('a safe X-Request-Id is kept and answered; another is replaced', async () => {
    const kept = await t.app.request('/api/health/', {
      headers: { 'x-request-id': 'lb-0123456789' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-0123456789');
    const line = logged.lines.map((l) => JSON.parse(l)).findLast((l) => l.msg === 'request');
    expect(line.requestId).toBe('lb-0123456789');
    const unsafe = await t.app.request('/api/health/', {
      headers: { 'x-request-id': '<script>ana@example.com</script>' },
    });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('every line logged while a request runs carries its id', () => {
    const out = buffer();
    const log = createLog(out.stream);
    requestIds.run('req-abcdef12', () => log.warn('slow', { ms: 3 }));
    log.info('outside');
    const [inside, outside] = out.lines.map((l) => JSON.parse(l));
    expect(inside).toMatchObject({ level: 'warn', msg: 'slow', requestId: 'req-abcdef12' });
    expect(outside.requestId).toBeUndefined();
  });
});

describe('levels', () => {
  test('LOG_LEVEL sets what is written', () => {
    const out = buffer();
    const log = createLog(out.stream, readEnv({ LOG_LEVEL: 'warn' }).LOG_LEVEL);
    log.info('hidden');
    log.warn('shown');
    log.setLevel('info');
    log.info('shown too');
    expect(out.lines.map((l) => JSON.parse(l).msg)).toEqual(['shown', 'shown too']);
  });

  test('an unknown LOG_LEVEL stops the server with the variable named', () => {
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
