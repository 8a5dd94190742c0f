/**
 * npm run bench:crash [-- --rounds 5 --postgres]: acknowledged writes and their mails survive
 * SIGKILL. The production server (src/server/main.ts) takes contact messages from 20 concurrent
 * writers (each message is a row and a mail to the staff, one transaction) while its mails go to
 * a real SMTP server in this process; after 1–2.5 s it is killed with SIGKILL, and so on for every
 * round. A last start lets the outbox drain: a mail claimed by a killed process waits for its
 * lease (CLAIM_LEASE_MS, the mail worker's own constant) before any process sends it again, so the
 * bench waits for every unsent mail of the run to arrive, or for the lease and a few of the
 * worker's loops to pass without one. Then, from the database and the SMTP server (crash-count.ts,
 * the run's own writes only): acknowledged messages lost, messages without their mail, mails never
 * sent, distinct mails beyond one per recipient and message (a repeat the receiver could not tell),
 * and deliveries repeated with the same Message-ID (a kill between the SMTP server's acceptance and
 * the database's record: SMTP cannot close that window, the Message-ID lets the receiver tell).
 * Exits 1 unless the first four are 0; figures go to docs/performance.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CLAIM_LEASE_MS, LOOP_INTERVAL_MS } from '../../src/server/services/mail.ts';
import { startSmtpServer } from '../../tests/helpers/smtp.ts';
import { countCrash, rowIdOf, unsentRows } from './crash-count.ts';
import { writeSection } from './doc-section.ts';
import { startServer } from './start-server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const PORT = Number(process.env.BENCH_PORT ?? 4470);
const WRITERS = 20;
const origin = `http://127.0.0.1:${PORT}`;
/** Marks this run's messages (in the text and the address, lower case as stored). */
const MARKER = `crash${process.pid}${Date.now().toString(36)}`;
const MESSAGE = `Un mesaj trimis în timpul testului de cădere, destul de lung. [${MARKER}]`;
/**
 * After the lease of the last killed process, the worker finds the mails again within a loop;
 * this many loops without a delivery mean no more are coming.
 */
const QUIET_MS = 3 * LOOP_INTERVAL_MS;

const dir = await mkdtemp(join(tmpdir(), 'bench-crash-'));
const smtp = await startSmtpServer();
const pgServer = 'postgres://postgres@127.0.0.1:5432/test';
const pgName = `bench_crash_${process.pid}`;
if (values.postgres) await onServer(`CREATE DATABASE ${pgName}`);
const databaseUrl = values.postgres ? pgServer.replace(/\/test$/, `/${pgName}`) : undefined;
const database = { url: databaseUrl, pgliteDir: join(dir, 'pglite') };
const env = {
  NODE_ENV: 'test',
  DEMO: 'true' as const,
  SMTP_URL: smtp.url,
  TRUST_PROXY: 'true',
  SECRET_KEY: 'bench-crash-secret-of-at-least-32-characters',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

const acknowledged = new Set<string>();
let sent = 0;
let kills = 0;

/** Writers post until `stop` is set; each acknowledged (201) message's e-mail is remembered. */
async function writer(round: number, id: number, state: { stop: boolean }) {
  for (let n = 0; !state.stop; n++) {
    const email = `${MARKER}-r${round}-w${id}-${n}@example.com`;
    sent++;
    try {
      const res = await fetch(`${origin}/api/messaging/contact/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${round}.${id}.${n % 250}`,
        },
        body: JSON.stringify({ name: 'Vizitator Căzut', email, message: MESSAGE, gdpr: true }),
      });
      if (res.status === 201) acknowledged.add(email);
      else if (res.status >= 500) throw new Error(`answer ${res.status}`);
    } catch {
      // The server died under this request: not acknowledged, so not counted.
    }
  }
}

/**
 * Waits until the SMTP server has every row in `pending`, or until QUIET_MS pass without a
 * delivery once the lease of the mails claimed by the killed process (`leaseEnd`) is over.
 */
async function drain(pending: number[], leaseEnd: number): Promise<void> {
  const waiting = new Set(pending);
  let seen = 0;
  let progressAt = Date.now();
  for (;;) {
    for (; seen < smtp.messages.length; seen++) {
      const mail = smtp.messages[seen];
      if (mail) waiting.delete(rowIdOf(mail) ?? -1);
    }
    if (waiting.size === 0) return;
    const wait = Math.max(leaseEnd, progressAt) + QUIET_MS - Date.now();
    if (wait <= 0) return;
    // Wakes at the next delivery; a timeout is the quiet that ends the wait.
    const arrived = await smtp.waitFor(seen + 1, wait).then(
      () => true,
      () => false,
    );
    if (arrived) progressAt = Date.now();
  }
}

for (let round = 1; round <= rounds; round++) {
  const server = await startServer(PORT, dir, env);
  const state = { stop: false };
  const writers = Array.from({ length: WRITERS }, (_, id) => writer(round, id, state));
  await new Promise((r) => setTimeout(r, 1000 + Math.random() * 1500));
  server.kill('SIGKILL');
  kills++;
  await new Promise((r) => server.once('exit', r));
  state.stop = true;
  await Promise.all(writers);
  console.error(`round ${round}: ${acknowledged.size} acknowledged so far`);
}

// The last start: the mails the last killed process had claimed are due again after their lease.
const leaseEnd = Date.now() + CLAIM_LEASE_MS;
const pending = await unsentRows(database, MARKER);
const drainStart = Date.now();
console.error(`${pending.length} mails unsent after the last kill; waiting for them`);
const server = await startServer(PORT, dir, env);
await drain(pending, leaseEnd);
const drainSeconds = Math.round((Date.now() - drainStart) / 1000);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

const figures = await countCrash(database, MARKER, acknowledged, smtp.messages);
const result = {
  database: values.postgres ? 'PostgreSQL' : 'PGlite',
  kills,
  requests: sent,
  acknowledged: acknowledged.size,
  ...figures,
  unsentAtLastStart: pending.length,
  drainSeconds,
};
console.log(result);
const { lost, withoutMail, neverSent, sentTwice } = figures;
writeSection(`Crash (${result.database})`, [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:crash${values.postgres ? ' -- --postgres' : ''}\``,
  `(scripts/bench/crash.ts): ${WRITERS} concurrent writers of contact messages (a row and a staff`,
  'mail in one transaction) against `node src/server/main.ts`, killed with SIGKILL after 1–2.5 s,',
  `${rounds} times; a last start drains the outbox into a real SMTP server (${pending.length} mails`,
  `unsent at that start; the wait ended after ${drainSeconds} s, the lease of the killed process's`,
  `claims being ${CLAIM_LEASE_MS / 1000} s). Only the run's own messages count, not the demo data's.`,
  '',
  '| rounds | requests | acknowledged | stored | mails queued | deliveries | lost | stored without mail | never sent | sent twice | repeated Message-ID |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  `| ${kills} | ${sent} | ${acknowledged.size} | ${figures.stored} | ${figures.mails} | ${figures.received} | ${lost} | ${withoutMail} | ${neverSent} | ${sentTwice} | ${figures.repeated} |`,
  '',
  '"sent twice": distinct mails beyond one for a recipient and a message, which no receiver could',
  'tell apart from new mail. "repeated Message-ID": a delivery made again because the process was',
  'killed after the SMTP server accepted it and before the database recorded it; SMTP cannot close',
  'that window, and the repeat carries the same Message-ID, by which mail servers and clients drop it.',
]);
await smtp.close();
await rm(dir, { recursive: true, force: true });
if (values.postgres) await onServer(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
process.exit(lost + withoutMail + neverSent + sentTwice === 0 ? 0 : 1);

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  await client.query(statement);
  await client.end();
}
