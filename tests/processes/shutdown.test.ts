/**
 * A graceful stop (issue #24): the real server (`node src/server/main.ts`) on PostgreSQL, a login
 * in flight (its body half sent), a balancer's idle keep-alive connection, a mail claimed by the
 * sender and stuck on an SMTP server that never greets. On SIGTERM the port closes at once, a
 * request that then arrives on the idle connection is answered (`Connection: close`), the login
 * still gets its answer, the process exits 0 within SHUTDOWN_TIMEOUT_MS and a grace, and the
 * stuck mail is given back to the outbox. With SHUTDOWN_DRAIN_MS the port stays open that long
 * after readiness turns 503, its answers saying `Connection: close`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mail } from '../../src/lib/messages.ts';
import { outbox } from '../../src/server/db/schema.ts';
import { databaseUrl, testDatabase } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('npm run test:processes needs TEST_DATABASE_URL (PostgreSQL)');

const SHUTDOWN_TIMEOUT_MS = 4000;
let database: Awaited<ReturnType<typeof testDatabase>>;
let dir: string;
let silentSmtp: Server;
let child: ChildProcess;
let url: string;
let serverEnv: NodeJS.ProcessEnv;

/** Starts the server (as `child`, at `url`) with these variables more, and waits until it is ready. */
async function startChild(env: Record<string, string>) {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...serverEnv, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    const ready = await fetch(`${url}/api/health/ready/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready');
}

beforeAll(async () => {
  // Accepts connections and never says a word: a mail sent there waits on nodemailer's timeouts.
  silentSmtp = createServer(() => {});
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (silentSmtp.address() as { port: number }).port;
  dir = await mkdtemp(join(tmpdir(), 'shutdown-'));
  database = await testDatabase();
  serverEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: await databaseUrl(database, serverUrl),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SECRET_KEY: 'a-secret-for-the-shutdown-test-0123456789',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    NODE_ENV: 'test',
    DEMO: 'true',
  };
  await startChild({});
}, 180_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await database.close();
  await new Promise((resolve) => silentSmtp.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The reset mail's row once the sender has claimed it (its next attempt pushed to the lease's end). */
async function claimedMail() {
  for (let i = 0; i < 600; i++) {
    const [row] = await database.db
      .select({
        id: outbox.id,
        claimed: sql<boolean>`${outbox.nextAttemptAt} > now() + interval '30 seconds'`,
      })
      .from(outbox)
      .where(and(eq(outbox.subject, mail.resetSubject), isNull(outbox.sentAt)));
    if (row?.claimed) return row.id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the sender never claimed the mail');
}

/** A login whose headers the server has read (it answered 100 Continue) and whose body waits. */
function loginInFlight() {
  const body = JSON.stringify({ username: 'corist@example.com', password: 'parola-demo' });
  const req = request(`${url}/api/token-auth/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
      });
      req.on('error', reject);
    },
  );
  const heard = new Promise<void>((resolve) => req.once('continue', resolve));
  req.write(body.slice(0, 10));
  return { heard, answer, finish: () => req.end(body.slice(10)) };
}

/** A GET on `agent`'s kept-alive connection: its status, Connection header and whether it reused one. */
function getOn(agent: Agent, path: string) {
  return new Promise<{ status: number; connection?: string; reused: boolean }>(
    (resolve, reject) => {
      const req = request(`${url}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test('SIGTERM: new connections refused, the request in flight answered, claims released, exit 0', async () => {
  const reset = await fetch(`${url}/api/auth/reset_password/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'corist@example.com' }),
  });
  expect(reset.status).toBe(200);
  const mailId = await claimedMail();

  const login = loginInFlight();
  await login.heard;
  // A balancer's kept-alive connection, idle when the signal comes.
  const balancer = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await getOn(balancer, '/api/health/')).status).toBe(200);
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    const start = Date.now();
    child.once('exit', (code) => resolve({ code, ms: Date.now() - start }));
  });
  child.kill('SIGTERM');

  // The port closes while the login is still waiting for its body.
  let refused = false;
  while (!refused) {
    refused = await fetch(`${url}/api/health/`).then(
      () => false,
      () => true,
    );
  }
  // The balancer has not seen the readiness check yet and sends one more request on its idle
  // connection: answered, not cut, and the connection closes behind it.
  expect(await getOn(balancer, '/api/choirs/')).toEqual({
    status: 200,
    connection: 'close',
    reused: true,
  });
  balancer.destroy();
  login.finish();
  const answer = await login.answer;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toHaveProperty('token');
  expect(answer.connection).toBe('close');

  const { code, ms } = await exited;
  expect(code).toBe(0);
  expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 5000);

  const [row] = await database.db
    .select({
      sentAt: outbox.sentAt,
      due: sql<boolean>`${outbox.nextAttemptAt} <= now()`,
    })
    .from(outbox)
    .where(eq(outbox.id, mailId));
  expect(row).toEqual({ sentAt: null, due: true });
});

test('SHUTDOWN_DRAIN_MS: readiness 503 at once, the port still answers (Connection: close), then closes', async () => {
  const DRAIN_MS = 2000;
  await startChild({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    const start = Date.now();
    child.once('exit', (code) => resolve({ code, ms: Date.now() - start }));
  });
  child.kill('SIGTERM');
  // Each on a new connection, as a balancer's health check and a new visitor's request.
  const fresh = () => new Agent({ keepAlive: false });
  let readiness = await getOn(fresh(), '/api/health/ready/');
  while (readiness.status === 200) readiness = await getOn(fresh(), '/api/health/ready/');
  expect(readiness.status).toBe(503);
  expect(await getOn(fresh(), '/api/health/')).toEqual({
    status: 200,
    connection: 'close',
    reused: false,
  });
  let refused = false;
  while (!refused) {
    refused = await getOn(fresh(), '/api/health/').then(
      () => false,
      () => true,
    );
  }
  const { code, ms } = await exited;
  expect(code).toBe(0);
  expect(ms).toBeGreaterThanOrEqual(DRAIN_MS);
  expect(ms).toBeLessThan(DRAIN_MS + SHUTDOWN_TIMEOUT_MS + 5000);
}, 180_000);
