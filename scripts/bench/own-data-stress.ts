/**
 * `node scripts/bench/own-data-stress.ts <postgres-server-url>`: a person's download (issue #26)
 * in constant memory. On a new database of that server (dropped at the end) with the demo data,
 * three members get 1,000, 10,000 and 100,000 calendar answers (far beyond any real history: a
 * weekly rehearsal for two thousand years), and each one's ZIP is written to nowhere by
 * ownDataZip itself, in this process, while its heap and resident memory are sampled every 20 ms.
 * The figures to compare are the peaks' growth over the start: flat while the rows grow 100×.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { ownDataZip } from '../../src/server/own-data/download.ts';
import { diskStaging } from '../../src/server/services/staging.ts';
import { diskStorage } from '../../src/server/services/storage.ts';

const server = process.argv[2];
if (!server) throw new Error('usage: own-data-stress.ts <postgres-server-url>');
const name = `stress_${Date.now().toString(36)}`;
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
await onServer(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const dir = await mkdtemp(join(tmpdir(), 'own-data-stress-'));
const database = await openDatabase({ url: url.toString(), dataDir: null });
const MB = 1024 * 1024;

try {
  const choirId = await seedDemo(database.db);
  const storage = diskStorage(join(dir, 'uploads'), diskStaging(dir));
  console.log(
    '| calendar answers | ZIP MB | seconds | heap before MB | heap peak MB | RSS before MB | RSS peak MB |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const answers of [1_000, 10_000, 100_000]) {
    const [user] = (
      (await database.db.execute(sql`insert into users (email, password_hash, first_name,
        last_name) values (${`stress${answers}@example.com`}, 'x', 'Ana', 'Stres') returning id`)) as {
        rows: { id: number }[];
      }
    ).rows;
    await database.db.execute(sql`with made as (
        insert into events (choir_id, title, type, location, description, starts_at, ends_at)
        select ${choirId}::int, 'Repetiția ' || g, 2, 'Sala de muzică', '',
          now() - make_interval(days => g), now() - make_interval(days => g) + interval '1 hour'
        from generate_series(1, ${answers}::int) g returning id)
      insert into event_answers (event_id, user_id, answer, note)
      select id, ${user?.id}::int, 'yes', 'Vin cu partitura și cu o întrebare despre pasajul doi.' from made`);
    // As a database lives: statistics (autovacuum on PostgreSQL); without them the planner
    // takes the person's answers for a few and sorts them all at each batch.
    await database.db.execute(sql`analyze event_answers`);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    let heapPeak = heapBefore;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      heapPeak = Math.max(heapPeak, now.heapUsed);
      rssPeak = Math.max(rssPeak, now.rss);
    }, 20);
    let bytes = 0;
    const started = performance.now();
    const zip = await ownDataZip(
      { db: database.db, storage },
      { id: user?.id ?? 0, email: `stress${answers}@example.com`, avatar: null },
    );
    await pipeline(
      zip,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cells = [heapBefore, heapPeak, rssBefore, rssPeak].map((n) => (n / MB).toFixed(0));
    console.log(
      `| ${answers} | ${(bytes / 1e6).toFixed(2)} | ${seconds.toFixed(2)} | ${cells.join(' | ')} |`,
    );
  }
} finally {
  await database.close();
  // The pool's end resolves before the server has closed its connections: a forced drop would
  // then kill them under their clients (an unhandled error). Wait for them first.
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    const open = await client
      .query('select 1 from pg_stat_activity where datname = $1', [name])
      .finally(() => client.end());
    if (open.rowCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await onServer(`DROP DATABASE IF EXISTS ${name}`);
  await rm(dir, { recursive: true, force: true });
}
