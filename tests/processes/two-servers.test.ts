/**
 * Two server processes on one PostgreSQL database behave as one (docs/deploy.md): a logout, a
 * password change or a removal from a choir in one is honoured by the other at once (the session
 * caches hear PostgreSQL notifications), an event's answers and a member's month kept by one show
 * an answer given in the other at once, rate limits are shared, and each mail is sent once.
 * Real processes (`node src/server/main.ts`), a real SMTP server; needs TEST_DATABASE_URL
 * (`npm run test:processes`, run by CI after the API tests on PostgreSQL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/lib/limits.ts';
import { mail } from '../../src/lib/messages.ts';
import { SESSION_CACHE_SECONDS } from '../../src/server/auth.ts';
import { outbox } from '../../src/server/db/schema.ts';
import { databaseUrl, testDatabase } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';
import { parseMessage, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('npm run test:processes needs TEST_DATABASE_URL (PostgreSQL)');

interface Server {
  url: string;
  process: ChildProcess;
}

let smtp: TestSmtpServer;
let database: Awaited<ReturnType<typeof testDatabase>>;
let dir: string;
const servers: Server[] = [];

async function startServer(name: string, databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, name),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      SECRET_KEY: 'a-secret-shared-by-both-servers-0123456789',
      NODE_ENV: 'test',
      DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${url}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, process: child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${name} did not start`);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  dir = await mkdtemp(join(tmpdir(), 'two-servers-'));
  database = await testDatabase();
  // The database the test opened (migrated).
  const url = await databaseUrl(database, serverUrl);
  servers.push(await startServer('a', url));
  servers.push(await startServer('b', url));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.process.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((resolve) => s.process.once('exit', resolve))));
  await database.close();
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});

const [a, b] = [() => servers[0] as Server, () => servers[1] as Server];
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
async function login(server: Server, email: string, password = 'parola-demo') {
  const res = await fetch(`${server.url}/api/token-auth/`, json({ username: email, password }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
const get = (server: Server, path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Token ${token}` } });
const post = (server: Server, path: string, token: string, body: unknown = {}) =>
  fetch(`${server.url}${path}`, {
    ...json(body),
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
  });

/** Milliseconds until `server` answers `status` to GET `path` with `token`. */
async function untilStatus(server: Server, path: string, token: string, status: number) {
  const start = Date.now();
  while (Date.now() - start < SESSION_CACHE_SECONDS * 2000) {
    if ((await get(server, path, token)).status === status) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} never answered ${status}`);
}

async function mailTo(address: string, subject: string) {
  for (let i = 0; i < 200; i++) {
    const found = smtp.messages.find((m) => m.to.includes(address) && m.subject === subject);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${address}`);
}

/** Well under the cache's lifetime: the other process heard of the change, it did not time out. */
const AT_ONCE_MS = (SESSION_CACHE_SECONDS * 1000) / 2;

describe('two servers on one database', () => {
  test('a logout in one is honoured by the other at once', async () => {
    const token = await login(a(), 'corist@example.com');
    expect((await get(b(), '/api/account/details/', token)).status).toBe(200); // cached in b
    expect((await post(a(), '/api/auth/logout/', token)).status).toBe(204);
    expect(await untilStatus(b(), '/api/account/details/', token, 401)).toBeLessThan(AT_ONCE_MS);
  });

  test('a password changed in one ends the sessions the other holds', async () => {
    const token = await login(b(), 'nou@example.com');
    expect((await get(a(), '/api/account/details/', token)).status).toBe(200); // cached in a
    await fetch(`${b().url}/api/auth/reset_password/`, json({ email: 'nou@example.com' }));
    const message = await mailTo('nou@example.com', mail.resetSubject);
    const resetToken = /reseteaza-parola\/(\S+)/.exec(message.text)?.[1];
    const res = await fetch(
      `${b().url}/api/auth/reset_password_confirm/`,
      json({ password: 'parola-noua-1', token: resetToken }),
    );
    expect(res.status).toBe(200);
    expect(await untilStatus(a(), '/api/account/details/', token, 401)).toBeLessThan(AT_ONCE_MS);
  });

  test('an answer given in one shows at once in the answers and the month the other keeps', async () => {
    const conductor = await login(a(), 'dirijor@example.com');
    const singer = await login(a(), 'corist@example.com');
    const choirs = (await (await get(a(), '/api/account/choirs/', singer)).json()) as {
      id: number;
    }[];
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const made = await post(a(), '/api/event/', conductor, {
      title: 'Repetiție pe două servere',
      startDate: day,
      startTime: '18:00',
      endDate: day,
      endTime: '20:00',
      type: 2,
      location: 'Sala mare',
      description: 'Aducem partiturile.',
      cor: choirs[0]?.id,
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const { id: singerId } = (await (await get(a(), '/api/account/details/', singer)).json()) as {
      id: number;
    };
    const answerIn = async (server: Server) => {
      const res = await get(server, `/api/event/${id}/answers/`, conductor);
      expect(res.status).toBe(200);
      const list = (await res.json()) as { members: { user_id: number; answer: string | null }[] };
      return list.members.find((m) => m.user_id === singerId)?.answer;
    };
    const month = `/api/event/?choir_id=${choirs[0]?.id}&from=${day}&to=${day}`;
    const myAnswerIn = async (server: Server) => {
      const res = await get(server, month, singer);
      expect(res.status).toBe(200);
      const list = (await res.json()) as { id: number; my_answer: string | null }[];
      return list.find((e) => e.id === id)?.my_answer;
    };
    expect(await answerIn(b())).toBeNull(); // kept by b
    expect(await myAnswerIn(b())).toBeNull(); // kept by b
    const answered = await fetch(`${a().url}/api/event/${id}/answer/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Token ${singer}` },
      body: JSON.stringify({ answer: 'yes' }),
    });
    expect(answered.status).toBe(200);
    // At once: the version b reads with the event has moved, no notification needed.
    expect(await answerIn(b())).toBe('yes');
    expect(await myAnswerIn(b())).toBe('yes');
  });

  test('a singer removed from the choir in one loses it in the other', async () => {
    const conductor = await login(a(), 'dirijor@example.com');
    const singer = await login(b(), 'corist@example.com');
    const details = (await (await get(b(), '/api/account/details/', singer)).json()) as {
      id: number;
    };
    const choirs = (await (await get(b(), '/api/account/choirs/', singer)).json()) as {
      id: number;
    }[];
    const choirId = choirs[0]?.id;
    const summary = `/api/dashboard/${choirId}/summary`;
    expect((await get(b(), summary, singer)).status).toBe(200);
    const removed = await post(a(), `/api/choir/${choirId}/remove-member/`, conductor, {
      user_id: details.id,
    });
    expect(removed.status).toBe(200);
    expect(await untilStatus(b(), summary, singer, 403)).toBeLessThan(AT_ONCE_MS);
  });

  test('share one rate limit', async () => {
    const { perIp } = RATE_LIMITS.contact;
    const message = (i: number) =>
      json({
        name: 'Maria Popescu',
        email: `vizitator${i}@example.com`,
        message: 'Un mesaj destul de lung pentru a trece de regula formularului.',
        gdpr: true,
      });
    for (let i = 0; i < perIp; i++) {
      const server = i % 2 === 0 ? a() : b();
      expect((await fetch(`${server.url}/api/messaging/contact/`, message(i))).status).toBe(201);
    }
    expect((await fetch(`${b().url}/api/messaging/contact/`, message(99))).status).toBe(429);
    expect((await fetch(`${a().url}/api/messaging/contact/`, message(98))).status).toBe(429);
  });

  test('send each mail once', async () => {
    const before = smtp.messages.length;
    const known = ['dirijor@example.com', 'admin@example.com'];
    for (const email of known) {
      await fetch(`${a().url}/api/auth/reset_password/`, json({ email }));
      await fetch(`${b().url}/api/auth/reset_password/`, json({ email }));
    }
    // Once every row is recorded as sent, no sender will take it again.
    for (;;) {
      const [row] = await database.db
        .select({
          waiting: sql<number>`count(*) filter (where ${outbox.sentAt} is null)::int`,
          resets: sql<number>`count(*) filter (where ${and(eq(outbox.subject, mail.resetSubject), inArray(outbox.to, known))})::int`,
        })
        .from(outbox);
      if (row?.waiting === 0 && row.resets >= known.length * 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const fresh = smtp.messages
      .slice(before)
      .filter((m) => m.subject === mail.resetSubject && known.includes(m.to[0] ?? ''));
    expect(fresh).toHaveLength(known.length * 2);
    const ids = fresh.map((m) => parseMessage(m.raw).headers.get('message-id'));
    expect(new Set(ids).size).toBe(fresh.length);
  });
});
