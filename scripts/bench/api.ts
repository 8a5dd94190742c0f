/**
 * `npm run bench:api [-- --duration 10 --rounds 5 --connections 50 --postgres <server-url>]`: the
 * API under load, on full-scale data.
 *
 * 1. Seeds the full-scale data (2,402 choirs, 84,000 people) into PGlite in a temporary DATA_DIR,
 *    or, with --postgres, into a new database on that PostgreSQL server (dropped at the end).
 * 2. Starts the real server (scripts/bench/api-server.ts) in a child process on 127.0.0.1.
 * 3. Logs in the demo conductor, then loads each endpoint with autocannon (50 connections,
 *    10 s each, after a 2 s warm-up) and prints a Markdown table: requests/s, p50 and p99
 *    latency, and requests/s as a share of GET /api/health/ (the figure that stays comparable
 *    on a noisy machine). `--rounds 5` splits the 10 s into 5 runs taken in turn with the other
 *    endpoints, so a busy moment of a shared machine falls on all alike; each run then starts
 *    with 50 new connections, which weighs on p99.
 * `--only song,download` loads only the endpoints whose path holds one of those texts (and the
 * health check, the yardstick); a download is a POST of a score's zip (PDF and MP3s, about 47 KB).
 * The back office's lists are loaded as the demo staff member (`--only staff` runs just them).
 * 4. Unless `--only` leaves it out (`--only staff` keeps it), exports every member (about 89,000
 *    memberships of 84,000 people) as CSV and as XLSX, one request at a time, and prints their
 *    time and the server process's resident memory before and at its peak (sampled every 50 ms
 *    from /proc), beside the same export of one county: the peak does not grow with the rows.
 * 5. Unless `--only` leaves it out (`--only own-data` runs just it), downloads the demo singer's
 *    own data (four years of answers: own-data.ts) with the same measures.
 * 6. Unless `--only` leaves it out (`--only retention`), times the retention preview's summary and
 *    a rule's first page, one request at a time (median of 5), with the server's memory.
 * An endpoint that answers errors or non-2xx statuses is reported and the run exits with 1.
 * Loopback only; stops the server, deletes the temporary data and exits by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';
import { seedFull } from '../../src/server/db/seed/full.ts';
import { installDemoLibraryFiles } from '../../src/server/db/seed/library.ts';
import { diskLibrary } from '../../src/server/services/library-storage.ts';
import { calendarScaling } from './api-calendar.ts';
import { measuredDownloads, signedIn } from './api-downloads.ts';
import { calendarHistory } from './calendar-history.ts';
import { singerHistory } from './own-data.ts';
import { stopServer } from './start-server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '1' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);

const dir = await mkdtemp(join(tmpdir(), 'cor-bench-'));
let server: ChildProcess | undefined;
/** With --postgres: a database of its own on that server, e.g. postgres://…/bench_1a2b3c. */
const pgDatabase = args.postgres ? `bench_${Date.now().toString(36)}` : undefined;
async function onPgServer(statement: string) {
  const client = new pg.Client({ connectionString: args.postgres });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let databaseUrl: string | undefined;
if (args.postgres && pgDatabase) {
  await onPgServer(`CREATE DATABASE ${pgDatabase}`);
  const url = new URL(args.postgres);
  url.pathname = `/${pgDatabase}`;
  databaseUrl = url.toString();
}
// However it ends, the run never outlives this (seeding, the runs, margins; seeding alone took
// 8.5 minutes on a shared 2-CPU machine at load 28).
const deadline = setTimeout(() => {
  console.error('bench:api: time limit reached, stopping');
  server?.kill('SIGKILL');
  process.exit(1);
}, 25 * 60_000);

try {
  const started = performance.now();
  const database = await openDatabase({ url: databaseUrl, dataDir: join(dir, 'pglite') });
  const report = await seedFull(database.db);
  // The full library's file keys are the demo files' (seed/full-library.ts).
  await installDemoLibraryFiles(diskLibrary(join(dir, 'library')));
  const calendar = await calendarHistory(database.db, report.demoChoirId);
  const calendarTargets = await calendarScaling(database.db, report.demoChoirId);
  const singerAnswers = await singerHistory(database.db, report.demoChoirId);
  await database.close();
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`seeded ${report.choirs} choirs, ${report.people} people in ${seedSeconds} s`);
  console.error(
    `attendance: ${report.attendance} marks in ${report.attendanceSeconds.toFixed(1)} s`,
  );

  const script = fileURLToPath(new URL('./api-server.ts', import.meta.url));
  server = spawn(process.execPath, databaseUrl ? [script, dir, databaseUrl] : [script, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: server?.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const match = /^\{"port":(\d+)\}$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    server?.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const origin = `http://127.0.0.1:${port}`;

  const headers = await signedIn(origin, DEMO_ACCOUNTS.conductor.email);
  const staffHeaders = await signedIn(origin, DEMO_ACCOUNTS.staff.email);
  const singerHeaders = await signedIn(origin, DEMO_ACCOUNTS.singer.email);
  const choir = report.demoChoirId;

  const feed = await fetch(`${origin}/api/calendar/feed/`, { headers });
  const feedPath = new URL(((await feed.json()) as { url: string }).url).pathname;

  // The demo's 'Florile dalbe': a PDF and three MP3s, the download's zip.
  const found = await fetch(`${origin}/api/song/?search=florile`, { headers });
  const [score] = ((await found.json()) as { results: { id: number }[] }).results;
  const allTargets: {
    path: string;
    /** true: as the demo conductor; 'staff', 'singer': as that demo member. */
    auth: boolean | 'staff' | 'singer';
    label?: string;
    method?: 'POST';
  }[] = [
    { path: '/api/health/', auth: false },
    { path: '/api/choir/?name=cor&page=3', auth: true },
    { path: '/api/choir/?county=CJ&page=2', auth: true },
    { path: '/api/choir/?city=iasi', auth: true },
    { path: '/api/account/choirs/', auth: true },
    { path: `/api/dashboard/${choir}/summary`, auth: true },
    // The dashboard's first visit: the summary of the choir the pages show first (issue #21).
    { path: '/api/dashboard/summary', auth: true },
    { path: `/api/dashboard/${choir}/events`, auth: true },
    { path: `/api/dashboard/${choir}/messages`, auth: true },
    { path: `/api/dashboard/${choir}/pending`, auth: true },
    // Corul meu's members table, with each child's consent state (issue #25) and voice part (#27).
    { path: `/api/choir/${choir}/members/`, auth: true },
    { path: '/api/dashboard/scores/', auth: true },
    { path: '/api/dashboard/videolessons/', auth: true },
    {
      path: `/api/event/?choir_id=${choir}&${calendar.firstMonth}`,
      auth: true,
      label: 'GET /api/event/ (the first month of 4 years of history)',
    },
    {
      path: `/api/event/?choir_id=${choir}&${calendar.thisMonth}`,
      auth: true,
      label: 'GET /api/event/ (this month, 4 years of history before it)',
    },
    {
      path: `/api/event/${calendar.answeredEvent}/answers/`,
      auth: true,
      label: 'GET /api/event/{id}/answers/',
    },
    { path: feedPath, auth: false, label: 'GET /api/calendar/{token}.ics' },
    ...calendarTargets,
    // Attendance figures (issue #28): the conductor's, the singer's own, the national report.
    { path: `/api/choir/${choir}/attendance/figures/`, auth: true },
    { path: '/api/attendance/mine/figures/', auth: 'singer' },
    { path: '/api/staff/reports/attendance/', auth: 'staff' },
    { path: '/api/song/', auth: true },
    { path: '/api/song/?voices=1,3&files=pdf&page=2', auth: true },
    { path: '/api/song/?search=sezatoare', auth: true },
    { path: '/api/audio-books/?page=3', auth: true },
    { path: '/api/dashboard/audiobook/', auth: true },
    {
      path: `/api/download/score/${score?.id}/`,
      auth: true,
      method: 'POST',
      label: 'POST /api/download/score/{id}/ (a zip of about 47 KB)',
    },
    { path: '/api/staff/choirs/?status=waiting', auth: 'staff' },
    { path: '/api/staff/choirs/?status=waiting&county=CJ&q=cor', auth: 'staff' },
    { path: '/api/staff/people/?q=popescu', auth: 'staff' },
    { path: '/api/staff/people/?q=ana%20pop', auth: 'staff' },
    { path: '/api/staff/people/?county=CJ&role=conductor', auth: 'staff' },
    { path: '/api/staff/people/members/?county=CJ', auth: 'staff' },
  ];
  const only = args.only?.split(',').filter(Boolean) ?? [];
  const targets = allTargets.filter(
    (target, i) => i === 0 || only.length === 0 || only.some((text) => target.path.includes(text)),
  );

  if (targets.some((target) => target.path.includes('attendance')))
    await (await import('./api-attendance.ts')).nationalReportTimes(
      origin,
      staffHeaders,
      singerHeaders,
    );

  // Each endpoint is loaded `rounds` times for duration/rounds seconds, in turn with the others,
  // so a busy moment of the machine falls on every endpoint alike. A round's ratio compares an
  // endpoint with the health check of the same round; the table gives the medians over rounds.
  const rounds = Number(args.rounds);
  const slice = duration / rounds;
  const runs = new Map<string, { rps: number; p50: number; p99: number }[]>();
  const optionsOf = (target: (typeof targets)[number]) => ({
    url: origin + target.path,
    connections,
    headers:
      target.auth === 'staff'
        ? staffHeaders
        : target.auth === 'singer'
          ? singerHeaders
          : target.auth
            ? headers
            : {},
    method: target.method ?? ('GET' as const),
  });
  for (const target of targets) {
    const options = optionsOf(target);
    const check = await fetch(options.url, { headers: options.headers, method: options.method });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`${target.path} answered ${check.status}`);
    if (warmup > 0) await autocannon({ ...options, duration: warmup });
  }
  // PGlite runs one query at a time: the requests a slow endpoint leaves queued when its window ends
  // would eat the next endpoint's window. A health check waits behind them, so the queue is empty
  // when the next run starts.
  const drain = async () => (await fetch(`${origin}/api/health/`)).arrayBuffer();
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      await drain();
      const result = await autocannon({ ...optionsOf(target), duration: slice });
      // Told and counted, not thrown: the other endpoints are still measured (exit code 1).
      if (result.non2xx > 0 || result.errors > 0) {
        const name = target.label ?? target.path;
        console.error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        process.exitCode = 1;
      }
      const run = {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
      };
      runs.set(target.path, [...(runs.get(target.path) ?? []), run]);
    }
    console.error(`round ${round}/${rounds} done`);
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  const health = runs.get(targets[0]?.path ?? '') ?? [];
  // Labels keep the feed's token (a credential) and long queries out of the table.
  const labels = new Map(targets.map((target) => [target.path, target.label]));
  const cpu = cpus();
  console.log(
    `\nAPI on full-scale data (${report.choirs} choirs, ${report.people} people), ` +
      `${databaseUrl ? 'PostgreSQL (pg pool of 10)' : 'PGlite embedded'}, ` +
      `${connections} connections, ${rounds === 1 ? `${duration} s` : `${rounds} rounds of ${slice} s (medians)`} per endpoint; ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ` +
      `${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | req/s vs health |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [path, list] of runs) {
    const ratio = median(list.map((run, i) => run.rps / (health[i]?.rps ?? 1)));
    const cells = [
      median(list.map((r) => r.rps)),
      median(list.map((r) => r.p50)),
      median(list.map((r) => r.p99)),
    ];
    console.log(
      `| \`${labels.get(path) ?? `GET ${path}`}\` | ${cells.map((n) => Math.round(n)).join(' | ')} | ${ratio.toFixed(2)} |`,
    );
  }

  await measuredDownloads({ origin, staffHeaders, pid: server?.pid, singerAnswers, only });
  if (only.length === 0 || only.includes('staff'))
    await (await import('./api-staff.ts')).staffScenario(origin);
} finally {
  await stopServer(server);
  await rm(dir, { recursive: true, force: true });
  if (pgDatabase) await onPgServer(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
  clearTimeout(deadline);
}
