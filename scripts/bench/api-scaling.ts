/**
 * `node scripts/bench/api-scaling.ts [--scales 1,4] [--requests 300]`: does an endpoint's cost
 * grow with the number of choirs and people? Seeds the full-scale data at each scale (×1 =
 * 2,402 choirs and 84,000 people) into PGlite in a temporary folder, then times the same
 * requests one after the other, in process (app.request, no network, no concurrency), and
 * prints the mean and p99 per request at each scale. Deletes its data and exits by itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { seedFull } from '../../src/server/db/seed/full.ts';
import { silentLog } from '../../src/server/log.ts';
import { createCaptcha } from '../../src/server/services/captcha.ts';
import { diskLibrary } from '../../src/server/services/library-storage.ts';
import { diskStaging } from '../../src/server/services/staging.ts';
import { diskStorage } from '../../src/server/services/storage.ts';

const { values: args } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,4' },
    requests: { type: 'string', default: '300' },
  },
});
const scales = args.scales.split(',').map(Number);
const requests = Number(args.requests);

const paths = (choir: number) => [
  '/api/health/',
  '/api/choir/?name=cor&page=3',
  '/api/choir/?county=CJ&page=2',
  '/api/choir/?city=iasi',
  '/api/account/choirs/',
  `/api/dashboard/${choir}/summary`,
  `/api/dashboard/${choir}/events`,
  `/api/dashboard/${choir}/pending`,
];

/** One database and app per scale, all open at once so they are measured in alternation. */
async function prepare(scale: number, dir: string) {
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  const report = await seedFull(database.db, { scale });
  console.error(`×${scale}: ${report.choirs} choirs, ${report.people} people`);
  const secret = 'scaling-bench-secret-of-at-least-32-chars';
  const staging = diskStaging(dir);
  const app = createApp({
    db: database.db,
    listen: database.listen,
    announce: database.announce,
    captcha: createCaptcha({ db: database.db, secret }),
    storage: diskStorage(join(dir, 'uploads'), staging),
    library: diskLibrary(join(dir, 'library')),
    staging,
    secret,
    siteUrl: 'http://localhost:4321',
    log: silentLog,
    trustProxy: false,
  });
  const login = await app.request('/api/token-auth/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.conductor.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return { app, database, choir: report.demoChoirId, headers: { authorization: `Token ${token}` } };
}

/** Times `count` requests one after the other; returns their durations in ms. */
async function time(target: Awaited<ReturnType<typeof prepare>>, path: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await target.app.request(path, { headers: target.headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

const dir = await mkdtemp(join(tmpdir(), 'cor-scaling-'));
try {
  const targets = [];
  for (const scale of scales) targets.push(await prepare(scale, join(dir, String(scale))));
  const rounds = 10;
  console.log(
    '\nms per request, mean / p99, one at a time, in process (PGlite); scales measured in turn\n',
  );
  console.log(`| endpoint | ${scales.map((s) => `×${s}`).join(' | ')} |`);
  console.log(`|---|${scales.map(() => '---:').join('|')}|`);
  for (const path of paths(0)) {
    const times: number[][] = targets.map(() => []);
    for (const target of targets) await time(target, path.replace('/0/', `/${target.choir}/`), 30);
    // Alternating rounds: a busy moment of the machine falls on every scale alike.
    for (let round = 0; round < rounds; round++) {
      for (const [i, target] of targets.entries()) {
        const real = path.replace('/0/', `/${target.choir}/`);
        times[i]?.push(...(await time(target, real, Math.ceil(requests / rounds))));
      }
    }
    const cells = times.map((list) => {
      list.sort((a, b) => a - b);
      const mean = list.reduce((sum, t) => sum + t, 0) / list.length;
      return `${mean.toFixed(2)} / ${(list[Math.floor(list.length * 0.99)] ?? 0).toFixed(2)}`;
    });
    console.log(`| \`GET ${path.replace('/0/', '/{id}/')}\` | ${cells.join(' | ')} |`);
  }
  for (const target of targets) await target.database.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
