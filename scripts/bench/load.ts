/**
 * `npm run bench:load [-- --duration 60 --connections 200]`: the whole product under mixed load,
 * on the full-scale data. Needs `npm run build` first (the static pages are part of the load).
 *
 * 1. Seeds the full-scale data (2,402 choirs, 84,000 people) into PGlite in a temporary DATA_DIR
 *    and picks the accounts to sign in (load-accounts.ts).
 * 2. Starts the production server (`src/server/main.ts`, start-server.ts) on a loopback port,
 *    with TRUST_PROXY so each simulated visitor has an address of its own.
 * 3. Signs each account in once (one address per login: the login limit counts per address).
 * 4. Runs three autocannon loads at once for the duration (load-traffic.ts): public 40 % of the
 *    connections, member 45 %, write 15 %; then prints, per kind, requests, latency percentiles,
 *    answers by status, errors and timeouts.
 * Exits with 1 on any connection error, timeout (`--timeout`, autocannon's 10 s by default) or
 * 5xx answer. Loopback only; stops the server, deletes its data and exits by itself.
 * `--postgres <server-url>` alone: one server on a new database on that PostgreSQL server.
 *
 * `-- --rolling --postgres <server-url>` (issue #24): the data goes into a new database on that
 * PostgreSQL server (dropped at the end), two server processes serve it behind the bench's proxy
 * (load-rolling.ts, proxy.ts), and 10 s into the load they are restarted one after the other; the
 * load stops 10 s after the second is back (or at --duration, 120 s by default in this mode), and
 * the restarts' timeline and the proxy's figures are printed after the table; a restart that
 * fails or does not end within the duration fails the run.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request, type Result } from 'autocannon';
import { openDatabase } from '../../src/server/db/client.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { seedFull } from '../../src/server/db/seed/full.ts';
import { loadAccounts } from './load-accounts.ts';
import { createBenchDatabase, printRestarts, startCluster } from './load-rolling.ts';
import {
  memberRequests,
  nextAddress,
  publicRequests,
  type SignedIn,
  writeRequests,
} from './load-traffic.ts';
import { startServer, stopServer } from './start-server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string', default: '200' },
    accounts: { type: 'string', default: '30' },
    port: { type: 'string', default: '4658' },
    /** autocannon's: an answer later than this many seconds counts as a timeout. */
    timeout: { type: 'string', default: '10' },
    rolling: { type: 'boolean', default: false },
    postgres: { type: 'string' },
  },
});
if (args.rolling && !args.postgres) {
  console.error(
    'bench:load: --rolling needs --postgres <server-url> (two processes, one database)',
  );
  process.exit(1);
}
const duration = Number(args.duration ?? (args.rolling ? 120 : 60));
const connections = Number(args.connections);
const port = Number(args.port);
let origin = `http://127.0.0.1:${port}`;
/** Static pages of the built site, each checked before the run. */
const PAGES = [
  '/',
  '/evenimente/stiri',
  '/despre-vocile-copiilor/misiune',
  '/ateliere',
  '/politica-de-confidentialitate',
];

if (!existsSync('dist/index.html')) {
  console.error('bench:load: no dist/ — run `npm run build` first');
  process.exit(1);
}

const dir = await mkdtemp(join(tmpdir(), 'cor-load-'));
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
const database_ = args.postgres ? await createBenchDatabase(args.postgres) : undefined;
// However it ends, the run never outlives this (seeding, logins, the load, margins).
const deadline = setTimeout(
  () => {
    console.error('bench:load: time limit reached, stopping');
    server?.kill('SIGKILL');
    cluster?.kill();
    process.exit(1);
  },
  // Seeding PostgreSQL took 8.5 minutes on a busy shared machine (performance.md, API).
  (duration + (args.postgres ? 900 : 180)) * 1000,
);

async function signIn(account: Awaited<ReturnType<typeof loadAccounts>>[number]) {
  const res = await fetch(`${origin}/api/token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ username: account.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${account.email}: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { ...account, token };
}

function summary(kind: string, share: number, result: Result) {
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stat]) => `${status}: ${stat.count ?? 0}`)
    .join(', ');
  const { latency } = result;
  return `| ${kind} | ${share} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${latency.p50} | ${latency.p90} | ${latency.p99} | ${latency.max} | ${byStatus || '—'} | ${result.errors} | ${result.timeouts} |`;
}

let failed = false;
try {
  const database = await openDatabase({ url: database_?.url, dataDir: join(dir, 'pglite') });
  const report = await seedFull(database.db);
  const accounts = await loadAccounts(database.db, Number(args.accounts));
  await database.close();
  console.error(`seeded ${report.choirs} choirs, ${report.people} people`);

  if (args.rolling && database_) {
    cluster = await startCluster({
      ports: [port + 1, port + 2],
      proxyPort: port,
      dataDir: dir,
      databaseUrl: database_.url,
    });
    origin = cluster.origin;
  } else {
    server = await startServer(port, dir, {
      NODE_ENV: 'production',
      DEMO: 'false',
      TRUST_PROXY: 'true',
      ...(database_ ? { DATABASE_URL: database_.url } : {}),
    });
  }
  for (const page of PAGES) {
    const res = await fetch(origin + page);
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
  }
  const signedIn: SignedIn[] = [];
  for (const account of accounts) signedIn.push(await signIn(account));
  console.error(
    `${signedIn.length} accounts signed in; ${connections} connections for ${duration} s`,
  );

  const public_ = Math.max(1, Math.round(connections * 0.4));
  const write = Math.max(1, Math.round(connections * 0.15));
  const member = Math.max(1, connections - public_ - write);
  const run = (share: number, requests: Request[]) =>
    autocannon({
      url: origin,
      connections: share,
      duration,
      requests,
      timeout: Number(args.timeout),
    });
  const load = (loadavg()[0] ?? 0).toFixed(1);
  const runs = [
    run(public_, publicRequests(PAGES)),
    run(member, memberRequests(signedIn)),
    run(write, writeRequests(signedIn, report.choirs)),
  ];
  const started = performance.now();
  // The load stops 10 s after the second process is back; a restart that fails or does not end
  // within --duration fails the run.
  let restarted = false as boolean | Error;
  cluster?.rollingRestart(10).then(
    async () => {
      restarted = true;
      await new Promise((r) => setTimeout(r, 10_000));
      // autocannon's instance is a promise with stop() (its types know only the promise).
      for (const instance of runs) (instance as unknown as { stop(): void }).stop();
    },
    (error: Error) => {
      restarted = error;
    },
  );
  const [pub, mem, wri] = (await Promise.all(runs)) as [Result, Result, Result];
  const seconds = Math.round((performance.now() - started) / 1000);
  const cpu = cpus();
  const where = cluster
    ? 'PostgreSQL, two processes behind the bench proxy'
    : database_
      ? 'PostgreSQL'
      : 'PGlite embedded';
  console.log(
    `\nLoad on full-scale data (${report.choirs} choirs, ${report.people} people), ${where}, ` +
      `${connections} connections for ${seconds} s (timeout ${args.timeout} s), ${signedIn.length} accounts; ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ` +
      `load average ${load} → ${(loadavg()[0] ?? 0).toFixed(1)}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    '| kind | connections | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx by status | errors | timeouts |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|');
  const results: [string, number, Result][] = [
    ['public', public_, pub],
    ['member', member, mem],
    ['write', write, wri],
  ];
  for (const [kind, share, result] of results) {
    console.log(summary(kind, share, result));
    if (result.errors > 0 || result['5xx'] > 0) failed = true;
  }
  if (cluster) {
    printRestarts(cluster.timeline, cluster.proxy.stats());
    if (restarted !== true) {
      console.error('bench:load: the rolling restart did not complete', restarted || '');
      failed = true;
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopServer(server);
  await cluster?.stop();
  await database_?.drop();
  await rm(dir, { recursive: true, force: true });
  clearTimeout(deadline);
}
if (failed) {
  console.error('bench:load: errors, timeouts or 5xx answers (see above)');
  process.exit(1);
}
