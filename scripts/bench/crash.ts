/**
 * npm run bench:crash [-- --rounds 5 --postgres]: acknowledged writes and their mails survive
 * SIGKILL. The production server (src/server/main.ts) takes contact messages from 20 concurrent
 * writers (each message is a row and a mail to the staff, one transaction) while its mails go to
 * a real SMTP server in this process; after 1–2.5 s it is killed with SIGKILL, and so on for every
 * round. A last start lets the outbox drain. Then, from the database and the SMTP server:
 * acknowledged messages lost, messages without their mail, mails never sent, distinct mails beyond
 * one per outbox row (a repeat the receiver could not tell), and deliveries repeated with the same
 * Message-ID (a kill between the SMTP server's acceptance and the database's record: SMTP cannot
 * close that window, the Message-ID lets the receiver tell). Exits 1 unless the first four are 0;
 * figures go to docs/performance.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { count, isNull, like } from 'drizzle-orm';
import pg from 'pg';
import { contact } from '../../src/lib/messages.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { contactMessages, outbox } from '../../src/server/db/schema.ts';
import { parseMessage, startSmtpServer } from '../../tests/helpers/smtp.ts';
import { writeSection } from './doc-section.ts';
import { startServer } from './start-server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const PORT = 4470;
const WRITERS = 20;
const origin = `http://127.0.0.1:${PORT}`;
const MESSAGE = 'Un mesaj trimis în timpul testului de cădere, destul de lung.';

const dir = await mkdtemp(join(tmpdir(), 'bench-crash-'));
const smtp = await startSmtpServer();
const pgServer = 'postgres://postgres@127.0.0.1:5432/test';
const pgName = `bench_crash_${process.pid}`;
if (values.postgres) await onServer(`CREATE DATABASE ${pgName}`);
const databaseUrl = values.postgres ? pgServer.replace(/\/test$/, `/${pgName}`) : undefined;
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
    const email = `r${round}-w${id}-${n}@example.com`;
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

// The last start: mails claimed by a killed process wait for their lease (2 min) to run out.
const server = await startServer(PORT, dir, env);
const deadline = Date.now() + 4 * 60_000;
let stableSince = Date.now();
let lastCount = -1;
while (Date.now() < deadline) {
  if (smtp.messages.length !== lastCount) {
    lastCount = smtp.messages.length;
    stableSince = Date.now();
  }
  if (smtp.messages.length >= acknowledged.size && Date.now() - stableSince > 5000) break;
  await new Promise((r) => setTimeout(r, 500));
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

const database = await openDatabase({ url: databaseUrl, dataDir: join(dir, 'pglite') });
const { db } = database;
const stored = new Set(
  (await db.select({ email: contactMessages.email }).from(contactMessages)).map((r) => r.email),
);
const lost = [...acknowledged].filter((email) => !stored.has(email)).length;
const mails = await db
  .select({ text: outbox.text })
  .from(outbox)
  .where(like(outbox.subject, `${contact.mailSubject('Vizitator Căzut')}%`));
const mailed = new Set(mails.map((m) => /\S+@example\.com/.exec(m.text)?.[0]));
const withoutMail = [...stored].filter((email) => !mailed.has(email)).length;
const [unsent] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
const [rows] = await db.select({ n: count() }).from(outbox);
await database.close();

const ids = smtp.messages.map((m) => parseMessage(m.raw).headers.get('message-id'));
const distinct = new Set(ids).size;
const repeated = ids.length - distinct;
const extra = Math.max(0, distinct - (rows?.n ?? 0));
const result = {
  database: values.postgres ? 'PostgreSQL' : 'PGlite',
  rounds,
  kills,
  requests: sent,
  acknowledged: acknowledged.size,
  stored: stored.size,
  mails: rows?.n ?? 0,
  received: smtp.messages.length,
  lost,
  withoutMail,
  unsent: unsent?.n ?? 0,
  extra,
  repeated,
};
console.log(result);
writeSection(`Crash (${result.database})`, [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:crash${values.postgres ? ' -- --postgres' : ''}\``,
  `(scripts/bench/crash.ts): ${WRITERS} concurrent writers of contact messages (a row and a staff`,
  'mail in one transaction) against `node src/server/main.ts`, killed with SIGKILL after 1–2.5 s,',
  `${rounds} times; a last start drains the outbox into a real SMTP server.`,
  '',
  '| rounds | requests | acknowledged | stored | mails queued | deliveries | lost | stored without mail | never sent | extra mails | repeated Message-ID |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  `| ${kills} | ${sent} | ${acknowledged.size} | ${stored.size} | ${result.mails} | ${result.received} | ${lost} | ${withoutMail} | ${result.unsent} | ${extra} | ${repeated} |`,
  '',
  '"extra mails": distinct messages beyond one per outbox row, which no receiver could tell apart',
  'from new mail. "repeated Message-ID": a delivery made again because the process was killed after',
  'the SMTP server accepted it and before the database recorded it; SMTP cannot close that window,',
  'and the repeat carries the same Message-ID, by which mail servers and clients drop it.',
]);
await smtp.close();
await rm(dir, { recursive: true, force: true });
if (values.postgres) await onServer(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
process.exit(lost + withoutMail + result.unsent + extra === 0 ? 0 : 1);

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  await client.query(statement);
  await client.end();
}
